import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffImageType } from '../../domain/profiles/image-type';
import { MAX_SIDE, SharpImageProcessor } from './sharp-image-processor';

const processor = new SharpImageProcessor();
const limits = { maxMegapixels: 40 };

describe('SharpImageProcessor', () => {
  it('knows JPEG, PNG and WebP by their first bytes only', async () => {
    const make = (format: 'jpeg' | 'png' | 'webp' | 'gif') => sharp({ create: { width: 4, height: 4, channels: 3, background: '#123' } }).toFormat(format).toBuffer();
    expect(sniffImageType(await make('jpeg'))).toBe('jpeg');
    expect(sniffImageType(await make('png'))).toBe('png');
    expect(sniffImageType(await make('webp'))).toBe('webp');
    expect(sniffImageType(await make('gif'))).toBeUndefined();
    expect(sniffImageType(Buffer.from('RIFF0000WAVE'))).toBeUndefined();
  });

  it('turns the photo upright by its EXIF orientation and then drops the EXIF', async () => {
    const sideways = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#a00' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Artist: 'Anna' } })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const { image } = await processor.process(sideways, limits);
    const meta = await sharp(image).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([20, 40, undefined, undefined]);
  });

  it(`scales a large photo down to ${MAX_SIDE} pixels on its long side and never enlarges a small one`, async () => {
    const large = await sharp({ create: { width: 3200, height: 1000, channels: 3, background: '#0a0' } }).png().toBuffer();
    const meta = await sharp((await processor.process(large, limits)).image).metadata();
    expect([meta.width, meta.height]).toEqual([MAX_SIDE, 500]);
    const small = await sharp({ create: { width: 100, height: 50, channels: 3, background: '#0a0' } }).png().toBuffer();
    expect((await sharp((await processor.process(small, limits)).image).metadata()).width).toBe(100);
  });

  it('refuses a GIF, an empty file and a truncated JPEG as not_an_image', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123' } }).gif().toBuffer();
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#123' } }).jpeg().toBuffer();
    for (const bytes of [gif, Buffer.alloc(0), jpeg.subarray(0, 200)]) {
      await expect(processor.process(bytes, limits)).rejects.toMatchObject({ code: 'invalid_input', field: 'photo', message: 'not_an_image' });
    }
  });

  it('refuses an image one pixel over the limit and accepts one exactly at it', async () => {
    const image = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#123' } }).png().toBuffer();
    await expect(processor.process(image, { maxMegapixels: 0.999999 })).rejects.toMatchObject({ message: 'too_many_pixels' });
    await expect(processor.process(image, { maxMegapixels: 1 })).resolves.toBeDefined();
  });
});
