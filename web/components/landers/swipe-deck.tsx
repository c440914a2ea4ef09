import { Heart, X } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState, type PointerEvent } from 'react';
import styled from 'styled-components';
import { navigate } from 'vike/client/router';
import { useT } from '../../i18n/use-t';
import { PHOTO_SLOTS } from '../photo-sources';
import { OnlineDot } from '../online-dot';
import { FictionalMark } from './face-card';
import { FacePhoto } from './face-photo';
import type { LanderFace } from './lander-face';
import { RoundAction, RoundActions } from './round-actions';

/** How far a card must be dragged to count as a swipe, in px. */
const SWIPE = 90;

const Deck = styled.div`
  position: relative;
  width: 100%;
  max-width: 400px;
  margin: 0 auto;
  aspect-ratio: 4 / 5;
`;

const Card = styled.div<{ $depth: number }>`
  position: absolute;
  inset: 0;
  border-radius: ${(p) => p.theme.radius.sheet};
  overflow: hidden;
  background: ${(p) => p.theme.colors.photoPlaceholder};
  box-shadow: ${(p) => p.theme.shadow.float};
  transform: translateY(${(p) => p.$depth * 10}px) scale(${(p) => 1 - p.$depth * 0.04});
  z-index: ${(p) => 10 - p.$depth};
  touch-action: pan-y;
  user-select: none;
  transition: transform 200ms ease;
  &[data-dragging='true'] {
    transition: none;
    cursor: grabbing;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    pointer-events: none;
  }
  .placeholder {
    display: none;
  }
  .caption {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    padding: 48px 18px 16px;
    color: ${(p) => p.theme.colors.onInverse};
    background: ${(p) => p.theme.colors.photoCaption};
  }
  h2 {
    color: ${(p) => p.theme.colors.onInverse};
    font-size: ${(p) => p.theme.font.size.xl};
    margin: 0;
  }
  .stamp {
    position: absolute;
    top: 24px;
    padding: 4px 12px;
    border: 3px solid currentColor;
    border-radius: ${(p) => p.theme.radius.input};
    font-weight: 800;
    font-size: ${(p) => p.theme.font.size.title};
    text-transform: uppercase;
    background: ${(p) => p.theme.colors.frosted};
    opacity: 0;
  }
  .stamp.like {
    left: 20px;
    color: ${(p) => p.theme.colors.successStrong};
    transform: rotate(-12deg);
  }
  .stamp.nope {
    right: 20px;
    color: ${(p) => p.theme.colors.danger};
    transform: rotate(12deg);
  }
`;

/**
 * The tinderswipe lander's deck: the top card can be dragged left or right, and the buttons under it (links, so a tap
 * works before the scripts) and the ← and → keys do the same. Every choice leads to signup: a like to meeting her
 * (/members/@id/signup), a pass to /signup.
 */
export function SwipeDeck({ faces }: { faces: readonly LanderFace[] }) {
  const t = useT();
  const top = faces[0];
  const [dx, setDx] = useState(0);
  const [dragging, setDragging] = useState(false);
  const start = useRef<number | null>(null);
  const likeHref = top ? `/members/${top.id}/signup` : '/signup';
  const go = (direction: 'like' | 'nope') => {
    setDx(direction === 'like' ? 600 : -600);
    void navigate(direction === 'like' ? likeHref : '/signup');
  };
  // The keys act on the deck as it is now, without adding and removing the listener on every render.
  const onArrow = useEffectEvent(go);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (event.key === 'ArrowRight') onArrow('like');
      else if (event.key === 'ArrowLeft') onArrow('nope');
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!top) return null;
  const onDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = event.clientX;
    setDragging(true);
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setDx(event.clientX - start.current);
  };
  const onUp = () => {
    start.current = null;
    setDragging(false);
    if (Math.abs(dx) >= SWIPE) go(dx > 0 ? 'like' : 'nope');
    else setDx(0);
  };
  const rest = faces.slice(1, 3);
  return (
    <>
      <Deck>
        {rest
          .map((face, index) => (
            <Card key={face.id} $depth={index + 1} aria-hidden="true">
              <FacePhoto face={face} slot={PHOTO_SLOTS.single} large />
            </Card>
          ))
          .reverse()}
        <Card
          $depth={0}
          data-testid="swipe-card"
          data-dragging={dragging}
          style={dx ? { transform: `translateX(${dx}px) rotate(${dx / 20}deg)` } : undefined}
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={onUp}
          onPointerCancel={() => {
            start.current = null;
            setDragging(false);
            setDx(0);
          }}
        >
          <FacePhoto face={top} slot={PHOTO_SLOTS.single} large first />
          <FictionalMark face={top} />
          <span className="stamp like" style={{ opacity: Math.max(0, Math.min(1, dx / SWIPE)) }} aria-hidden="true">
            {t('landers.tinderswipe.like')}
          </span>
          <span className="stamp nope" style={{ opacity: Math.max(0, Math.min(1, -dx / SWIPE)) }} aria-hidden="true">
            {t('landers.tinderswipe.nope')}
          </span>
          <div className="caption">
            <h2>
              {top.name}, {top.age}
            </h2>
            <span>{top.online ? <OnlineDot label={t('presence.online')} /> : top.city || top.region}</span>
          </div>
        </Card>
      </Deck>
      <RoundActions>
        <RoundAction tone="nope" href="/signup" aria-keyshortcuts="ArrowLeft" icon={<X size={30} />}>
          {t('landers.tinderswipe.nope')}
        </RoundAction>
        <RoundAction tone="main" href={likeHref} aria-keyshortcuts="ArrowRight" icon={<Heart size={30} fill="currentColor" />}>
          {t('landers.tinderswipe.like')}
        </RoundAction>
      </RoundActions>
    </>
  );
}
