import { User } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { css } from 'styled-components';
import { useStore } from '../../stores/store-context';
import { PHOTO_SLOTS, photoSources, type PhotoSlot } from '../photo-sources';
import type { LanderFace } from './lander-face';

/**
 * A face's photo for a slot (the thumbnail for small slots, the photo itself for large ones); `first` for the page's
 * largest paint (loaded at once, not lazily). Without a photo a quiet placeholder.
 */
export const FacePhoto = observer(function FacePhoto({ face, slot = PHOTO_SLOTS.card, large = false, first = false }: { face: LanderFace; slot?: PhotoSlot; large?: boolean; first?: boolean }) {
  const settings = useStore().settings;
  if (!face.photo) {
    return (
      <span className="placeholder" aria-hidden="true">
        <User size={48} />
      </span>
    );
  }
  return (
    <img
      {...photoSources((file) => settings.imageUrl(file), large ? face.photo.file : face.photo.thumb, slot)}
      alt=""
      width={large ? 800 : 480}
      height={large ? 1000 : 600}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
    />
  );
});

/**
 * The styles of a frame a FacePhoto fills: the photo covers it; without a photo its placeholder shows (a quiet icon in
 * the middle) or is hidden (the frame's own background stays).
 */
export const fillWithPhoto = (placeholder: 'show' | 'hide') => css`
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .placeholder {
    display: ${placeholder === 'show' ? 'flex' : 'none'};
    height: 100%;
    align-items: center;
    justify-content: center;
    color: ${(p) => p.theme.colors.photoPlaceholderIcon};
  }
`;
