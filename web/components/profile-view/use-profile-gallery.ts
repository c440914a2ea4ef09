import { useState } from 'react';
import type { ApiProfilePhoto } from '../../../bff/contract/api-types';
import { useStore } from '../../stores/store-context';

export interface ProfileGalleryState {
  /** The photos she may see whole, in order. */
  readonly photos: readonly { readonly id: number; readonly url: string }[];
  /** The photo the gallery is open at, or null when it is closed. */
  readonly at: number | null;
  /** Opens the gallery at a photo (the first when it is locked or not given). */
  open(photoId?: number): void;
  close(): void;
}

/** The profile's gallery: which photos it shows and where it is open. */
export function useProfileGallery(photos: readonly ApiProfilePhoto[]): ProfileGalleryState {
  const store = useStore();
  const [at, setAt] = useState<number | null>(null);
  const whole = photos.flatMap((p) => (p.locked ? [] : [{ id: p.id, url: store.settings.imageUrl(p.filename) }]));
  return {
    photos: whole,
    at,
    open: (photoId) => setAt(Math.max(0, whole.findIndex((p) => p.id === photoId))),
    close: () => setAt(null),
  };
}
