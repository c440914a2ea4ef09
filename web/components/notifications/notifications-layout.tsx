import styled from 'styled-components';
import { up } from '../../theme/theme';

/** Phone: one column. From 992 px the e-mail card takes the width and the other settings sit beside it. */
export const NotificationsColumns = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  ${up('md')} {
    gap: ${(p) => p.theme.space(3)};
  }
  ${up('lg')} {
    grid-template-columns: minmax(0, 1fr) 360px;
    align-items: start;
  }
`;

/** The push and invisible settings: below the e-mail card on a phone, beside it (in view) from lg. */
export const NotificationsAside = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  ${up('md')} {
    gap: ${(p) => p.theme.space(3)};
  }
  ${up('lg')} {
    position: sticky;
    top: 84px;
  }
`;
