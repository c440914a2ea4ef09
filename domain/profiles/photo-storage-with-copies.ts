import type { MemberId } from '../shared/ids';
import { PHOTO_COPY_WIDTHS, type MediaAccess, type PhotoStorage, type PhotoVariants, type ProcessedImage } from './media-ports';
import type { PhotoFiles } from './photo';

/**
 * Stores a photo and makes its WebP copies at once (decision 0041), so the first member to see it does not wait for
 * them and a page's load never pays for them. A copy that cannot be made now is made on its first request instead:
 * the photo is stored either way.
 */
export class PhotoStorageWithCopies implements PhotoStorage {
  constructor(
    private readonly storage: PhotoStorage,
    private readonly variants: PhotoVariants,
  ) {}

  async save(memberId: MemberId, image: ProcessedImage, access: MediaAccess): Promise<PhotoFiles> {
    const files = await this.storage.save(memberId, image, access);
    await makeCopies(this.variants, files);
    return files;
  }

  /** A moved photo's copies are made again at its new place: the storage removes them with its old names. */
  async move(memberId: MemberId, files: PhotoFiles, access: MediaAccess): Promise<PhotoFiles | undefined> {
    const moved = await this.storage.move(memberId, files, access);
    if (moved && moved.filename !== files.filename) await makeCopies(this.variants, moved);
    return moved;
  }

  remove(files: PhotoFiles): Promise<void> {
    return this.storage.remove(files);
  }

  removeAll(memberId: MemberId): Promise<void> {
    return this.storage.removeAll(memberId);
  }
}

/** Every copy of a stored photo and its thumbnail; one that fails is left to its first request. */
export async function makeCopies(variants: PhotoVariants, files: PhotoFiles): Promise<void> {
  const wanted = [
    ...PHOTO_COPY_WIDTHS.photo.map((width) => [files.filename, width] as const),
    ...PHOTO_COPY_WIDTHS.thumbnail.map((width) => [files.thumb_filename, width] as const),
  ];
  await Promise.all(wanted.map(([file, width]) => variants.ensure(file, width).catch(() => false)));
}
