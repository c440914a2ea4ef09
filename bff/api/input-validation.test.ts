import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { SIGNUP_FORM } from '../../test/support/signup-form';

const NUL = 'Anna\u0000';
const LONE_SURROGATE = 'hoi \ud83d daar';

const signup = { ...SIGNUP_FORM, email: 'nul@example.nl' };

describe.each(databaseKinds())('bad input at the contract on %s', (kind) => {
  let server: TestServer;
  let cookie: string;
  let conversationId: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const member = await givenMember(server.database.knex, { credits: 100 });
    const other = await givenMember(server.database.knex);
    cookie = await sessionCookieFor(server.api, member);
    conversationId = (await server.api.post('/api/chat.php').set('Cookie', cookie).send({ profile_id: other.id })).body.chat.id;
  });
  afterAll(() => server.close());

  type Call = () => PromiseLike<{ status: number; body: { error?: string; field?: string } }>;
  const calls = (): [string, string, Call][] => [
    ['the signup name', 'name', () => server.api.post('/api/signup.php').send({ ...signup, name: NUL })],
    ['the signup email', 'email', () => server.api.post('/api/signup.php').send({ ...signup, email: 'a\u0000@example.nl' })],
    ['the login email', 'email', () => server.api.post('/api/user.php').send({ email: NUL, password: 'wachtwoord' })],
    ['a search region', 'countryregion', () => server.api.get('/api/members.php').set('Cookie', cookie).query({ countryregion: NUL })],
    ['a message', 'text', () => server.api.post('/api/messages.php').set('Cookie', cookie).send({ conversation_id: conversationId, text: NUL })],
    ['a message with half an emoji', 'text', () => server.api.post('/api/messages.php').set('Cookie', cookie).send({ conversation_id: conversationId, text: LONE_SURROGATE })],
    ['the reset email', 'email', () => server.api.post('/api/password-reset.php').send({ email: NUL })],
    ['the reactivation email', 'email', () => server.api.post('/api/reactivate.php').send({ email: NUL })],
    ['the location city', 'city', () => server.api.put('/api/user.php').set('Cookie', cookie).send({ country: 'NL', region: 'Utrecht', city: NUL })],
    ['the profile text', 'about', () => server.api.put('/api/profile.php').set('Cookie', cookie).send({ about: NUL })],
    ['an interest', 'interests.0', () => server.api.put('/api/profile.php').set('Cookie', cookie).send({ interests: [NUL] })],
    ['a reset token', 'token', () => server.api.post('/api/password-reset-do.php').send({ token: NUL, password: 'x'.repeat(12), password_confirmation: 'x'.repeat(12) })],
    ['an id past the bigint range', 'id', () => server.api.get('/api/profile.php').set('Cookie', cookie).query({ id: '99999999999999999999' })],
    ['an id in exponent notation', 'conversation_id', () => server.api.get('/api/messages.php').set('Cookie', cookie).query({ conversation_id: '1e25' })],
    ['a profile id past the safe integers', 'profile_id', () => server.api.post('/api/chat.php').set('Cookie', cookie).send({ profile_id: 2 ** 60 })],
  ];

  it.each(calls().map(([name, field], index) => [name, field, index] as const))('answers NUL or a bad id in %s with 400 naming %s', async (_name, field, index) => {
    const response = await calls()[index]![2]();
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_input', field });
  });

  it.each([
    ['country', { country: 'ZZ' }],
    ['region', { region: 'Atlantis' }],
    ['city', { city: 'Nergenshuizen' }],
    ['region', { region: '', city: '' }],
  ])('answers a signup in a place the site does not know with 400 naming the %s', async (field, place) => {
    const response = await server.api.post('/api/signup.php').send({ ...signup, email: `plaats-${field}-${Date.now()}@example.nl`, ...place });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_input', field });
  });

  it('stores nothing from a refused signup', async () => {
    await server.api.post('/api/signup.php').send({ ...signup, name: NUL });
    expect(await server.database.knex('members').where('email', signup.email).first()).toBeUndefined();
  });
});
