import type { MemberId } from '../shared/ids';
import type { MainImage } from './profile';

export type PhotoId = number & { readonly __id: 'photo' };
export const photoId = (id: number): PhotoId => id as PhotoId;

/** Where a photo's files are, relative to the media root (the web puts the cdn_prefix setting before them). */
export type PhotoFiles = MainImage;

export interface Photo extends PhotoFiles {
  readonly id: PhotoId;
  readonly memberId: MemberId;
  readonly createdAt: Date;
  /** Order on the profile, 0 first; the first photo is the main image (SPEC §2 "main image"). */
  readonly position: number;
  /** Seen whole only by premium members (SPEC §6); the main image is never private. */
  readonly isPrivate: boolean;
}
