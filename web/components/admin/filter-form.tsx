import styled, { css } from 'styled-components';

/** A control's box in the back office (input, select, textarea): a 44 px target with the theme's border and surface. */
export const controlBox = css`
  box-sizing: border-box;
  width: 100%;
  min-height: 44px;
  padding: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(1.5)};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius.control};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
`;

/**
 * The back office's row of labelled fields with its button at the end (search, filters, a refund): fields wrap on a
 * phone, each at least `$field` wide, labels above their field, 44 px targets.
 */
const fieldRow = css<{ $field?: string }>`
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
    ${controlBox}
  }
`;

/** The row of labelled fields as a form of its own. */
export const FilterForm = styled.form<{ $field?: string }>`
  ${fieldRow}
`;

/** The same row inside a larger form or beside one (a link to copy, a correction's fields). */
export const FieldRow = styled.div<{ $field?: string }>`
  ${fieldRow}
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
