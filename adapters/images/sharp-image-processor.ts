import sharp from 'sharp';
import type { ImageLimits, ImageProcessor, ProcessedImage } from '../../domain/profiles/media-ports';
import { DomainError } from '../../domain/shared/domain-error';
import { sniffImageType } from '../../domain/profiles/image-type';

/**
 * Longest side of a stored photo, and the thumbnail's box: profile cards are portrait, ~190 px wide on a phone's two
 * columns and ~230 px on a desktop's five, so 480 × 600 is sharp on a screen of twice the density.
 */
export const MAX_SIDE = 1600;
export const THUMBNAIL = { width: 480, height: 600 } as const;
const QUALITY = 82;

const refuse = (reason: 'not_an_image' | 'too_many_pixels') => new DomainError('invalid_input', { field: 'photo', message: reason });

/**
 * Every upload is decoded and encoded anew as JPEG by sharp (libvips). Without withMetadata/keepExif sharp writes
 * no EXIF, GPS, XMP or IPTC, so nothing of the original's metadata survives; the orientation is applied first.
 */
export class SharpImageProcessor implements ImageProcessor {
  async process(bytes: Uint8Array, limits: ImageLimits): Promise<ProcessedImage> {
    if (!sniffImageType(bytes)) throw refuse('not_an_image');
    const maxPixels = Math.floor(limits.maxMegapixels * 1_000_000);
    const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

    // The header alone tells the size: a bomb is refused before anything is decoded.
    let width: number | undefined;
    let height: number | undefined;
    try {
      ({ width, height } = await sharp(input, { limitInputPixels: false }).metadata());
    } catch {
      throw refuse('not_an_image');
    }
    if (!width || !height) throw refuse('not_an_image');
    if (width * height > maxPixels) throw refuse('too_many_pixels');

    try {
      const image = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error', pages: 1 })
        .rotate()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: QUALITY, mozjpeg: true })
        .toBuffer();
      const thumbnail = await sharp(image, { limitInputPixels: maxPixels, failOn: 'error' })
        .resize({ ...THUMBNAIL, fit: 'cover', position: sharp.strategy.attention })
        .jpeg({ quality: QUALITY, mozjpeg: true })
        .toBuffer();
      return { image, thumbnail };
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) throw refuse('too_many_pixels');
      throw refuse('not_an_image');
    }
  }
}
