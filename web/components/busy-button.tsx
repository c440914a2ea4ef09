import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from './ui';

type ButtonProps = ComponentProps<typeof Button>;

/** A button whose call may take a while: disabled, marked busy and saying so until it is done. */
export function BusyButton({
  busy,
  icon: Icon,
  iconSize = 18,
  label,
  busyLabel,
  type = 'submit',
  ...props
}: Omit<ButtonProps, 'children' | 'disabled'> & { busy: boolean; icon?: LucideIcon; iconSize?: number; label: string; busyLabel: string }) {
  return (
    <Button type={type} disabled={busy} aria-busy={busy} {...props}>
      {Icon && <Icon size={iconSize} aria-hidden="true" />}
      {busy ? busyLabel : label}
    </Button>
  );
}
