import styled from 'styled-components';
import { dialogContent } from '../signup/dialog';

/**
 * The body of a picker dialog of the send footer (GIFs, gifts): the title clear of the dialog's close button, a muted
 * line saying the price, and the choices in a grid of `$columns`, each a button.
 */
export const PickerBody = styled.div<{ $columns: number }>`
  ${dialogContent}
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(${(p) => p.$columns}, minmax(0, 1fr));
    gap: 8px;
  }
  button {
    width: 100%;
    cursor: pointer;
    &:focus-visible {
      outline: 3px solid ${(p) => p.theme.colors.focus};
      outline-offset: 2px;
    }
    &:disabled {
      opacity: 0.5;
    }
  }
`;
