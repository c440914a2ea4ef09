import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionData } from '../../adapters/geo/region-data';
import { openDatabase, type Database } from '../../adapters/postgres/database';
import { PostgresCreditLedger } from '../../adapters/postgres/postgres-credit-ledger';
import { ageOn } from '../../domain/accounts/age';
import { memberId } from '../../domain/shared/ids';
import { DEMO_EMAIL_DOMAIN, INTERESTS, generateDemoMembers, knownDemoLogins } from './demo-members';
import { prepareDemoPhotos, seedDemo } from './seed-demo';

const today = new Date('2026-11-22T09:30:00Z');

describe('generateDemoMembers', () => {
  const members = generateDemoMembers({ today, count: 200 });

  it('is deterministic: the same seed gives the same members', () => {
    expect(generateDemoMembers({ today, count: 200 })).toEqual(members);
    expect(generateDemoMembers({ today, count: 200, seed: 7 })).not.toEqual(members);
  });

  it('generates the requested number of members, 198 by default', () => {
    expect(members).toHaveLength(200);
    expect(generateDemoMembers({ today })).toHaveLength(198);
    expect(generateDemoMembers({ today, count: 10 })).toHaveLength(10);
  });

  it('makes everyone 18 to 70 years old on today, mostly 25 to 45', () => {
    const ages = members.map((m) => ageOn(m.profile.dateOfBirth, today));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(18);
    expect(Math.max(...ages)).toBeLessThanOrEqual(70);
    expect(ages.filter((a) => a >= 25 && a <= 45).length / ages.length).toBeGreaterThan(0.5);
  });

  it('flags about 10% as fictional', () => {
    const share = members.filter((m) => m.fictional).length / members.length;
    expect(share).toBeGreaterThanOrEqual(0.05);
    expect(share).toBeLessThanOrEqual(0.15);
  });

  it('places everyone in a region and city that exist in regionData', () => {
    for (const m of members) {
      const region = regionData[m.profile.country].find((r) => r.name === m.profile.region);
      expect(region, `${m.profile.country}/${m.profile.region}`).toBeDefined();
      expect(region!.cities.map((c) => c.name)).toContain(m.profile.city);
    }
    const nl = members.filter((m) => m.profile.country === 'NL').length / members.length;
    expect(nl).toBeGreaterThan(0.45);
    expect(nl).toBeLessThan(0.75);
  });

  it('keeps sexuality consistent with gender, emails unique, interests 2 to 5', () => {
    for (const m of members) {
      if (m.profile.sexuality === 'gay') expect(m.profile.gender).toBe('male');
      if (m.profile.sexuality === 'lesbian') expect(m.profile.gender).toBe('female');
      expect(m.email).toMatch(new RegExp(`^[a-z]+\\.[a-z]+\\d{2}@${DEMO_EMAIL_DOMAIN.replace(/\./g, '\\.')}$`));
      expect(m.profile.interests.length).toBeGreaterThanOrEqual(2);
      expect(m.profile.interests.length).toBeLessThanOrEqual(5);
      for (const i of m.profile.interests) expect(INTERESTS).toContain(i);
      expect(m.profile.about.length).toBeGreaterThan(20);
      expect(m.signupDate.getTime()).toBeLessThanOrEqual(today.getTime());
      expect(today.getTime() - m.signupDate.getTime()).toBeLessThan(202 * 86_400_000);
    }
    expect(new Set(members.map((m) => m.email)).size).toBe(members.length);
  });

  it('gives the known logins their promised ages', () => {
    const [demo, lisa] = knownDemoLogins(today, 1);
    expect(ageOn(demo.member.profile.dateOfBirth, today)).toBe(34);
    expect(ageOn(lisa.member.profile.dateOfBirth, today)).toBe(29);
  });
});

