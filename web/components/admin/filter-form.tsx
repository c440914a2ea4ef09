import styled from 'styled-components';

/**
 * The back office's row of labelled fields with its button at the end (search, filters, a refund): fields wrap on a
 * phone, each at least `$field` wide, labels above their field, 44 px targets.
 */
export const FilterForm = styled.form<{ $field?: string }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => p.theme.space(1.5)};
  label {
    display: flex;
    flex: 1 1 ${(p) => p.$field ?? '10rem'};
    flex-direction: column;
    gap: ${(p) => p.theme.space(0.5)};
    font-weight: 700;
    font-size: ${(p) => p.theme.font.size.sm};
  }
  input,
  select {
    box-sizing: border-box;
    width: 100%;
    min-height: 44px;
    padding: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(1.5)};
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius.control};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    font: inherit;
  }
`;

/** A list of cards, one under the other (search results, payments). */
export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1)};
`;
