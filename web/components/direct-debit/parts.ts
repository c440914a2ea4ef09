import styled from 'styled-components';
import { Input } from '../form';
import { Card } from '../ui';
import { up } from '../../theme/theme';

/** The direct-debit form's layout and blocks (SPEC §2 /directdebit): the fields beside the order from 992 px. */
export const Layout = styled.form`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  align-items: start;
  ${up('lg')} {
    grid-template-columns: minmax(0, 1fr) 360px;
    gap: ${(p) => p.theme.space(3)};
  }
  .fields {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(2)};
  }
  .order {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(2)};
    ${up('lg')} {
      position: sticky;
      top: ${(p) => p.theme.space(2)};
    }
  }
`;

export const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(2)};
  ${up('md')} {
    padding: ${(p) => p.theme.space(3)};
  }
  h2 {
    display: flex;
    align-items: center;
    gap: 10px;
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg};
    svg {
      color: ${(p) => p.theme.colors.primary};
      flex: none;
    }
  }
  .hint {
    margin: -4px 0 0;
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** A section of one column's width: the bundle choice, the notice that direct debit is not offered. */
export const NarrowSection = styled(Section)`
  max-width: 560px;
`;

/** Two fields side by side from 576 px: street and house number, postcode and city. */
export const Row = styled.div<{ $columns: string }>`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  ${up('sm')} {
    grid-template-columns: ${(p) => p.$columns};
  }
`;

export const CodeRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  > button {
    ${up('sm')} {
      align-self: flex-start;
    }
  }
  .sent {
    display: flex;
    gap: 8px;
    margin: 0;
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.successStrong};
    svg {
      flex: none;
      margin-top: 2px;
    }
  }
`;

export const CodeInput = styled(Input)`
  max-width: 200px;
  font-size: ${(p) => p.theme.font.size.title};
  letter-spacing: 0.3em;
  font-variant-numeric: tabular-nums;
`;

export const Summary = styled(Section)`
  dl {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    row-gap: 8px;
    margin: 0;
  }
  dt {
    color: ${(p) => p.theme.colors.textMuted};
    padding-right: ${(p) => p.theme.space(2)};
  }
  dd {
    margin: 0;
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .credits {
    font-size: ${(p) => p.theme.font.size.headline};
    font-weight: 700;
    margin: 0;
  }
  .discount {
    color: ${(p) => p.theme.colors.successStrong};
  }
  .total {
    font-weight: 700;
    font-size: ${(p) => p.theme.font.size.lead};
    padding-top: 8px;
    border-top: 1px solid ${(p) => p.theme.colors.border};
    color: ${(p) => p.theme.colors.text};
  }
`;

export const Consent = styled.label<{ $invalid: boolean }>`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: ${(p) => p.theme.space(2)};
  border: 1px solid ${(p) => (p.$invalid ? p.theme.colors.danger : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.colors.surface};
  font-size: ${(p) => p.theme.font.size.sm};
  line-height: 1.5;
  cursor: pointer;
  input {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${(p) => p.theme.colors.primary};
  }
`;

export const Small = styled.p`
  display: flex;
  gap: 8px;
  margin: 0;
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.colors.textMuted};
  svg {
    flex: none;
    margin-top: 2px;
  }
`;

export const Intro = styled.p`
  margin: 0 0 ${(p) => p.theme.space(3)};
  color: ${(p) => p.theme.colors.textMuted};
  max-width: 640px;
`;

export const Choices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
`;

export const ConsentError = styled.p`
  margin: 6px 0 0;
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.colors.danger};
`;
