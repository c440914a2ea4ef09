import { variantOf, type PhotoVariantWidth } from '../../domain/profiles/media-ports';

/** A photo slot of the pages: the widths of the WebP copies offered and how wide the slot is (`sizes`). */
export interface PhotoSlot {
  readonly widths: readonly PhotoVariantWidth[];
  readonly sizes: string;
}

/** The slots, from the pages' grids (theme breakpoints md 768, xl 1200; content at most 1200 px wide). */
export const PHOTO_SLOTS = {
  /** Member cards: 2 columns on a phone, 3 from md, 4–5 on a desktop (the thumbnail, 480 × 600). */
  card: { widths: [240, 480], sizes: '(min-width: 1200px) 230px, (min-width: 768px) 33vw, 50vw' },
  /** The profile's header photo: the screen's width on a phone, 5/12 of the content beside the details from md. */
  header: { widths: [480, 800, 1200], sizes: '(min-width: 1200px) 470px, (min-width: 768px) 40vw, 100vw' },
  /** A photo that fills a card of its own: the swipe card, the teaser, the new-like popup. */
  single: { widths: [480, 800, 1200], sizes: '(min-width: 576px) 420px, 100vw' },
  /** A thumbnail of 240 × 300 or less: chat photos, the own profile's photos. */
  thumbnail: { widths: [240, 480], sizes: '240px' },
} as const satisfies Record<string, PhotoSlot>;

/** A square or small slot of `px` CSS pixels: avatars, the gallery's strip. */
export const smallSlot = (px: number): PhotoSlot => ({ widths: [96, 240], sizes: `${px}px` });

/**
 * The `src`, `srcSet` and `sizes` of a stored photo in a slot: the WebP copies at the slot's widths (made once by the
 * bff, bff/http/photo-variants.ts), the stored JPEG as `src` for a browser without srcset. A file that has no copies
 * (not a JPEG of the site) is its `src` alone.
 */
export function photoSources(imageUrl: (path: string) => string, file: string, slot: PhotoSlot): { sizes?: string; srcSet?: string; src: string } {
  const candidates = slot.widths.map((width) => {
    const variant = variantOf(file, width);
    return variant && `${imageUrl(variant)} ${width}w`;
  });
  if (candidates.some((candidate) => !candidate)) return { src: imageUrl(file) };
  return { sizes: slot.sizes, srcSet: candidates.join(', '), src: imageUrl(file) };
}
