import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharpPhotoVariants } from './sharp-photo-variants';

describe('SharpPhotoVariants', () => {
  let mediaDir: string;
  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'hartslag-variants-unit-'));
    await mkdir(path.join(mediaDir, 'photos', '3'), { recursive: true });
  });
  afterAll(() => rm(mediaDir, { recursive: true, force: true }));

  const photo = (colour: string) => sharp({ create: { width: 600, height: 750, channels: 3, background: colour } }).jpeg().toBuffer();

  it('makes a copy again when its photo is newer than it, and not otherwise', async () => {
    const variants = new SharpPhotoVariants(mediaDir);
    const source = path.join(mediaDir, 'photos/3/aa.jpg');
    const copy = path.join(mediaDir, 'photos/3/aa.w240.webp');
    await writeFile(source, await photo('#f00'));
    await utimes(source, new Date('2026-01-01'), new Date('2026-01-01'));

    expect(await variants.ensure('photos/3/aa.jpg', 240)).toBe(true);
    const made = (await stat(copy)).mtimeMs;
    expect(await variants.ensure('photos/3/aa.jpg', 240)).toBe(true);
    expect((await stat(copy)).mtimeMs).toBe(made);

    await writeFile(source, await photo('#00f'));
    await utimes(source, new Date(made + 60_000), new Date(made + 60_000));
    expect(await variants.ensure('photos/3/aa.jpg', 240)).toBe(true);
    const { dominant } = await sharp(copy).stats();
    expect(dominant.b).toBeGreaterThan(200);
    expect(dominant.r).toBeLessThan(50);
  });

  it('makes nothing for a photo that is not there, or a name that is no site photo', async () => {
    const variants = new SharpPhotoVariants(mediaDir);
    expect(await variants.ensure('photos/3/missing.jpg', 240)).toBe(false);
    expect(await variants.ensure('photos/3/x.png', 240)).toBe(false);
    await expect(stat(path.join(mediaDir, 'photos/3/missing.w240.webp'))).rejects.toThrow();
  });

  it('refuses a file that is not an image, leaving no copy and no temporary file behind', async () => {
    const variants = new SharpPhotoVariants(mediaDir);
    await writeFile(path.join(mediaDir, 'photos/3/bad.jpg'), 'geen foto');
    await expect(variants.ensure('photos/3/bad.jpg', 240)).rejects.toThrow();
    const { readdir } = await import('node:fs/promises');
    expect((await readdir(path.join(mediaDir, 'photos/3'))).filter((file) => file.startsWith('bad.w240'))).toEqual([]);
  });
});
