import type { MemberId } from '../shared/ids';
import type { Photo, PhotoFiles, PhotoId } from './photo';
import type { MainImage } from './profile';

/** An upload re-encoded for the site: the image and its thumbnail, without any of the original's metadata. */
export interface ProcessedImage {
  readonly image: Uint8Array;
  readonly thumbnail: Uint8Array;
}

export interface ImageLimits {
  /** Decoded width × height above which an upload is refused (decompression bombs), in millions of pixels. */
  readonly maxMegapixels: number;
}

/**
 * Turns uploaded bytes into a site image. Refuses with invalid_input on field `photo`, reason `not_an_image`
 * (not JPEG, PNG or WebP, or undecodable) or `too_many_pixels`.
 */
export interface ImageProcessor {
  process(bytes: Uint8Array, limits: ImageLimits): Promise<ProcessedImage>;
}

/** Keeps image files under server-generated names. */
export interface PhotoStorage {
  save(memberId: MemberId, image: ProcessedImage): Promise<PhotoFiles>;
  remove(files: PhotoFiles): Promise<void>;
  removeAll(memberId: MemberId): Promise<void>;
}

export interface Photos {
  /** Adds the photo unless the member already holds `limit` photos, counted and written atomically; undefined when refused. */
  add(memberId: MemberId, files: PhotoFiles, at: Date, limit: number): Promise<Photo | undefined>;
  /** In the member's order: the main image first. */
  listFor(memberId: MemberId): Promise<readonly Photo[]>;
  /**
   * Puts the member's photos in `order`, which must name each of her photos exactly once (else false, nothing
   * changed); the first becomes the main image and public. One transaction.
   */
  arrange(memberId: MemberId, order: readonly PhotoId[]): Promise<boolean>;
  /** Marks one of her photos private or public; false when she has no such photo. */
  setPrivate(memberId: MemberId, photo: PhotoId, isPrivate: boolean): Promise<boolean>;
  /**
   * Deletes one of her photos and closes the gap in the order; the next photo becomes the main image (none when it
   * was the last). One transaction. The removed photo, or undefined when she has no such photo.
   */
  remove(memberId: MemberId, photo: PhotoId): Promise<Photo | undefined>;
  countFor(memberId: MemberId): Promise<number>;
  /** Sets the profile's main image; with onlyIfNone, only when it has none. Says whether it was set. */
  setMainImage(memberId: MemberId, image: MainImage, options?: { readonly onlyIfNone?: boolean }): Promise<boolean>;
}

/**
 * Smaller WebP copies of the site's stored JPEG photos, for the slots that show them (`srcset`), kept beside their
 * photo (`<name>.w<width>.webp`): made when the photo is stored (PhotoStorageWithCopies), or on the first request for
 * one that is missing. `ensure` resolves false when the photo is not there (never stored, or removed since): no copy of
 * a removed photo is ever served.
 */
export interface PhotoVariants {
  ensure(file: string, width: PhotoVariantWidth): Promise<boolean>;
}

/**
 * The copies a stored photo gets when it is stored (PhotoStorageWithCopies), so no viewer waits for them: the photo's
 * for the profile header and the single-photo cards, the thumbnail's for cards, chat photos, avatars and strips. The
 * pages' slots (web/components/photo-sources.ts) ask for these widths only.
 */
export const PHOTO_COPY_WIDTHS = { photo: [480, 800, 1200], thumbnail: [96, 240, 480] } as const;

/** Every width a copy is made at, in CSS pixels × density: avatars (96), cards and chat photos (240, 480), the profile (800, 1200). */
export type PhotoVariantWidth = (typeof PHOTO_COPY_WIDTHS)[keyof typeof PHOTO_COPY_WIDTHS][number];
export const PHOTO_VARIANT_WIDTHS: readonly PhotoVariantWidth[] = [...new Set([...PHOTO_COPY_WIDTHS.thumbnail, ...PHOTO_COPY_WIDTHS.photo])];

export const isPhotoVariantWidth = (width: number): width is PhotoVariantWidth => (PHOTO_VARIANT_WIDTHS as readonly number[]).includes(width);

/** The stored file a variant is made from, for a path `<name>.w<width>.webp`; undefined for any other path. */
export function variantSource(variant: string): { file: string; width: PhotoVariantWidth } | undefined {
  const match = /^([A-Za-z0-9_-]{1,64}(?:\/[A-Za-z0-9_-]{1,64}){0,3})\.w(\d{2,4})\.webp$/.exec(variant);
  if (!match) return undefined;
  const width = Number(match[2]);
  return isPhotoVariantWidth(width) ? { file: `${match[1]}.jpg`, width } : undefined;
}

/** The path of a stored JPEG's variant of `width`, or undefined when the file is no JPEG of the site. */
export function variantOf(file: string, width: PhotoVariantWidth): string | undefined {
  return /^[A-Za-z0-9_/-]+\.jpg$/.test(file) ? `${file.slice(0, -'.jpg'.length)}.w${width}.webp` : undefined;
}
