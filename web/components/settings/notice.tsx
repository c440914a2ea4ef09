import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { toned, type Tone as AnyTone } from '../ui';

export type Tone = Exclude<AnyTone, 'warning'>;

const Box = styled.div<{ $tone: Tone }>`
  display: flex;
  gap: ${(p) => p.theme.space(1)};
  align-items: flex-start;
  border-radius: ${(p) => p.theme.radius.input};
  padding: ${(p) => p.theme.space(1.5)} ${(p) => p.theme.space(2)};
  font-size: ${(p) => p.theme.font.size.sm};
  line-height: 1.5;
  svg {
    flex: none;
    margin-top: 1px;
  }
  a {
    color: inherit;
    font-weight: 700;
  }
  ${toned}
`;

/**
 * An inline result beside the form that caused it: an icon and words, never colour alone.
 * Errors are alerts (announced at once); successes and information are polite status messages.
 */
export function Notice({ tone, children, id }: { tone: Tone; children: ReactNode; id?: string }) {
  const Icon = tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <Box $tone={tone} id={id} role={tone === 'danger' ? 'alert' : 'status'}>
      <Icon size={18} aria-hidden="true" />
      <div>{children}</div>
    </Box>
  );
}

export interface Result {
  readonly tone: Tone;
  readonly text: string;
}

/** A rule shown under a control, tied to it with aria-describedby (`${id}-hint`). */
export const Hint = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.font.size.caption};
  color: ${(p) => p.theme.colors.textMuted};
`;
