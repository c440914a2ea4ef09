import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANY_DOMAIN } from '../../adapters/postgres/postgres-site-settings';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { givenMember, sessionCookieFor, type GivenMember } from '../../test/support/members';

const yearsAgo = (years: number, days = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

describe.each(databaseKinds())('members.php and profile.php on %s', (kind) => {
  let server: TestServer;
  let searcher: GivenMember;
  let cookie: string;
  let anna: GivenMember;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const knex = server.database.knex;
    searcher = await givenMember(knex, { gender: 'male', name: 'Zoeker' });
    anna = await givenMember(knex, { name: 'Anna', gender: 'female', country: 'NL', region: 'Utrecht', birthDate: yearsAgo(30) });
    await givenMember(knex, { name: 'Bea', gender: 'female', country: 'BE', region: 'Antwerpen', birthDate: yearsAgo(45) });
    await givenMember(knex, { name: 'Carl', gender: 'male', country: 'DE', region: 'Bayern', birthDate: yearsAgo(25) });
    await givenMember(knex, { name: 'Dewi', gender: 'female', country: 'NL', region: 'Utrecht', birthDate: yearsAgo(18) });
    await givenMember(knex, { name: 'Bijna', gender: 'female', country: 'NL', region: 'Utrecht', birthDate: yearsAgo(31, -1) });
    await givenMember(knex, { name: 'Weg', gender: 'female', status: 'deleted' });
    cookie = await sessionCookieFor(server.api, searcher);
  });
  afterAll(() => server.close());

  const names = (body: { profiles: { name: string }[] }) => body.profiles.map((p) => p.name).sort();

  it('searches by gender, country, region and age, never showing the searcher or deleted members', async () => {
    const all = await server.api.get('/api/members.php').set('Cookie', cookie);
    expect(all.status).toBe(200);
    expect(names(all.body)).toEqual(['Anna', 'Bea', 'Bijna', 'Carl', 'Dewi']);
    expect(all.body).toMatchObject({ total: 5, total_estimated: false, page: 1, page_size: 24 });

    const women = await server.api.get('/api/members.php').query({ gender: 'female', country: 'NL', countryregion: 'Utrecht' }).set('Cookie', cookie);
    expect(names(women.body)).toEqual(['Anna', 'Bijna', 'Dewi']);

    // Bijna turns 31 tomorrow: she is 30 today and inside 18..30; Anna is exactly 30.
    const ages = await server.api.get('/api/members.php').query({ min_age: 18, max_age: 30, gender: 'female' }).set('Cookie', cookie);
    expect(names(ages.body)).toEqual(['Anna', 'Bijna', 'Dewi']);
    const over30 = await server.api.get('/api/members.php').query({ min_age: 31, gender: 'female' }).set('Cookie', cookie);
    expect(names(over30.body)).toEqual(['Bea']);
  });

  it('counts up to 1,000 matches exactly, and beyond says it estimates', async () => {
    const knex = server.database.knex;
    // 1,010 men in Hessen, straight into the tables (the profile's copy of its member's status comes from the database).
    await knex.raw(
      `insert into members (email, password_hash, status, signup_date) select 'hessen' || i || '@test.example', 'x', 'active', now() - i * interval '1 minute' from generate_series(1, 1010) i`,
    );
    await knex.raw(
      `insert into profiles (member_id, name, gender, sexuality, birth_date, country, region, created_at)
       select id, 'Hesse', 'male', 'hetero', date '1980-01-01', 'DE', 'Hessen', signup_date from members where email like 'hessen%'`,
    );
    const many = await server.api.get('/api/members.php').query({ gender: 'male', country: 'DE', countryregion: 'Hessen' }).set('Cookie', cookie);
    expect(many.status).toBe(200);
    expect(many.body.total_estimated).toBe(true);
    expect(many.body.total).toBeGreaterThanOrEqual(1000);
    expect(many.body.profiles).toHaveLength(24);
    // The last page holds the rest: 1,010 = 42 × 24 + 2.
    const last = await server.api.get('/api/members.php').query({ gender: 'male', country: 'DE', countryregion: 'Hessen', page: 43 }).set('Cookie', cookie);
    expect(last.body.profiles).toHaveLength(2);
    // Carl is the only man in Bayern: exact.
    const few = await server.api.get('/api/members.php').query({ gender: 'male', country: 'DE', countryregion: 'Bayern' }).set('Cookie', cookie);
    expect(few.body).toMatchObject({ total: 1, total_estimated: false });
    await knex.raw(`delete from members where email like 'hessen%'`);
  });

  it('follows a member going invisible, being deleted and coming back, at once', async () => {
    const knex = server.database.knex;
    const utrecht = async () =>
      names((await server.api.get('/api/members.php').query({ gender: 'female', country: 'NL', countryregion: 'Utrecht' }).set('Cookie', cookie)).body);
    await knex('members').where('id', anna.id).update({ invisible: true });
    expect(await utrecht()).toEqual(['Bijna', 'Dewi']);
    await knex('members').where('id', anna.id).update({ invisible: false, status: 'deleted' });
    expect(await utrecht()).toEqual(['Bijna', 'Dewi']);
    await knex('members').where('id', anna.id).update({ status: 'active' });
    expect(await utrecht()).toEqual(['Anna', 'Bijna', 'Dewi']);
  });

  it('shows public profile fields only: no email, birth date or balance', async () => {
    const response = await server.api.get('/api/members.php').set('Cookie', cookie);
    const text = JSON.stringify(response.body);
    expect(text).not.toMatch(/@test\.example|birth|credits|password/);
    expect(response.body.profiles[0]).toHaveProperty('age');
  });

  it('refuses anonymous search while logged_out_search is none', async () => {
    const response = await server.api.get('/api/members.php');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 'authentication required' });
    expect((await server.api.get('/api/profile.php').query({ id: anna.id })).status).toBe(403);
  });

  it('lets visitors search when the domain allows it', async () => {
    const settings = server.settings;
    await settings.set('open.example', 'logged_out_search', 'all');
    const open = await server.api.get('/api/members.php').set('Host', 'open.example');
    // The running server has its own settings cache; a fresh domain is read on first use.
    expect(open.status).toBe(200);
    expect(open.body.total).toBe(6);
    await settings.set(ANY_DOMAIN, 'logged_out_search', 'none');
  });

  it('lets a visitor from a traffic source search when logged_out_search_trafficsource allows it, and no other visitor', async () => {
    await server.settings.set('traffic.example', 'logged_out_search', 'none');
    await server.settings.set('traffic.example', 'logged_out_search_trafficsource', 'all');
    const plain = await server.api.get('/api/members.php').set('Host', 'traffic.example');
    expect(plain.status).toBe(403);
    // She refused cookies: the partner's data is not kept (decision 0062), that she came through one is, for her
    // browser session (decision 0066).
    const refused = 'hs_consent=refused.1';
    const arrival = await server.api.get('/api/members.php').set('Host', 'traffic.example').set('Cookie', refused).query({ network: 'adnet' });
    expect(arrival.status).toBe(200);
    expect(arrival.body.total).toBe(6);
    const setCookies = arrival.headers['set-cookie'] as unknown as string[];
    expect(setCookies.some((c) => c.startsWith('hs_tracking='))).toBe(false);
    // Later pages of the visit carry no query: the session's cookie says she came through a traffic source.
    const cookie = [refused, ...setCookies.map((c) => c.split(';')[0])].join('; ');
    const later = await server.api.get('/api/profile.php').set('Host', 'traffic.example').set('Cookie', cookie).query({ id: anna.id });
    expect(later.status).toBe(200);
  });

  it('offers similar profiles, the region let go of, when few match, and none when enough match', async () => {
    const few = await server.api.get('/api/members.php').query({ gender: 'female', country: 'NL', countryregion: 'Limburg' }).set('Cookie', cookie);
    expect(few.status).toBe(200);
    expect(few.body.total).toBe(0);
    expect(few.body.similar).toMatchObject({ relaxed: 'region', page: 1, total_estimated: false });
    expect(names(few.body.similar)).toEqual(expect.arrayContaining(['Anna', 'Bijna', 'Dewi']));
    expect(names(few.body.similar)).not.toContain('Bea');

    const narrow = await server.api.get('/api/members.php').query({ gender: 'female', country: 'NL', min_age: 29, max_age: 31 }).set('Cookie', cookie);
    expect(names(narrow.body)).toEqual(['Anna', 'Bijna']);
    expect(narrow.body.similar.relaxed).toBe('age');
    // The ones above are not offered again.
    expect(names(narrow.body.similar)).not.toContain('Anna');

    const bad = await server.api.get('/api/members.php').query({ similar_page: 0 }).set('Cookie', cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('similar_page');
  });

  it('answers bad search input with 400 naming the field', async () => {
    const response = await server.api.get('/api/members.php').query({ gender: 'robot' }).set('Cookie', cookie);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_input', field: 'gender' });
    const age = await server.api.get('/api/members.php').query({ min_age: 12 }).set('Cookie', cookie);
    expect(age.body).toMatchObject({ field: 'min_age' });
  });

  it('shows one profile and 404s a deleted, unknown or malformed one', async () => {
    const response = await server.api.get('/api/profile.php').query({ id: anna.id }).set('Cookie', cookie);
    expect(response.status).toBe(200);
    expect(response.body.profile).toMatchObject({ id: anna.id, name: 'Anna', age: 30, fictional: false });
    expect((await server.api.get('/api/profile.php').query({ id: 999999 }).set('Cookie', cookie)).status).toBe(404);
    expect((await server.api.get('/api/profile.php').query({ id: 'abc' }).set('Cookie', cookie)).body).toMatchObject({ field: 'id' });
  });

  describe('the photos and related profiles of the profile screen', () => {
    /**
     * Three photos of a member, the second private, as the uploads and a premium member's choice leave them: the
     * private one's files in the private folder (decision 0043).
     */
    const withPhotos = async (owner: GivenMember) => {
      const knex = server.database.knex;
      const folder = (position: number) => (position === 1 ? 'private' : 'photos');
      const rows = [0, 1, 2].map((position) => ({
        member_id: owner.id,
        filename: `${folder(position)}/${owner.id}/${'a'.repeat(31)}${position}.jpg`,
        thumb_filename: `${folder(position)}/${owner.id}/${'a'.repeat(31)}${position}-thumb.jpg`,
        created_at: new Date(),
        position,
        is_private: position === 1,
      }));
      await knex('photos').insert(rows);
      await knex('profiles').where('member_id', owner.id).update({ main_image: rows[0]!.filename, main_image_thumb: rows[0]!.thumb_filename });
      return rows;
    };

    it('locks a private photo, without its path, for a member who is not premium', async () => {
      const owner = await givenMember(server.database.knex, { name: 'Fleur', gender: 'female', country: 'NL', region: 'Utrecht' });
      const rows = await withPhotos(owner);
      const response = await server.api.get('/api/profile.php').query({ id: owner.id }).set('Cookie', cookie);
      expect(response.status).toBe(200);
      expect(response.body.photos.map((p: { locked: boolean }) => p.locked)).toEqual([false, true, false]);
      expect(response.body.photos[1]).toEqual({ id: expect.any(Number), locked: true, private: true });
      expect(JSON.stringify(response.body)).not.toContain(rows[1]!.filename.replace('.jpg', ''));
      expect(response.body.photos[0]).toMatchObject({ locked: false, filename: rows[0]!.filename, thumb_filename: rows[0]!.thumb_filename });
    });

    it('shows a premium member every photo, the private one too', async () => {
      const owner = await givenMember(server.database.knex, { name: 'Gonny', gender: 'female' });
      const rows = await withPhotos(owner);
      const premium = await givenMember(server.database.knex, { paidUser: true });
      const response = await server.api.get('/api/profile.php').query({ id: owner.id }).set('Cookie', await sessionCookieFor(server.api, premium));
      expect(response.body.photos.map((p: { locked: boolean }) => p.locked)).toEqual([false, false, false]);
      // Its paths are links signed for her (bff/http/private-media.test.ts loads them).
      const link = (name: string) => new RegExp(`^/private-media/${premium.id}-\\d+-[A-Za-z0-9_-]{43}/${name.slice('private/'.length)}$`);
      expect(response.body.photos[1]).toMatchObject({ private: true, filename: expect.stringMatching(link(rows[1]!.filename)), thumb_filename: expect.stringMatching(link(rows[1]!.thumb_filename)) });
    });

    it('relates others of her gender nearby, never herself, the viewer or a member blocked either way', async () => {
      const knex = server.database.knex;
      const viewed = await givenMember(knex, { name: 'Hanna', gender: 'female', country: 'NL', region: 'Utrecht' });
      const blocker = await givenMember(knex, { name: 'Blokker', gender: 'female', country: 'NL', region: 'Utrecht' });
      await knex('blocks').insert({ blocker_id: blocker.id, blocked_id: searcher.id, created_at: new Date() });
      const response = await server.api.get('/api/profile.php').query({ id: viewed.id }).set('Cookie', cookie);
      const related = response.body.related as { id: number; name: string; gender: string }[];
      expect(related.length).toBeGreaterThan(0);
      expect(related.length).toBeLessThanOrEqual(6);
      expect(related.every((p) => p.gender === 'female')).toBe(true);
      expect(related.map((p) => p.id)).not.toContain(viewed.id);
      expect(related.map((p) => p.id)).not.toContain(searcher.id);
      expect(related.map((p) => p.name)).not.toContain('Blokker');
      expect(related.map((p) => p.name)).not.toContain('Weg');
    });
  });
});
