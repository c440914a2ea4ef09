import styled from 'styled-components';
import { up } from '../../theme/theme';
import { ButtonLink, Card } from '../ui';

/** The order page's way back, its text in line with the title below it. */
export const OrderBack = styled(ButtonLink)`
  margin-left: -${(p) => p.theme.space(2.5)};
`;

/** The order form: the bundle and the method in the main column, the code, summary and pay button beside it from a laptop on. */
export const OrderLayout = styled.form`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  align-items: start;
  ${up('lg')} {
    grid-template-columns: minmax(0, 1fr) 380px;
  }
  .main {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(3)};
    min-width: 0;
  }
  .side {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(2)};
    ${up('lg')} {
      position: sticky;
      top: 84px;
    }
  }
`;

/** One card of the order page. */
export const OrderSection = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  padding: ${(p) => p.theme.space(2.5)};
  ${up('md')} {
    padding: ${(p) => p.theme.space(3)};
  }
`;
