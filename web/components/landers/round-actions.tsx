import type { AnchorHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

/** A row of round action buttons with their words under them (the swipe deck's, a member's profile card's). */
export const RoundActions = styled.div<{ $overlap?: boolean }>`
  display: flex;
  justify-content: center;
  position: relative;
  gap: ${(p) => (p.$overlap ? '20px' : '28px')};
  margin-top: ${(p) => (p.$overlap ? '-32px' : '28px')};
`;

const Action = styled.a<{ $tone: 'plain' | 'main' | 'nope' }>`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  .round {
    display: inline-flex;
    width: 64px;
    height: 64px;
    border-radius: 50%;
    align-items: center;
    justify-content: center;
    background: ${(p) => (p.$tone === 'main' ? p.theme.colors.primary : p.theme.colors.surface)};
    color: ${(p) => (p.$tone === 'main' ? p.theme.colors.onPrimary : p.$tone === 'nope' ? p.theme.colors.danger : p.theme.colors.primary)};
    box-shadow: ${(p) => p.theme.shadow.float};
  }
`;

/**
 * A round action: a link (so a tap works before the scripts), its icon in a 64 px circle and its word under it; `main`
 * in the brand's colour, `nope` the pass's red icon.
 */
export function RoundAction({ icon, tone = 'plain', children, ...link }: { icon: ReactNode; tone?: 'plain' | 'main' | 'nope'; children: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <Action $tone={tone} {...link}>
      <span className="round" aria-hidden="true">
        {icon}
      </span>
      {children}
    </Action>
  );
}
