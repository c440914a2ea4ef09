/**
 * What a shown toast looks like (SPEC §9): its own chunk, loaded when the first toast of the tab shows
 * (toasts.tsx), so no page's first load carries it.
 */
import { CircleAlert, CircleCheck, Info, MessageCircle, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import type { FocusEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useT } from '../i18n/use-t';
import { useSignals } from './signals-context';
import { TOAST_PLACEMENTS, type Toast, type ToastPlacement, type ToastStore, type ToastTone } from './toast-store';

const ICONS: Record<ToastTone, LucideIcon> = {
  neutral: MessageCircle,
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  danger: CircleAlert,
};

const EDGE = '12px';

const Stack = styled.ol<{ $placement: ToastPlacement }>`
  position: fixed;
  z-index: ${(p) => p.theme.signals.zIndex};
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  gap: ${(p) => p.theme.space(1)};
  pointer-events: none;
  width: min(${(p) => p.theme.layout.toastMax}, calc(100vw - 2 * ${EDGE}));
  ${(p) => {
    const [edge, side] = p.$placement.split('-') as ['top' | 'bottom', 'left' | 'center' | 'right' | 'full'];
    return css`
      ${edge}: calc(${EDGE} + env(safe-area-inset-${edge}, 0px));
      /* The newest toast is nearest the edge it comes from. */
      flex-direction: ${edge === 'top' ? 'column-reverse' : 'column'};
      ${side === 'left' && `left: ${EDGE};`}
      ${side === 'right' && `right: ${EDGE};`}
      ${side === 'center' && `left: 50%; transform: translateX(-50%);`}
      ${side === 'full' && `left: ${EDGE}; right: ${EDGE}; width: auto;`}
    `;
  }}
`;

const slideFromTop = keyframes`
  from { opacity: 0; transform: translateY(-12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;
const slideFromBottom = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;
const countdown = keyframes`
  from { transform: scaleX(1); }
  to { transform: scaleX(0); }
`;

const TONES: Record<ToastTone, ReturnType<typeof css>> = {
  neutral: css`
    background: ${(p) => p.theme.colors.inverse};
    color: ${(p) => p.theme.colors.onInverse};
    --toast-icon: ${(p) => p.theme.colors.onInverse};
  `,
  info: css`
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    border-left: 4px solid ${(p) => p.theme.colors.secondary};
    --toast-icon: ${(p) => p.theme.colors.secondaryStrong};
  `,
  success: css`
    background: ${(p) => p.theme.colors.success};
    color: ${(p) => p.theme.colors.onSuccess};
    --toast-icon: ${(p) => p.theme.colors.onSuccess};
  `,
  warning: css`
    background: ${(p) => p.theme.colors.warningSoft};
    color: ${(p) => p.theme.colors.onWarningSoft};
    border: 1px solid ${(p) => p.theme.colors.warningBorder};
    --toast-icon: ${(p) => p.theme.colors.warning};
  `,
  danger: css`
    background: ${(p) => p.theme.colors.danger};
    color: ${(p) => p.theme.colors.onDanger};
    --toast-icon: ${(p) => p.theme.colors.onDanger};
  `,
};

const Item = styled.li<{ $tone: ToastTone; $fromTop: boolean; $paused: boolean; $timeoutMs: number | null }>`
  position: relative;
  overflow: hidden;
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(1.5)};
  padding: 14px 8px 14px 16px;
  border-radius: ${(p) => p.theme.radius.card};
  box-shadow: ${(p) => p.theme.shadow.float}, ${(p) => p.theme.shadow.card};
  font-size: ${(p) => p.theme.font.size.body};
  line-height: 1.4;
  font-weight: 600;
  animation: ${(p) => (p.$fromTop ? slideFromTop : slideFromBottom)} 200ms cubic-bezier(0.2, 0.8, 0.2, 1);
  ${(p) => TONES[p.$tone]}
  > svg {
    flex: none;
    margin-top: 1px;
    color: var(--toast-icon);
  }
  p {
    flex: 1;
    margin: 0;
    padding-top: 1px;
    overflow-wrap: anywhere;
  }
  button {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    margin: -6px 0 -6px 0;
    border: 0;
    border-radius: ${(p) => p.theme.radius.pill};
    background: transparent;
    color: inherit;
    cursor: pointer;
    opacity: 0.85;
    &:hover {
      opacity: 1;
      background: ${(p) => p.theme.colors.hoverTint};
    }
  }
  /* How long it stays: a quiet line that stops while the toast is hovered or focused. */
  &::after {
    content: '';
    display: ${(p) => (p.$timeoutMs === null ? 'none' : 'block')};
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    height: 3px;
    background: currentColor;
    opacity: 0.25;
    transform-origin: left;
    animation: ${countdown} ${(p) => p.$timeoutMs ?? 0}ms linear forwards;
    animation-play-state: ${(p) => (p.$paused ? 'paused' : 'running')};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    &::after {
      display: none;
    }
  }
`;

const ToastItem = observer(function ToastItem({ toast, store }: { toast: Toast; store: ToastStore }) {
  const t = useT();
  const Icon = toast.icon ?? ICONS[toast.tone];
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) store.resume(toast.id);
  };
  return (
    <Item
      $tone={toast.tone}
      $fromTop={toast.placement.startsWith('top')}
      $paused={toast.paused}
      $timeoutMs={toast.timeoutMs}
      data-tone={toast.tone}
      data-toast-id={toast.id}
      onMouseEnter={() => store.pause(toast.id)}
      onMouseLeave={() => store.resume(toast.id)}
      onFocus={() => store.pause(toast.id)}
      onBlur={onBlur}
    >
      <Icon size={20} aria-hidden="true" />
      <p>{toast.text}</p>
      <button type="button" aria-label={t('signals.dismiss')} onClick={() => store.dismiss(toast.id)}>
        <X size={18} aria-hidden="true" />
      </button>
    </Item>
  );
});

/** The shown toasts, in a stack per placement. */
export default observer(function ToastStacks() {
  const { toasts } = useSignals();
  return (
    <>
      {TOAST_PLACEMENTS.map((placement) => {
        const items = toasts.items.filter((toast) => toast.placement === placement);
        if (items.length === 0) return null;
        return (
          <Stack key={placement} $placement={placement} data-placement={placement}>
            {items.map((toast) => (
              <ToastItem key={toast.id} toast={toast} store={toasts} />
            ))}
          </Stack>
        );
      })}
    </>
  );
});
