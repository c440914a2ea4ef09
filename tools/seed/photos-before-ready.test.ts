import { access, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../adapters/postgres/database';
import { generateDemoMembers, knownDemoLogins } from './demo-members';
import { photosBeforeReady, seedDemo } from './seed-demo';

const today = new Date('2026-11-22T09:30:00Z');
const count = 16;
const everyone = [...generateDemoMembers({ today, count }), ...knownDemoLogins(today, count + 1).map((login) => login.member)];
const exists = (file: string) => access(file).then(() => true, () => false);

describe('photosBeforeReady', () => {
  const { now, later } = photosBeforeReady({ today, count }, 4);
  // As /members lists them: the newest sign-up first, the later place (the higher id) first on a tie.
  const newer = (a: number, b: number) => {
    const [at, bt] = [everyone[a].signupDate.getTime(), everyone[b].signupDate.getTime()];
    return at > bt || (at === bt && a > b);
  };

  it('draws first the two logins\' photos and the avatars of the newest crowd members, nothing else', () => {
    expect(now.filter((step) => step.place >= count)).toEqual(expect.arrayContaining([{ place: count, avatar: true, album: true }, { place: count + 1, avatar: true, album: true }]));
    const crowdNow = now.filter((step) => step.place < count);
    expect(crowdNow).toHaveLength(4);
    for (const step of crowdNow) expect([step.avatar, step.album]).toEqual([true, false]);
    for (const first of crowdNow) for (const step of later.filter((s) => s.avatar)) expect(newer(first.place, step.place)).toBe(true);
  });

  it('draws later their albums first, then the others\' photos newest first, every avatar and album once', () => {
    const albumsFirst = later.filter((step) => !step.avatar);
    expect(later.slice(0, albumsFirst.length)).toEqual(albumsFirst);
    const rest = later.slice(albumsFirst.length).map((step) => step.place);
    for (let i = 1; i < rest.length; i++) expect(newer(rest[i - 1], rest[i])).toBe(true);
    const avatars = [...now, ...later].filter((step) => step.avatar).map((step) => step.place);
    expect(avatars.sort((a, b) => a - b)).toEqual(everyone.map((_, place) => place));
    const albums = [...now, ...later].filter((step) => step.album).map((step) => step.place);
    expect(new Set(albums).size).toBe(albums.length);
  });

  it('leaves nothing for later but albums when every member fits', () => {
    expect(photosBeforeReady({ today, count }, count).later.every((step) => !step.avatar)).toBe(true);
  });
});

describe('seedDemo with beforeReady', () => {
  let database: Database;
  let mediaDir: string;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory' });
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'seed-demo-later-'));
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
    if (mediaDir) await rm(`${mediaDir}-private`, { recursive: true, force: true });
  });

  it('stores every row at once, draws only the first members\' photos before it returns, and the others\' by remainingPhotos', { timeout: 60_000 }, async () => {
    const seeded = await seedDemo(database.knex, { mediaDir, today, count, beforeReady: 4, publicCopies: false });
    expect(seeded.seeded).toBe(true);
    const { now, later } = photosBeforeReady({ today, count }, 4);

    const profiles = (await database.knex('profiles as p').join('members as m', 'm.id', 'p.member_id').orderBy('m.id').select('m.email', 'p.main_image', 'p.main_image_thumb')) as {
      email: string;
      main_image: string;
      main_image_thumb: string;
    }[];
    expect(profiles.map((p) => p.email)).toEqual(everyone.map((member) => member.email));
    const drawn = async (place: number) => (await exists(path.join(mediaDir, profiles[place].main_image))) && (await exists(path.join(mediaDir, profiles[place].main_image_thumb)));
    // A public album photo is drawn from the avatar and named after it (its row is stored already).
    const album = (place: number) => profiles[place].main_image.replace(/\.jpg$/, '-v1.jpg');
    const albumDrawn = (place: number) => exists(path.join(mediaDir, album(place)));
    const hasAlbum = async (place: number) => (await database.knex('photos').where('filename', album(place)).first()) !== undefined;
    expect(await hasAlbum(count)).toBe(true); // demo@
    for (const step of now) expect(await drawn(step.place)).toBe(true);
    for (const step of now) if (step.album && (await hasAlbum(step.place))) expect(await albumDrawn(step.place)).toBe(true);
    for (const step of later) {
      if (step.avatar) expect(await drawn(step.place)).toBe(false);
      if (await hasAlbum(step.place)) expect(await albumDrawn(step.place)).toBe(false);
    }
    // Every public photo has its row already; the private ones drawn so far too (demo@'s among them).
    const publicBefore = (await database.knex('photos').where('is_private', false).select('filename')) as { filename: string }[];
    const privateBefore = Number(((await database.knex('photos').where('is_private', true).count({ n: '*' })) as { n: string | number }[])[0].n);
    expect(privateBefore).toBeGreaterThanOrEqual(1);

    const result = await seeded.remainingPhotos!({ limit: 2 });
    expect(result.failed).toBe(0);
    expect(result.rendered).toBeGreaterThanOrEqual(later.length);
    for (const step of [...now, ...later]) expect(await drawn(step.place)).toBe(true);
    for (const step of later) if (await hasAlbum(step.place)) expect(await albumDrawn(step.place)).toBe(true);
    for (const { filename } of publicBefore) expect(await exists(path.join(mediaDir, filename))).toBe(true);
    // The private photos of the members drawn later are stored and given their rows now: one for every eighth, and demo@.
    const privateAfter = (await database.knex('photos').where('is_private', true).select('member_id', 'filename')) as { member_id: number; filename: string }[];
    const expectedPrivate = everyone.filter((_, place) => place < count && place % 8 === 0).length + 1;
    expect(privateAfter).toHaveLength(expectedPrivate);
    expect(privateAfter.length).toBeGreaterThan(privateBefore);
    for (const photo of privateAfter) expect(await exists(path.join(`${mediaDir}-private`, photo.filename.replace(/^private\//, '')))).toBe(true);
  });
});
