import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, roundBadge } from '../ui';

const Box = styled(Card)`
  padding: ${(p) => p.theme.space(2.5)} ${(p) => p.theme.space(2)};
  scroll-margin-top: 80px;
  @media (min-width: ${(p) => p.theme.breakpoints.sm}px) {
    padding: ${(p) => p.theme.space(3)};
  }
  > header {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1.5)};
    margin-bottom: ${(p) => p.theme.space(2)};
  }
  > header h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg};
  }
  .icon {
    flex: none;
    ${roundBadge(40)}
    background: ${(p) => p.theme.colors.primarySoft};
    color: ${(p) => p.theme.colors.primary};
  }
  form {
    display: flex;
    flex-direction: column;
    gap: ${(p) => p.theme.space(2)};
  }
  p {
    margin: 0;
  }
  .muted {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.font.size.sm};
  }
  .current {
    display: flex;
    flex-direction: column;
    gap: 2px;
    overflow-wrap: anywhere;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(1)};
    align-items: center;
  }
  /* A long label wraps inside its button rather than push the card past a 320 px phone (issue 27). */
  .actions > a,
  .actions > button {
    max-width: 100%;
    white-space: normal;
    text-align: center;
  }
`;

/**
 * One card of the settings page, with its own form and result. Not a named region: seven landmarks would crowd
 * the landmark list, and the h2 already gives screen readers the structure.
 */
export function SettingsSection(props: { id: string; title: string; icon: LucideIcon; children: ReactNode }) {
  const Icon = props.icon;
  return (
    <Box id={props.id}>
      <header>
        <span className="icon" aria-hidden="true">
          <Icon size={20} />
        </span>
        <h2 id={`${props.id}-title`}>{props.title}</h2>
      </header>
      {props.children}
    </Box>
  );
}
