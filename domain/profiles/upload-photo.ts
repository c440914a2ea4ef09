import type { MemberAccounts } from '../accounts/ports';
import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import { type RateLimiter, requireWithinLimit } from '../shared/rate-limiter';
import type { ImageProcessor, Photos, PhotoStorage } from './media-ports';
import type { Photo } from './photo';
import { canAddPhoto, photoLimit, PHOTO_UPLOADS_PER_HOUR } from './photo-limit';

export interface UploadPhotoDeps {
  readonly members: Pick<MemberAccounts, 'findById'>;
  readonly photos: Photos;
  readonly storage: PhotoStorage;
  readonly images: ImageProcessor;
  readonly rateLimiter: RateLimiter;
  readonly clock: Clock;
}

export interface PhotoUpload {
  readonly memberId: MemberId;
  readonly bytes: Uint8Array;
  /** The domain's upload_max_megapixels setting. */
  readonly maxMegapixels: number;
}

/** A member adds a photo (signup step 1, later photo management); the first one becomes the profile's main image. */
export class UploadPhoto {
  constructor(private readonly deps: UploadPhotoDeps) {}

  async run(upload: PhotoUpload): Promise<{ readonly photo: Photo; readonly becameMainImage: boolean }> {
    const { members, photos, storage, images, rateLimiter, clock } = this.deps;
    const now = clock.now();
    await requireWithinLimit(rateLimiter, `photo-upload:${upload.memberId}`, PHOTO_UPLOADS_PER_HOUR, 3600, now);

    const member = await members.findById(upload.memberId);
    if (!member) throw new DomainError('not_found');
    const limit = photoLimit(member);
    // Refused before the costly decoding; the add below counts again, atomically, for concurrent uploads.
    if (!canAddPhoto(member, await photos.countFor(member.id))) throw new DomainError('photo_limit', { details: { limit } });

    const processed = await images.process(upload.bytes, { maxMegapixels: upload.maxMegapixels });
    // A new photo is public until she marks it private.
    const files = await storage.save(member.id, processed, 'public');
    let photo: Photo | undefined;
    try {
      photo = await photos.add(member.id, files, now, limit);
    } catch (error) {
      await storage.remove(files);
      throw error;
    }
    if (!photo) {
      await storage.remove(files);
      throw new DomainError('photo_limit', { details: { limit } });
    }
    const becameMainImage = await photos.setMainImage(
      member.id,
      { filename: photo.filename, thumb_filename: photo.thumb_filename },
      { onlyIfNone: true },
    );
    return { photo, becameMainImage };
  }
}
