import { randomBytes } from 'node:crypto';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PRIVATE_MEDIA_PREFIX, variantOf, type PhotoVariants, type PhotoVariantWidth } from '../../domain/profiles/media-ports';

/** WebP at this quality is about half the size of the site's JPEGs (quality 82) at the same width, and as sharp. */
const QUALITY = 74;
/** libwebp's effort 2 of 6: half the time of its default 4 for about 8 % more bytes (decision 0041). */
const EFFORT = 2;
/** The stored photos are at most 1600 px on a side (sharp-image-processor.ts): nothing larger is ever decoded here. */
const MAX_PIXELS = 1600 * 1600;

/**
 * Makes a variant with sharp the first time it is asked for and keeps it beside its photo, written under a temporary
 * name and renamed, so a half-written file is never served. Asked twice at once, it is made once. A variant older
 * than its photo is made again. A private photo's copies are kept beside it in the private root (decision 0043); without
 * one, no private photo has copies.
 */
export class SharpPhotoVariants implements PhotoVariants {
  private readonly making = new Map<string, Promise<boolean>>();

  constructor(
    private readonly mediaDir: string,
    private readonly privateMediaDir?: string,
  ) {}

  /** The file on disk, or undefined for a private one without a private root. */
  private diskPathOf(file: string): string | undefined {
    if (!file.startsWith(PRIVATE_MEDIA_PREFIX)) return path.join(this.mediaDir, file);
    return this.privateMediaDir === undefined ? undefined : path.join(this.privateMediaDir, file.slice(PRIVATE_MEDIA_PREFIX.length));
  }

  ensure(file: string, width: PhotoVariantWidth): Promise<boolean> {
    const variant = variantOf(file, width);
    if (!variant) return Promise.resolve(false);
    const pending = this.making.get(variant);
    if (pending) return pending;
    const made = this.make(file, variant, width).finally(() => this.making.delete(variant));
    this.making.set(variant, made);
    return made;
  }

  private async make(file: string, variant: string, width: number): Promise<boolean> {
    const source = this.diskPathOf(file);
    const target = this.diskPathOf(variant);
    if (!source || !target) return false;
    const sourceStat = await stat(source).catch(() => undefined);
    if (!sourceStat?.isFile()) return false;
    const targetStat = await stat(target).catch(() => undefined);
    if (targetStat && targetStat.mtimeMs >= sourceStat.mtimeMs) return true;

    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await sharp(source, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: QUALITY, effort: EFFORT })
        .toFile(temporary);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return true;
  }
}
