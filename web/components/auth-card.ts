import styled from 'styled-components';
import { stackedForms } from './form';
import { Card } from './ui';

export const AuthCard = styled(Card)`
  max-width: 440px;
  padding: ${(p) => p.theme.space(2.5)} ${(p) => p.theme.space(2)};
  @media (min-width: ${(p) => p.theme.breakpoints.sm}px) {
    padding: ${(p) => p.theme.space(4)};
  }
  margin: ${(p) => p.theme.space(2)} auto;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  h1 {
    font-size: ${(p) => p.theme.font.size.headline};
    margin: 0;
  }
  ${stackedForms}
`;

/** The auth card for the signup's steps, wider for their two-column rows. */
export const WideAuthCard = styled(AuthCard)`
  max-width: 560px;
`;
