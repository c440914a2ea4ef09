import { Heart } from 'lucide-react';
import styled from 'styled-components';
import { visuallyHidden } from './ui';

/** A bar without room for the name (the visitor's, on a phone) shows the mark; the name stays the link's name. */
const Logo = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 800;
  font-size: ${(p) => p.theme.font.size.lg};
  letter-spacing: -0.02em;
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  span.mark {
    display: inline-flex;
    width: 32px;
    height: 32px;
    border-radius: ${(p) => p.theme.radius.control};
    align-items: center;
    justify-content: center;
    background: ${(p) => p.theme.colors.primary};
    color: ${(p) => p.theme.colors.onPrimary};
  }
  &[data-compact='true'] .name {
    @media (max-width: ${(p) => p.theme.breakpoints.sm - 1}px) {
      ${visuallyHidden}
    }
  }
`;

/** `compact`: below the sm breakpoint only the mark shows (the visitor's bar, whose two buttons need the room). */
export function Brand({ name, compact = false }: { name: string; compact?: boolean }) {
  return (
    <Logo href="/" data-compact={compact}>
      <span className="mark" aria-hidden="true">
        <Heart size={18} fill="currentColor" />
      </span>
      <span className="name">{name}</span>
    </Logo>
  );
}
