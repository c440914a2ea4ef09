import styled from 'styled-components';
import { Button, Card } from '../ui';
import { up } from '../../theme/theme';

/**
 * The search screen's columns: from lg the filters are a side panel beside the results (issue 27: a desktop uses
 * its width); below it one column, the filters a bar above the results (md) or a sheet behind a button (phone).
 */
export const SearchColumns = styled.div`
  ${up('lg')} {
    display: grid;
    grid-template-columns: ${(p) => p.theme.layout.sidePanel} minmax(0, 1fr);
    gap: ${(p) => p.theme.space(4)};
    align-items: start;
  }
`;

/** The filters' form: hidden on a phone (the sheet has them), a bar from md, a side panel that stays in view from lg. */
export const FilterPanel = styled(Card).attrs({ as: 'form' })`
  display: none;
  gap: ${(p) => p.theme.space(1.5)};
  margin-bottom: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(2)};
  ${up('md')} {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: end;
  }
  ${up('lg')} {
    grid-template-columns: minmax(0, 1fr);
    position: sticky;
    top: ${(p) => p.theme.space(10)};
    margin-bottom: 0;
    padding: ${(p) => p.theme.space(3)};
  }
  h2 {
    display: none;
    ${up('lg')} {
      display: block;
      margin: 0;
      font-size: ${(p) => p.theme.font.size.lg};
    }
  }
  button {
    grid-column: 1 / -1;
  }
`;

/** On a phone the filters are behind this button, with the number set. */
export const FilterButton = styled(Button)`
  margin-bottom: ${(p) => p.theme.space(2)};
  ${up('md')} {
    display: none;
  }
`;

export const ResultCount = styled.p`
  margin: 0 0 ${(p) => p.theme.space(2)};
  color: ${(p) => p.theme.colors.textMuted};
`;

/** No results, or a visitor who may not search: what happened and what to do next. */
export const EmptyResults = styled(Card)`
  text-align: center;
  padding: ${(p) => p.theme.space(6)} ${(p) => p.theme.space(3)};
  color: ${(p) => p.theme.colors.textMuted};
  svg {
    color: ${(p) => p.theme.colors.primary};
    margin: 0 auto ${(p) => p.theme.space(2)};
  }
  h2 {
    color: ${(p) => p.theme.colors.text};
  }
  .actions {
    display: flex;
    gap: ${(p) => p.theme.space(1.5)};
    justify-content: center;
    flex-wrap: wrap;
    margin-top: ${(p) => p.theme.space(2)};
  }
`;
