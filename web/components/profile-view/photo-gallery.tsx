import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import styled from 'styled-components';
import { Dialog, dialogContent } from '../signup/dialog';
import { FictionalIcon } from '../member-card';
import { iconButton } from '../ui';
import { fictionalOverlay } from './photo-overlays';

/** A swipe shorter than this is a tap, not a turn of the page. */
const SWIPE_PX = 48;

const Stage = styled.div`
  ${dialogContent}
  gap: ${(p) => p.theme.space(1.5)};
  h2 {
    font-size: ${(p) => p.theme.font.size.lead};
  }
  .frame {
    position: relative;
    background: ${(p) => p.theme.colors.inverse};
    border-radius: ${(p) => p.theme.radius.card};
    overflow: hidden;
    aspect-ratio: 4 / 5;
    max-height: calc(100dvh - 220px);
    margin: 0 auto;
    width: 100%;
    touch-action: pan-y;
    user-select: none;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    display: block;
  }
  ${fictionalOverlay}
  .turn {
    position: absolute;
    top: 50%;
    transform: translateY(-50%);
    ${iconButton}
    background: ${(p) => p.theme.colors.frosted};
    color: ${(p) => p.theme.colors.text};
    box-shadow: ${(p) => p.theme.shadow.card};
    &:focus-visible {
      outline: 3px solid ${(p) => p.theme.colors.focus};
    }
  }
  .previous {
    left: 8px;
  }
  .next {
    right: 8px;
  }
  .counter {
    text-align: center;
    font-variant-numeric: tabular-nums;
    font-weight: 700;
    margin: 0;
  }
`;

export interface GalleryPhoto {
  readonly id: number;
  readonly url: string;
}

export interface PhotoGalleryProps {
  readonly photos: readonly GalleryPhoto[];
  readonly start: number;
  readonly onClose: () => void;
  /** The disclosure on every photo of a fictional profile (SPEC §6), or none. */
  readonly fictional: { readonly label: string; readonly title: string; readonly warning: string } | null;
  readonly words: {
    readonly title: string;
    readonly close: string;
    readonly previous: string;
    readonly next: string;
    counter(position: number, total: number): string;
    alt(position: number, total: number): string;
  };
}

/**
 * The photos of a profile one at a time (SPEC §2 photo gallery): ← and → or the buttons turn (round), a swipe turns on a
 * touch screen, Escape closes and focus returns to the thumbnail that opened it; "2 / 5" says where she is.
 */
export default function PhotoGallery({ photos, start, onClose, fictional, words }: PhotoGalleryProps) {
  const [index, setIndex] = useState(Math.min(Math.max(start, 0), photos.length - 1));
  const swipeFrom = useRef<number | null>(null);
  const total = photos.length;
  // The gallery goes round: after the last photo comes the first, so a turn button never vanishes under the focus.
  const go = (step: number) => setIndex((current) => (current + step + total) % total);
  // ← and → wherever the focus is in the dialog (it starts on the panel itself). A layout effect: the keys work from the
  // first frame that shows "1 / 5", not one passive-effect tick later (a key pressed in between was lost).
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') go(-1);
      else if (event.key === 'ArrowRight') go(1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });
  const photo = photos[index];
  if (!photo) return null;
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeFrom.current === null) return;
    const moved = event.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (Math.abs(moved) >= SWIPE_PX) go(moved < 0 ? 1 : -1);
  };

  return (
    <Dialog labelledBy="gallery-title" closeLabel={words.close} onClose={onClose} width={720}>
      <Stage>
        <h2 id="gallery-title">{words.title}</h2>
        <div className="frame" onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipeFrom.current = null)}>
          <img src={photo.url} alt={words.alt(index + 1, total)} draggable={false} />
          {fictional && (
            <p className="fictional" role="note">
              <FictionalIcon label={fictional.label} size={18} />
              <span>
                <strong>{fictional.title}: </strong>
                {fictional.warning}
              </span>
            </p>
          )}
          {total > 1 && (
            <>
              <button type="button" className="turn previous" onClick={() => go(-1)} aria-label={words.previous}>
                <ChevronLeft size={22} aria-hidden="true" />
              </button>
              <button type="button" className="turn next" onClick={() => go(1)} aria-label={words.next}>
                <ChevronRight size={22} aria-hidden="true" />
              </button>
            </>
          )}
        </div>
        <p className="counter" aria-live="polite">
          {words.counter(index + 1, total)}
        </p>
      </Stage>
    </Dialog>
  );
}
