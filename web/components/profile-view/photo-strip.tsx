import { Lock } from 'lucide-react';
import styled from 'styled-components';
import type { ApiProfilePhoto } from '../../../bff/contract/api-types';
import { photoSources, smallSlot } from '../photo-sources';

const Strip = styled.ul`
  list-style: none;
  margin: ${(p) => p.theme.space(1.5)} 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(64px, 1fr));
  gap: 8px;
  li {
    aspect-ratio: 4 / 5;
  }
  button,
  .locked {
    width: 100%;
    height: 100%;
    padding: 0;
    border: 0;
    border-radius: ${(p) => p.theme.radius.input};
    overflow: hidden;
    display: block;
  }
  button {
    cursor: pointer;
    background: ${(p) => p.theme.colors.border};
    &:focus-visible {
      outline: 3px solid ${(p) => p.theme.colors.focus};
      outline-offset: 2px;
    }
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  .locked {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 4px;
    background: ${(p) => p.theme.colors.lockedPhoto};
    color: ${(p) => p.theme.colors.onInverse};
    font-size: ${(p) => p.theme.font.size.xxs};
    font-weight: 700;
    text-align: center;
  }
`;

/**
 * The profile's photos as thumbnails under its header photo (SPEC §2 "locked photo thumbnails"): a whole one opens
 * the gallery at that photo; a locked one says it is for premium members and opens nothing.
 */
export function PhotoStrip(props: {
  photos: readonly ApiProfilePhoto[];
  imageUrl(path: string): string;
  onOpen(photoId: number): void;
  words: { label: string; thumb(position: number): string; locked: string; premium: string };
}) {
  return (
    <Strip aria-label={props.words.label}>
      {props.photos.map((photo, index) => (
        <li key={photo.id}>
          {photo.locked ? (
            <span className="locked" role="img" aria-label={props.words.locked} title={props.words.locked}>
              <Lock size={18} aria-hidden="true" />
              {props.words.premium}
            </span>
          ) : (
            <button type="button" onClick={() => props.onOpen(photo.id)} aria-label={props.words.thumb(index + 1)}>
              <img {...photoSources(props.imageUrl, photo.thumb_filename, smallSlot(64))} alt="" width={64} height={80} loading="lazy" />
            </button>
          )}
        </li>
      ))}
    </Strip>
  );
}
