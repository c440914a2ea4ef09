import styled from 'styled-components';
import { Card } from '../ui';

/** The complaint's card: the form, then the thanks with its reference. */
export const ComplaintPanel = styled(Card)`
  max-width: 640px;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  .intro,
  .hint {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
  .hint {
    font-size: ${(p) => p.theme.font.size.sm};
  }
  .done {
    display: flex;
    gap: 10px;
    margin: 0;
    svg {
      flex: none;
      color: ${(p) => p.theme.colors.successStrong};
    }
  }
  .reference {
    font-family: ui-monospace, monospace;
    font-weight: 700;
  }
`;
