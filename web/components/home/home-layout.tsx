import styled from 'styled-components';
import { up } from '../../theme/theme';

/**
 * From lg, with faces to show, the page's words (the values and the claim, or a member's welcome) are a side panel
 * beside the faces (issue 27: a desktop uses its width); below it, and without faces, one column.
 */
export const HomeColumns = styled.div<{ $beside: boolean }>`
  ${up('lg')} {
    display: ${(p) => (p.$beside ? 'grid' : 'block')};
    grid-template-columns: 320px minmax(0, 1fr);
    gap: ${(p) => p.theme.space(4)};
    align-items: start;
  }
`;

export const HomeSidePanel = styled.div<{ $beside: boolean }>`
  ${up('lg')} {
    position: ${(p) => (p.$beside ? 'sticky' : 'static')};
    top: ${(p) => p.theme.space(10)};
  }
`;
