import { X } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { up } from '../../theme/theme';
import { quietIconButton } from '../ui';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(16px); } to { opacity: 1; transform: none; }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: ${(p) => p.theme.colors.scrim};
  animation: ${fadeIn} 200ms ease;
  ${up('sm')} {
    align-items: center;
    padding: ${(p) => p.theme.space(3)};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Panel = styled.div<{ $width: number }>`
  position: relative;
  width: 100%;
  max-width: ${(p) => p.$width}px;
  max-height: 100dvh;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radius.panel} ${(p) => p.theme.radius.panel} 0 0;
  box-shadow: ${(p) => p.theme.shadow.float};
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(2)};
  animation: ${rise} 220ms ease;
  ${up('sm')} {
    max-height: calc(100dvh - 48px);
    border-radius: ${(p) => p.theme.radius.card};
    padding: ${(p) => p.theme.space(4)};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  &:focus {
    outline: none;
  }
`;

const Close = styled.button`
  position: absolute;
  top: 8px;
  right: 8px;
  ${quietIconButton}
`;

/** The content of a dialog: a column, its title (h2) clear of the close button in the corner. */
export const dialogContent = css`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  h2 {
    margin: 0 40px 0 0;
    font-size: ${(p) => p.theme.font.size.lg};
  }
`;

export interface DialogProps {
  labelledBy: string;
  /** Undefined while the dialog may not be dismissed: no close button, Escape and the backdrop do nothing. */
  onClose?: () => void;
  closeLabel: string;
  width?: number;
  children: ReactNode;
}

/**
 * A modal dialog: labelled, focus kept inside, the page behind it not scrollable, focus back on the opener
 * when it closes. Rendered only on the client (open state starts false), into document.body.
 */
export function Dialog({ labelledBy, onClose, closeLabel, width = 560, children }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  // Escape closes with the onClose of the latest render (undefined while the dialog may not be dismissed).
  const closeByKey = useEffectEvent(() => onClose?.());

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = panel.current;
    const first = node?.querySelector<HTMLElement>('input, select, textarea, button[type="submit"]') ?? node;
    first?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKey = (event: KeyboardEvent) => {
      if (!node) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeByKey();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
      if (items.length === 0) {
        event.preventDefault();
        node.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (event.shiftKey && (document.activeElement === firstItem || !node.contains(document.activeElement))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (document.activeElement === lastItem || !node.contains(document.activeElement))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    // Focus that escapes (a click on the backdrop, a script) comes back into the dialog.
    const onFocusIn = (event: FocusEvent) => {
      if (node && event.target instanceof Node && !node.contains(event.target)) node.focus();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = overflow;
      if (opener && opener.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <Backdrop
      data-testid="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      <Panel ref={panel} $width={width} role="dialog" aria-modal="true" aria-labelledby={labelledBy} tabIndex={-1}>
        {onClose && (
          <Close type="button" onClick={onClose} aria-label={closeLabel}>
            <X size={22} aria-hidden="true" />
          </Close>
        )}
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