describe('seedDemo', () => {
  let database: Database;
  let mediaDir: string;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory' });
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'seed-demo-'));
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
    if (mediaDir) await rm(`${mediaDir}-private`, { recursive: true, force: true });
  });

  it('seeds an empty database once, with the two known logins', { timeout: 60_000 }, async () => {
    const result = await seedDemo(database.knex, { mediaDir, today, count: 10 });

    expect(result.seeded).toBe(true);
    expect(result.logins.map((l) => l.email)).toEqual(['demo@hartslag.example', 'lisa@hartslag.example']);
    expect(result.logins.map((l) => l.password)).toEqual(['demo-wachtwoord-2026', 'lisa-wachtwoord-2026']);

    const [{ n }] = (await database.knex('members').count({ n: '*' })) as { n: string | number }[];
    expect(Number(n)).toBe(12);

    const demo = await database.knex('members').where('email', 'demo@hartslag.example').first();
    expect(demo.paid_user).toBe(true);
    expect(demo.credits).toBe(500);
    const orders = await database.knex('payments').where({ member_id: demo.id, status: 'completed' }).orderBy('created_at');
    expect(orders.map((o: { credits: number; method: string }) => [o.credits, o.method])).toEqual([[300, 'ideal'], [120, 'creditcard'], [50, 'ideal']]);
    const ledger = await database.knex('credit_ledger').where('member_id', demo.id).sum({ total: 'amount' }).first();
    expect(Number(ledger?.total)).toBe(500);
    expect(await new PostgresCreditLedger(database.knex).sumFor(memberId(Number(demo.id)))).toBe(demo.credits);

    const lisa = await database.knex('members').where('email', 'lisa@hartslag.example').first();
    expect(lisa.credits).toBe(0);
    expect(lisa.free_messages).toBe(3);
    expect(lisa.paid_user).toBe(false);

    const profiles = await database.knex('profiles').select('main_image', 'main_image_thumb');
    const files = await readdir(path.join(mediaDir, 'avatars'));
    for (const p of profiles) {
      expect(p.main_image).toMatch(/^avatars\/\d+-[0-9a-f]+\.jpg$/);
      expect(files).toContain(path.basename(p.main_image));
      expect(files).toContain(path.basename(p.main_image_thumb));
    }

    const again = await seedDemo(database.knex, { mediaDir, today, count: 10 });
    expect(again.seeded).toBe(false);
    const [{ n: after }] = (await database.knex('members').count({ n: '*' })) as { n: string | number }[];
    expect(Number(after)).toBe(12);
  });

  it('stores the private photos under random names in the private folder, which no public name gives away', async () => {
    // Seeded by the test above (one database for the suite): the third photos of the crowd's 1st and 9th, and demo@'s.
    const photos = (await database.knex('photos').orderBy('id').select('member_id', 'filename', 'thumb_filename', 'is_private')) as {
      member_id: number;
      filename: string;
      thumb_filename: string;
      is_private: boolean;
    }[];
    const hidden = photos.filter((p) => p.is_private);
    expect(hidden.length).toBe(3);
    const publicFiles = await readdir(path.join(mediaDir, 'avatars'));
    for (const photo of hidden) {
      expect(photo.filename).toMatch(new RegExp(`^private/${photo.member_id}/[0-9a-f]{32}\\.jpg$`));
      expect(photo.thumb_filename).toBe(photo.filename.replace('.jpg', '-thumb.jpg'));
      const name = path.basename(photo.filename, '.jpg');
      expect(await readdir(path.join(`${mediaDir}-private`, String(photo.member_id)))).toEqual(expect.arrayContaining([`${name}.jpg`, `${name}-thumb.jpg`, `${name}.w480.webp`]));
      // Nothing of her public photos' names is in it, and what the name of a third photo beside them would be is not there.
      const stems = photos.filter((p) => p.member_id === photo.member_id && !p.is_private).map((p) => path.basename(p.filename, '.jpg'));
      expect(stems.length).toBe(2);
      for (const stem of stems) {
        expect(name).not.toContain(stem);
        expect(publicFiles).not.toContain(`${stem.replace(/-v1$/, '')}-v2.jpg`);
      }
    }
  });

  it('makes every public photo\'s WebP copies with it, as an upload does, and stores the members in bulk as the app would', async () => {
    // Seeded by the first test (decision 0041): six copies of each photo and of its thumbnail.
    const publicFiles = await readdir(path.join(mediaDir, 'avatars'));
    const photos = publicFiles.filter((file) => file.endsWith('.jpg') && !file.endsWith('-thumb.jpg'));
    expect(photos.length).toBeGreaterThan(12);
    for (const photo of photos) {
      const stem = photo.replace(/\.jpg$/, '');
      expect(publicFiles).toEqual(expect.arrayContaining([`${stem}.w480.webp`, `${stem}.w800.webp`, `${stem}-thumb.w96.webp`, `${stem}-thumb.w240.webp`]));
    }
    const rows = (await database
      .knex('members as m')
      .join('profiles as p', 'p.member_id', 'm.id')
      .orderBy('m.id')
      .select('m.email', 'm.status', 'p.status as profile_status', 'p.interests', 'p.birth_date', 'p.main_image')) as {
      email: string;
      status: string;
      profile_status: string;
      interests: string[];
      birth_date: unknown;
      main_image: string;
    }[];
    const expected = [...generateDemoMembers({ today, count: 10 }), ...knownDemoLogins(today, 11).map((login) => login.member)];
    expect(rows.map((row) => row.email)).toEqual(expected.map((member) => member.email));
    for (const [i, row] of rows.entries()) {
      expect([row.status, row.profile_status]).toEqual(['active', 'active']);
      expect(row.interests).toEqual(expected[i].profile.interests);
      expect(row.main_image).toMatch(new RegExp(`^avatars/${expected[i].index}-`));
    }
  });

  it('takes photos rendered beforehand, and removes them when the database has members after all', async () => {
    const elsewhere = await mkdtemp(path.join(os.tmpdir(), 'seed-demo-early-'));
    try {
      // As npm start renders them before the database is open: the public copies left to their first request.
      const photos = prepareDemoPhotos({ mediaDir: elsewhere, today, count: 2, publicCopies: false });
      expect((await photos).avatars.length).toBe(4);
      const rendered = await readdir(path.join(elsewhere, 'avatars'));
      expect(rendered.length).toBeGreaterThan(0);
      expect(rendered.filter((file) => file.endsWith('.webp'))).toEqual([]);

      const again = await seedDemo(database.knex, { mediaDir: elsewhere, today, count: 2, photos });
      expect(again.seeded).toBe(false);
      expect(await readdir(path.join(elsewhere, 'avatars'))).toEqual([]);
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });
});
