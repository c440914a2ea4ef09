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
