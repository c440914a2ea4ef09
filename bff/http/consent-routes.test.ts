import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { SIGNUP_FORM } from '../../test/support/signup-form';

const setCookies = (response: { headers: Record<string, unknown> }): string[] => (response.headers['set-cookie'] as string[] | undefined) ?? [];
const pairs = (response: { headers: Record<string, unknown> }) => setCookies(response).map((cookie) => cookie.split(';')[0]).join('; ');

/** Issue 24, decision 0062: the cookie choice, and the arrival tracking it lets through. */
describe('cookie consent', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it('keeps the choice in a cookie the page can read, with when it was made, for a visitor', async () => {
    const response = await server.api.post('/api/consent.php').send({ choice: 'refused' });
    expect(response.status).toBe(200);
    expect(response.body.consent.choice).toBe('refused');
    const cookie = setCookies(response).find((c) => c.startsWith('hs_consent='));
    expect(cookie).toMatch(/^hs_consent=refused\.\d+; Max-Age=31536000; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    expect(cookie).not.toMatch(/HttpOnly/);
  });

  it('answers 400 naming the field for a choice that is not one', async () => {
    const response = await server.api.post('/api/consent.php').send({ choice: 'maybe' });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('choice');
    expect(setCookies(response)).toEqual([]);
    expect((await server.api.post('/api/consent.php').send({ choice: 'accepted', arrival: 'x'.repeat(3000) })).status).toBe(400);
  });

  it("refuses another site's post (403)", async () => {
    const response = await server.api.post('/api/consent.php').set('Sec-Fetch-Site', 'cross-site').send({ choice: 'accepted' });
    expect(response.status).toBe(403);
    expect(setCookies(response)).toEqual([]);
  });

  it('sets no tracking cookie on arrival before the visitor accepted', async () => {
    const arrival = await server.api.get('/api/settings.php').query({ network: 'adnet', sub: '{klik}' });
    expect(setCookies(arrival).some((c) => c.startsWith('hs_tracking='))).toBe(false);
    const refused = await server.api.get('/api/settings.php').set('Cookie', 'hs_consent=refused.1').query({ network: 'adnet' });
    expect(setCookies(refused).some((c) => c.startsWith('hs_tracking='))).toBe(false);
    const accepted = await server.api.get('/api/settings.php').set('Cookie', 'hs_consent=accepted.1').query({ network: 'adnet' });
    expect(setCookies(accepted).some((c) => c.startsWith('hs_tracking='))).toBe(true);
  });

  it("keeps the arrival page's tracking when she accepts, and signup stores it", async () => {
    const accepted = await server.api.post('/api/consent.php').send({ choice: 'accepted', arrival: '?network=adnet&sub=%7Bbanner%7D' });
    expect(accepted.status).toBe(200);
    const cookie = pairs(accepted);
    expect(cookie).toMatch(/hs_tracking=/);
    const signup = await server.api.post('/api/signup.php').set('Cookie', cookie).send({ ...SIGNUP_FORM, email: `consent-${Date.now()}@example.nl` });
    expect(signup.status).toBe(201);
    const row = await server.database.knex('member_tracking').where('member_id', signup.body.user.id).first();
    expect(row).toMatchObject({ network: 'adnet', sub1: 'banner' });
  });

  it('removes the tracking cookie when she refuses later', async () => {
    const refused = await server.api.post('/api/consent.php').set('Cookie', 'hs_tracking=eyJuZXR3b3JrIjoiYSJ9; hs_consent=accepted.1').send({ choice: 'refused' });
    expect(setCookies(refused).find((c) => c.startsWith('hs_tracking='))).toMatch(/^hs_tracking=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('takes the form before the scripts, and goes back to the page, never to another site', async () => {
    const back = await server.api.post('/consent').type('form').send({ choice: 'accepted', back: '/members?x=1' });
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe('/members?x=1');
    expect(setCookies(back).some((c) => c.startsWith('hs_consent=accepted.'))).toBe(true);
    const away = await server.api.post('/consent').type('form').send({ choice: 'refused', back: '//evil.example/' });
    expect(away.headers.location).toBe('/');
    const bad = await server.api.post('/consent').type('form').send({ choice: 'x', back: '/' });
    expect(bad.status).toBe(303);
    expect(setCookies(bad)).toEqual([]);
  });
});
