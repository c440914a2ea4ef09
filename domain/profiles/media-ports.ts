import type { MemberId, MessageId } from '../shared/ids';
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

/**
 * Who may load a stored file (decision 0043): anyone, from `/media` and any cache in front of it; or only a member the
 * server hands a signed link to (a private photo: the owner and premium members; a chat photo: the two members of its
 * conversation). Private files live outside the media folder, under names that say nothing of any public one.
 */
export type MediaAccess = 'public' | 'private';

/** Paths of private files start with this; every other path is under the public media root. */
export const PRIVATE_MEDIA_PREFIX = 'private/';

export const accessOf = (file: string): MediaAccess => (file.startsWith(PRIVATE_MEDIA_PREFIX) ? 'private' : 'public');

/** Where a profile photo's files belong: a private photo's are private. */
export const photoAccess = (isPrivate: boolean): MediaAccess => (isPrivate ? 'private' : 'public');

/** Keeps image files under server-generated names. */
export interface PhotoStorage {
  /** Stores under new random names: `photos/<member>/…` when public, `private/<member>/…` when private. */
  save(memberId: MemberId, image: ProcessedImage, access: MediaAccess): Promise<PhotoFiles>;
  /**
   * Moves a member's photo (and its WebP copies) to `access` under new random names, so that its old names serve
   * nothing from then on; the files unchanged when they are there already; undefined when they are gone (removed or
   * moved meanwhile).
   */
  move(memberId: MemberId, files: PhotoFiles, access: MediaAccess): Promise<PhotoFiles | undefined>;
  remove(files: PhotoFiles): Promise<void>;
  /** Every file of the member, public and private. */
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
  /**
   * Marks one of her photos private or public with its files now at `files.to` (moved there by PhotoStorage.move),
   * and the profile's main image with it when that named `files.from`. Only while the photo's row still names
   * `files.from`, and never the main image private: false otherwise, nothing changed.
   */
  setPrivate(memberId: MemberId, photo: PhotoId, isPrivate: boolean, files: { readonly from: PhotoFiles; readonly to: PhotoFiles }): Promise<boolean>;
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

/** A photo sent in a chat, as stored: its message, its sender and its files. */
export interface ChatPhotoFiles {
  readonly messageId: MessageId;
  readonly senderId: MemberId;
  readonly files: PhotoFiles;
}

/**
 * Stored media whose files are not where who may see them says: media stored before decision 0043, or a photo whose
 * move was cut short. Read in id order after a cursor, so a file that cannot be moved is passed over, not read again.
 */
export interface MisplacedMedia {
  /** Profile photos whose files are public while the photo is private, or the other way round. */
  photos(afterId: number, limit: number): Promise<readonly Photo[]>;
  /** Photos sent in chats whose files are public. */
  chatPhotos(afterId: number, limit: number): Promise<readonly ChatPhotoFiles[]>;
  /** Points the message's photo at `to`, only while it names `from`; false otherwise. */
  moveChatPhoto(message: MessageId, from: PhotoFiles, to: PhotoFiles): Promise<boolean>;
}
