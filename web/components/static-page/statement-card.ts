import styled from 'styled-components';
import { Card } from '../ui';

/** A statement to read (the accessibility statement): one card at a readable width, its headings and small print. */
export const StatementCard = styled(Card)`
  max-width: 720px;
  line-height: 1.6;
  h2 {
    font-size: ${(p) => p.theme.font.size.lg};
    margin: ${(p) => p.theme.space(3)} 0 ${(p) => p.theme.space(1)};
  }
  ul {
    padding-left: 20px;
  }
  .checked {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.font.size.sm};
  }
`;
