import styled from 'styled-components';
import { up } from '../../theme/theme';

/** The profile screen's columns: one on a phone that never grows past the screen for what it holds (the action bar's row). */
export const ProfileColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(3)};
  ${up('md')} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
  }
`;

/** The header photo and its thumbnails; from md on they stay in view beside the details. */
export const ProfileSide = styled.div`
  min-width: 0;
  ${up('md')} {
    position: sticky;
    top: 84px;
  }
`;

/** The actions and the details beside (below, on a phone) the photos. */
export const ProfileMain = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  h2 {
    font-size: ${(p) => p.theme.font.size.lg};
  }
`;
