import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { givenMember, sessionCookieFor, type GivenMember } from '../../test/support/members';

describe.each(databaseKinds())('a member who has not confirmed her address on %s', (kind) => {
  let server: TestServer;
  let sanne: GivenMember;
  let bram: GivenMember;
  let sanneCookie: string;
  let bramCookie: string;
  let conversationId: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    sanne = await givenMember(server.database.knex, { name: 'Sanne', status: 'not_confirmed', credits: 50, gender: 'female', region: 'Drenthe' });
    bram = await givenMember(server.database.knex, { name: 'Bram', gender: 'male' });
    [sanneCookie, bramCookie] = await Promise.all([sessionCookieFor(server.api, sanne), sessionCookieFor(server.api, bram)]);
    conversationId = (await server.api.post('/api/chat.php').set('Cookie', sanneCookie).send({ profile_id: bram.id })).body.chat.id;
    expect((await server.api.post('/api/messages.php').set('Cookie', sanneCookie).send({ conversation_id: conversationId, text: 'Hoi Bram!' })).status).toBe(201);
  });
  afterAll(() => server.close());

  const bramSearches = async () =>
    (await server.api.get('/api/members.php').set('Cookie', bramCookie).query({ gender: 'female', countryregion: 'Drenthe' })).body.profiles.map((p: { id: number }) => p.id);

  it('is seen by nobody: not in search, no profile, no conversation in the other member\'s list or by its id', async () => {
    expect(await bramSearches()).not.toContain(sanne.id);
    expect((await server.api.get('/api/profile.php').set('Cookie', bramCookie).query({ id: sanne.id })).status).toBe(404);
    expect((await server.api.get('/api/chats.php').set('Cookie', bramCookie)).body.chats).toEqual([]);
    expect((await server.api.get('/api/messages.php').set('Cookie', bramCookie).query({ conversation_id: conversationId })).status).toBe(404);
  });

  it('sees herself and her own conversation, with her message held', async () => {
    expect((await server.api.get('/api/profile.php').set('Cookie', sanneCookie).query({ id: sanne.id })).status).toBe(200);
    // Her profile is disabled until she confirms (SPEC §4): what the page's activation reminder reads.
    expect((await server.api.get('/api/user.php').set('Cookie', sanneCookie)).body.user.profile.status).toBe('disabled');
    const chats = (await server.api.get('/api/chats.php').set('Cookie', sanneCookie)).body.chats;
    expect(chats).toHaveLength(1);
    const conversation = (await server.api.get('/api/messages.php').set('Cookie', sanneCookie).query({ conversation_id: conversationId })).body.conversation;
    expect(conversation.messages).toMatchObject([{ body: 'Hoi Bram!', held: true }]);
  });

  it('is seen once she has confirmed', async () => {
    // As confirming does (activate-account): the member is active, her profile too (SPEC §4), and what she wrote is delivered.
    await server.database.knex('members').where('id', sanne.id).update({ status: 'active' });
    await server.database.knex('profiles').where('member_id', sanne.id).update({ status: 'active' });
    await server.database.knex('messages').where('sender_id', sanne.id).update({ held: false });
    expect(await bramSearches()).toContain(sanne.id);
    expect((await server.api.get('/api/profile.php').set('Cookie', bramCookie).query({ id: sanne.id })).status).toBe(200);
    expect((await server.api.get('/api/chats.php').set('Cookie', bramCookie)).body.chats).toHaveLength(1);
  });
});
