import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_VARIANT_WIDTHS, variantOf, type PhotoStorage, type ProcessedImage } from '../../domain/profiles/media-ports';
import type { PhotoFiles } from '../../domain/profiles/photo';
import type { MemberId } from '../../domain/shared/ids';

const SAFE_NAME = /^photos\/\d+\/[0-9a-f]{32}(-thumb)?\.jpg$/;

/**
 * Photos as files under the media root (`/media` serves them; the cdn_prefix setting points there or at a CDN in
 * front of it). Names are random and made here: nothing of the uploader's file name reaches the disk.
 */
export class DiskPhotoStorage implements PhotoStorage {
  constructor(private readonly mediaDir: string) {}

  private folderOf(memberId: MemberId): string {
    if (!Number.isSafeInteger(memberId) || memberId <= 0) throw new Error(`not a member id: ${memberId}`);
    return `photos/${memberId}`;
  }

  async save(memberId: MemberId, image: ProcessedImage): Promise<PhotoFiles> {
    const folder = this.folderOf(memberId);
    const name = randomBytes(16).toString('hex');
    const files: PhotoFiles = { filename: `${folder}/${name}.jpg`, thumb_filename: `${folder}/${name}-thumb.jpg` };
    await mkdir(path.join(this.mediaDir, folder), { recursive: true });
    // 'wx': never overwrite, should 128 random bits ever collide.
    await writeFile(path.join(this.mediaDir, files.filename), image.image, { flag: 'wx' });
    await writeFile(path.join(this.mediaDir, files.thumb_filename), image.thumbnail, { flag: 'wx' });
    return files;
  }

  async remove(files: PhotoFiles): Promise<void> {
    for (const file of [files.filename, files.thumb_filename]) {
      // A file this storage did not name (the demo seed's shared avatars) is never removed: the row goes, the file stays.
      if (!SAFE_NAME.test(file)) continue;
      await rm(path.join(this.mediaDir, file), { force: true });
      // Its WebP copies (SharpPhotoVariants) go with it.
      for (const width of PHOTO_VARIANT_WIDTHS) await rm(path.join(this.mediaDir, variantOf(file, width)!), { force: true });
    }
  }

  async removeAll(memberId: MemberId): Promise<void> {
    await rm(path.join(this.mediaDir, this.folderOf(memberId)), { recursive: true, force: true });
  }
}
