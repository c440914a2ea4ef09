import { LoaderCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button } from '../components/ui';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = styled(LoaderCircle)`
  flex: none;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

type Props = ComponentProps<typeof Button> & {
  /** Waiting for the server: disabled, aria-busy, a spinner in place of the icon. */
  busy?: boolean;
  /** What the button says while busy (e.g. 'Bezig met inloggen…'); otherwise its children stay. */
  busyLabel?: ReactNode;
};

/**
 * The UI brief's "the submit button shows progress": ui.tsx's Button with a busy state. While busy it says so to
 * assistive technology (aria-busy), refuses a second click (disabled) and shows a spinner (still for reduced motion).
 */
export function BusyButton({ busy = false, busyLabel, children, disabled, ...rest }: Props) {
  return (
    <Button {...rest} disabled={disabled || busy} aria-busy={busy || undefined} data-busy={busy || undefined}>
      {busy && <Spinner size={18} aria-hidden="true" />}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </Button>
  );
}
