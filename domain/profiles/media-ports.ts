import type { MemberId } from '../shared/ids';
import type { Photo, PhotoFiles } from './photo';
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
  /** Oldest first. */
  listFor(memberId: MemberId): Promise<readonly Photo[]>;
  countFor(memberId: MemberId): Promise<number>;
  /** Sets the profile's main image; with onlyIfNone, only when it has none. Says whether it was set. */
  setMainImage(memberId: MemberId, image: MainImage, options?: { readonly onlyIfNone?: boolean }): Promise<boolean>;
}
