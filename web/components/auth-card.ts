import styled from 'styled-components';
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
    font-size: 28px;
    margin: 0;
  }
  form {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(2)};
  }
  .muted {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    font-size: 14px;
  }
`;
