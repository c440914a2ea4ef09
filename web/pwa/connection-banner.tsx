import { WifiOff } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { usePageContext } from 'vike-react/usePageContext';
import { useT } from '../i18n/use-t';
import { useSignals } from '../signals/signals-context';

const Region = styled.div`
  position: fixed;
  left: 50%;
  transform: translateX(-50%);
  z-index: ${(p) => p.theme.signals.zIndex};
  width: max-content;
  max-width: calc(100vw - ${(p) => p.theme.space(4)});
  pointer-events: none;
  /* Above the thumb on most pages; on the chat (bare layout) under its bar, clear of the composer. */
  bottom: calc(${(p) => p.theme.space(2)} + env(safe-area-inset-bottom, 0px));
  &[data-bare='true'] {
    bottom: auto;
    top: calc(72px + env(safe-area-inset-top, 0px));
  }
`;

const Pill = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  padding: 10px 14px;
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.colors.inverse};
  color: ${(p) => p.theme.colors.onInverse};
  font-size: ${(p) => p.theme.font.size.sm};
  font-weight: 500;
  line-height: 1.3;
  box-shadow: ${(p) => p.theme.shadow.float};
  pointer-events: auto;
  animation: connection-banner-in 200ms ease-out;
  svg {
    flex: none;
  }
  @keyframes connection-banner-in {
    from {
      opacity: 0;
      transform: translateY(8px);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * SPEC §4, offline and online state: while the browser has no connection a calm banner says so and that the app keeps
 * trying (the live socket reconnects the moment the connection is back, web/api/live.ts). Its live region is always
 * in the page, so a screen reader hears it appear; it goes when the connection is back ("Weer online" is a toast).
 */
export const ConnectionBanner = observer(function ConnectionBanner() {
  const { connectivity } = useSignals();
  const t = useT();
  const bare = Boolean(usePageContext().config.bare);
  return (
    <Region role="status" aria-live="polite" data-signals="connection" data-bare={bare}>
      {connectivity.online ? null : (
        <Pill>
          <WifiOff size={18} aria-hidden="true" />
          {t('app.connectionLost')}
        </Pill>
      )}
    </Region>
  );
});
