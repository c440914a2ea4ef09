import styled from 'styled-components';
import { up } from '../../theme/theme';
import { Container } from '../ui';

/** The top bar: sticky, white, a hairline under it. */
export const Bar = styled.header`
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  position: sticky;
  top: 0;
  z-index: 20;
`;

/**
 * The bar's one row: the brand, the member's links, her menus. On a phone the links go to a tab strip of their own
 * under it (order 3, the whole width); from the medium breakpoint on everything stays on one line (issue 27).
 */
export const BarRow = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  min-height: 60px;
  flex-wrap: wrap;
  ${up('md')} {
    flex-wrap: nowrap;
  }
`;

/** The bar's right end: the language menu and the account menu, or the visitor's login and signup. */
export const BarEnd = styled.div`
  margin-left: auto;
  flex: none;
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(0.5)};
  @media (max-width: ${(p) => p.theme.breakpoints.sm - 1}px) {
    a {
      padding: 0 12px;
      font-size: ${(p) => p.theme.font.size.body};
    }
    a svg {
      display: none;
    }
  }
`;
