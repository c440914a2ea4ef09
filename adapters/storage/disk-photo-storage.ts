import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { accessOf, PHOTO_VARIANT_WIDTHS, PRIVATE_MEDIA_PREFIX, variantOf, type MediaAccess, type PhotoStorage, type ProcessedImage } from '../../domain/profiles/media-ports';
import type { PhotoFiles } from '../../domain/profiles/photo';
import type { MemberId } from '../../domain/shared/ids';

/** The names this storage makes: 128 random bits in the member's folder. Only these are ever removed. */
const SAFE_NAME = /^(photos|private)\/\d+\/[0-9a-f]{32}(-thumb)?\.jpg$/;
/** What may be moved: the names above, and the demo seed's avatars (tools/seed), one member's each. */
const MOVABLE_NAME = /^((photos|private)\/\d+|avatars)\/[A-Za-z0-9_-]{1,80}\.jpg$/;

/** Where a media path is on disk: private paths under the private root, every other one under the media root. */
export interface MediaRoots {
  /** Served by `/media` (express.static), and by any CDN the cdn_prefix setting points at. */
  readonly public: string;
  /** Never served as it is: only bff/http/private-media.ts reads it, for a signed link (decision 0043). */
  readonly private: string;
}

export const diskPathOf = (roots: MediaRoots, file: string): string =>
  file.startsWith(PRIVATE_MEDIA_PREFIX) ? path.join(roots.private, file.slice(PRIVATE_MEDIA_PREFIX.length)) : path.join(roots.public, file);

/**
 * Photos as files: public ones under the media root (`/media` serves them; the cdn_prefix setting points there or at
 * a CDN in front of it), private ones under a root of their own that nothing serves statically. Names are random and
 * made here: nothing of the uploader's file name reaches the disk, and a private name says nothing of a public one.
 */
export class DiskPhotoStorage implements PhotoStorage {
  private readonly roots: MediaRoots;

  constructor(mediaDir: string, privateMediaDir: string) {
    this.roots = { public: mediaDir, private: privateMediaDir };
  }

  private folderOf(memberId: MemberId, access: MediaAccess): string {
    if (!Number.isSafeInteger(memberId) || memberId <= 0) throw new Error(`not a member id: ${memberId}`);
    return access === 'private' ? `${PRIVATE_MEDIA_PREFIX}${memberId}` : `photos/${memberId}`;
  }

  private newNames(memberId: MemberId, access: MediaAccess): PhotoFiles {
    const folder = this.folderOf(memberId, access);
    const name = randomBytes(16).toString('hex');
    return { filename: `${folder}/${name}.jpg`, thumb_filename: `${folder}/${name}-thumb.jpg` };
  }

  async save(memberId: MemberId, image: ProcessedImage, access: MediaAccess): Promise<PhotoFiles> {
    const files = this.newNames(memberId, access);
    await mkdir(path.dirname(diskPathOf(this.roots, files.filename)), { recursive: true });
    // 'wx': never overwrite, should 128 random bits ever collide.
    await writeFile(diskPathOf(this.roots, files.filename), image.image, { flag: 'wx' });
    await writeFile(diskPathOf(this.roots, files.thumb_filename), image.thumbnail, { flag: 'wx' });
    return files;
  }

  async move(memberId: MemberId, files: PhotoFiles, access: MediaAccess): Promise<PhotoFiles | undefined> {
    if (accessOf(files.filename) === access) return files;
    for (const file of [files.filename, files.thumb_filename]) if (!MOVABLE_NAME.test(file)) throw new Error(`not a movable photo: ${file}`);
    const target = this.newNames(memberId, access);
    await mkdir(path.dirname(diskPathOf(this.roots, target.filename)), { recursive: true });
    // The photo first: when it is gone, another move or a removal got there first, and that one goes on.
    if (!(await this.moveFile(files.filename, target.filename))) return undefined;
    let thumbnail = target.thumb_filename;
    if (files.thumb_filename === files.filename) {
      // Old rows may name the photo as its own thumbnail (the seed's main images did): it gets one of its own.
      await copyFile(diskPathOf(this.roots, target.filename), diskPathOf(this.roots, thumbnail));
    } else if (!(await this.moveFile(files.thumb_filename, thumbnail))) {
      thumbnail = target.filename;
    }
    await this.removeCopies([files.filename, files.thumb_filename]);
    return { filename: target.filename, thumb_filename: thumbnail };
  }

  /** A rename, or a copy and a removal across file systems; false when the file is not there. */
  private async moveFile(from: string, to: string): Promise<boolean> {
    const source = diskPathOf(this.roots, from);
    const target = diskPathOf(this.roots, to);
    try {
      await rename(source, target);
      return true;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return false;
      if (code !== 'EXDEV') throw error;
    }
    await copyFile(source, target);
    await rm(source, { force: true });
    return true;
  }

  private async removeCopies(files: readonly string[]): Promise<void> {
    for (const file of new Set(files)) {
      for (const width of PHOTO_VARIANT_WIDTHS) {
        const copy = variantOf(file, width);
        if (copy) await rm(diskPathOf(this.roots, copy), { force: true });
      }
    }
  }

  async remove(files: PhotoFiles): Promise<void> {
    // A file this storage did not name (the demo seed's avatars) is never removed: the row goes, the file stays.
    const own = [files.filename, files.thumb_filename].filter((file) => SAFE_NAME.test(file));
    for (const file of own) await rm(diskPathOf(this.roots, file), { force: true });
    // Its WebP copies (SharpPhotoVariants) go with it.
    await this.removeCopies(own);
  }

  async removeAll(memberId: MemberId): Promise<void> {
    for (const access of ['public', 'private'] as const) {
      await rm(diskPathOf(this.roots, this.folderOf(memberId, access)), { recursive: true, force: true });
    }
  }
}
