import { HeartHandshake } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AuthCard } from '../auth-card';
import { Container, roundBadge } from '../ui';

const Icon = styled.span`
  ${roundBadge(56)}
  background: ${(p) => p.theme.colors.primarySoft};
  color: ${(p) => p.theme.colors.primary};
`;

/** The card of the deleted account's page: the heart of a goodbye, then what the page says. */
export function FarewellCard({ children }: { children: ReactNode }) {
  return (
    <Container>
      <AuthCard aria-labelledby="deleted-title">
        <Icon aria-hidden="true">
          <HeartHandshake size={28} />
        </Icon>
        {children}
      </AuthCard>
    </Container>
  );
}
