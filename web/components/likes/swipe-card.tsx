import { User } from 'lucide-react';
import { useRef, useState, type PointerEvent } from 'react';
import styled from 'styled-components';
import type { ApiProfile } from '../../../bff/contract/api-types';
import { FictionalIcon, PhotoFrame } from '../member-card';
import { PHOTO_SLOTS, photoSources } from '../photo-sources';

/** How far a card is dragged before letting go likes (right) or passes (left). */
const SWIPE_PX = 96;

/** The photo's frame (4:5, the placeholder) is the member card's; the game's card floats and follows the finger. */
const Card = styled(PhotoFrame)`
  width: 100%;
  max-width: 420px;
  margin: 0 auto;
  border-radius: ${(p) => p.theme.radius.panel};
  overflow: hidden;
  box-shadow: ${(p) => p.theme.shadow.float};
  touch-action: pan-y;
  user-select: none;
  transition: transform 200ms ease;
  &.dragging {
    transition: none;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  img {
    pointer-events: none;
  }
  .caption {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    padding: 64px 20px 20px;
    background: ${(p) => p.theme.colors.photoCaption};
    color: ${(p) => p.theme.colors.onInverse};
    h2 {
      margin: 0;
      font-size: ${(p) => p.theme.font.size.headline};
    }
    p {
      margin: 4px 0 0;
      font-size: ${(p) => p.theme.font.size.md};
    }
  }
  .fictional {
    position: absolute;
    top: 12px;
    left: 12px;
    right: 12px;
    display: flex;
    gap: 8px;
    align-items: center;
    padding: 6px 10px;
    border-radius: ${(p) => p.theme.radius.input};
    background: ${(p) => p.theme.colors.frosted};
    color: ${(p) => p.theme.colors.text};
    font-size: ${(p) => p.theme.font.size.caption};
  }
  .stamp {
    position: absolute;
    top: 64px;
    padding: 4px 12px;
    border: 3px solid currentColor;
    border-radius: ${(p) => p.theme.radius.input};
    font-size: ${(p) => p.theme.font.size.xl};
    font-weight: 800;
    text-transform: uppercase;
    background: ${(p) => p.theme.colors.frosted};
  }
  .stamp.like {
    left: 20px;
    color: ${(p) => p.theme.colors.primary};
  }
  .stamp.pass {
    right: 20px;
    color: ${(p) => p.theme.colors.text};
  }
`;

export interface SwipeCardProps {
  readonly profile: ApiProfile;
  readonly imageUrl: (path: string) => string;
  readonly fictional: { readonly label: string; readonly warning: string };
  readonly words: { readonly like: string; readonly pass: string; readonly from: (city: string) => string };
  /** How far away she lives, in words ("op 12 km"), when both places are known (issue 27). */
  readonly distance?: string;
  readonly onLike: () => void;
  readonly onPass: () => void;
}

/**
 * The swipe game's card: drag right to like, left to pass (touch, pen or mouse). The buttons and the keys do the
 * same for everyone who does not drag. The fictional disclosure sits on the photo.
 */
export function SwipeCard({ profile, imageUrl, fictional, words, distance, onLike, onPass }: SwipeCardProps) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const down = (event: PointerEvent<HTMLDivElement>) => {
    start.current = event.clientX;
    setDragging(true);
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setOffset(event.clientX - start.current);
  };
  const up = () => {
    const moved = offset;
    start.current = null;
    setDragging(false);
    setOffset(0);
    if (moved > SWIPE_PX) onLike();
    else if (moved < -SWIPE_PX) onPass();
  };

  return (
    <Card
      className={dragging ? 'dragging' : undefined}
      style={{ transform: offset ? `translateX(${offset}px) rotate(${offset / 20}deg)` : undefined }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={() => {
        start.current = null;
        setDragging(false);
        setOffset(0);
      }}
      data-testid="swipe-card"
    >
      {profile.main_image ? (
        <img {...photoSources(imageUrl, profile.main_image.filename, PHOTO_SLOTS.single)} alt="" width={480} height={600} draggable={false} />
      ) : (
        <span className="placeholder" aria-hidden="true">
          <User size={96} />
        </span>
      )}
      {profile.fictional && (
        <p className="fictional">
          <FictionalIcon label={fictional.label} />
          {fictional.warning}
        </p>
      )}
      {offset > SWIPE_PX / 2 && <span className="stamp like">{words.like}</span>}
      {offset < -SWIPE_PX / 2 && <span className="stamp pass">{words.pass}</span>}
      <div className="caption">
        <h2>
          {profile.name}, {profile.age}
        </h2>
        <p>
          {words.from(profile.city || profile.region)}
          {distance && <span data-testid="card-distance"> · {distance}</span>}
        </p>
      </div>
    </Card>
  );
}
