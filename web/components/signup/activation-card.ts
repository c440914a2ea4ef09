import styled from 'styled-components';
import { AuthCard } from '../auth-card';
import { roundBadge } from '../ui';

/** The card of the activation pages: an icon badge, a heading, the text, then the actions. */
export const ActivationCard = styled(AuthCard)`
  max-width: 520px;
  text-align: left;
  p {
    margin: 0;
    line-height: 1.5;
  }
  .badge {
    ${roundBadge(64)}
    background: ${(p) => p.theme.colors.primarySoft};
    color: ${(p) => p.theme.colors.primary};
  }
  .badge[data-tone='info'] {
    background: ${(p) => p.theme.colors.secondarySoft};
    color: ${(p) => p.theme.colors.secondaryStrong};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(1.5)};
    align-items: flex-start;
  }
  h1 {
    font-size: ${(p) => p.theme.font.size.xl};
    line-height: 1.25;
    @media (min-width: ${(p) => p.theme.breakpoints.sm}px) {
      font-size: ${(p) => p.theme.font.size.headline};
    }
  }
  .email {
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  @media (max-width: ${(p) => p.theme.breakpoints.sm - 1}px) {
    .actions {
      flex-direction: column;
      align-items: stretch;
    }
    .actions button,
    .actions a {
      width: 100%;
    }
  }
`;
