import { BellRing } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { up } from '../../theme/theme';
import { Button } from '../ui';

/**
 * A card that floats at the bottom: whether this browser can push is known only in the browser, so the alert comes
 * after the first paint; floating, it pushes nothing down when it does (issue 22), and it leaves the top banners alone.
 */
const Card = styled.aside`
  position: fixed;
  z-index: 40;
  left: ${(p) => p.theme.space(1)};
  right: ${(p) => p.theme.space(1)};
  bottom: ${(p) => p.theme.space(1)};
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(1.5)};
  padding: ${(p) => p.theme.space(2)};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  border-radius: ${(p) => p.theme.radius.card};
  box-shadow: ${(p) => p.theme.shadow.float};
  border: 1px solid ${(p) => p.theme.colors.hairline};
  ${up('sm')} {
    left: auto;
    right: ${(p) => p.theme.space(3)};
    bottom: ${(p) => p.theme.space(3)};
    width: 380px;
  }
  @media (prefers-reduced-motion: no-preference) {
    animation: rise 200ms ease-out;
    @keyframes rise {
      from {
        transform: translateY(12px);
        opacity: 0;
      }
    }
  }
  .icon {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.secondarySoft};
    color: ${(p) => p.theme.colors.secondaryStrong};
  }
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.md};
    line-height: 1.4;
  }
  p {
    margin: 2px 0 0;
    font-size: ${(p) => p.theme.font.size.sm};
    line-height: 1.5;
    color: ${(p) => p.theme.colors.textMuted};
  }
  .problem {
    color: ${(p) => p.theme.colors.danger};
  }
  .actions {
    grid-column: 2;
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => p.theme.space(1)};
  }
`;

/** The CSS variable with the room the card takes at the window's bottom, for what is pinned there (issue 27). */
const BOTTOM_CARD_ROOM = '--bottom-card-room';

/**
 * The room the floating card takes at the bottom of the window, kept free below the page while it shows: the end of
 * every page (the last field of a form, the footer's links) can still be scrolled into view above it.
 */
function useRoomBelowPage() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const card = ref.current;
    if (!card || typeof ResizeObserver === 'undefined') return;
    const body = card.ownerDocument.body;
    const root = card.ownerDocument.documentElement;
    const keep = () => {
      // Its height and its distance from the window's bottom edge twice (above it too): the styles', not the rise animation's.
      const gap = parseFloat(getComputedStyle(card).bottom) || 0;
      const room = `${Math.ceil(card.offsetHeight + gap * 2)}px`;
      body.style.paddingBottom = room;
      // What is pinned to the window's bottom (the profile's action bar on a phone) sits above the card, never under it.
      root.style.setProperty(BOTTOM_CARD_ROOM, room);
    };
    const observer = new ResizeObserver(keep);
    observer.observe(card);
    keep();
    return () => {
      observer.disconnect();
      body.style.paddingBottom = '';
      root.style.removeProperty(BOTTOM_CARD_ROOM);
    };
  }, []);
  return ref;
}

/** The push alert's card (SPEC §4): what it asks, turning push on, "Niet nu"; when it shows is push-alert.tsx's rule. */
const PushAlertCard = observer(function PushAlertCard({ publicKey, dismiss }: { publicKey: string; dismiss: () => void }) {
  const t = useT();
  const store = useStore();
  const { push } = store;
  const site = store.settings.settings.name;
  const room = useRoomBelowPage();
  return (
    <Card ref={room} aria-labelledby="push-alert-title">
      <span className="icon" aria-hidden="true">
        <BellRing size={20} />
      </span>
      <div>
        <h2 id="push-alert-title">{t('pushAlert.title')}</h2>
        <p>{t('pushAlert.text')}</p>
        {push.lastMessage === 'push.failed' && (
          <p className="problem" role="alert">
            {t('push.failed', { site })}
          </p>
        )}
      </div>
      <div className="actions">
        <Button type="button" $variant="primary" aria-busy={push.busy} disabled={push.busy} onClick={() => void push.turnOn(publicKey)}>
          {t('pushAlert.action')}
        </Button>
        <Button type="button" $variant="ghost" onClick={dismiss}>
          {t('pushAlert.dismiss')}
        </Button>
      </div>
    </Card>
  );
});

export default PushAlertCard;
