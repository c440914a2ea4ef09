import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveredOutbox } from '../../test/support/outbox';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { givenMember, sessionCookieFor, type GivenMember } from '../../test/support/members';

/**
 * Issue 23, decision 0056: a message, a like and a match become a mail through the outbox (the notice's fan-out),
 * in her language, with the other's name, and only as her preferences and the mail rules allow.
 */
describe.each(databaseKinds())('notice mails on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const knex = () => server.database.knex;
  const member = async (name: string) => {
    const made = await givenMember(knex(), { name, credits: 500, paidUser: true, email: `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.nl` });
    return { ...made, cookie: await sessionCookieFor(server.api, made) };
  };
  const mailsTo = async (who: GivenMember) =>
    (await knex()('mail_outbox').where('to', who.email).orderBy('id').select('template', 'subject', 'text')) as { template: string; subject: string; text: string }[];
  const openChat = async (from: { cookie: string }, to: { id: number }) => (await server.api.post('/api/chat.php').set('Cookie', from.cookie).send({ profile_id: to.id })).body.chat.id as number;
  const send = async (from: { cookie: string }, conversation: number, text: string) => {
    const sent = await server.api.post('/api/messages.php').set('Cookie', from.cookie).set('Idempotency-Key', randomUUID()).send({ conversation_id: conversation, text });
    expect(sent.status).toBe(201);
    await deliveredOutbox(knex());
  };
  const like = async (from: { cookie: string }, to: { id: number }) => {
    expect((await server.api.post('/api/like.php').set('Cookie', from.cookie).send({ profile_id: to.id })).status).toBeLessThan(300);
    await deliveredOutbox(knex());
  };

  it('mails the first message of a conversation, then one mail for the next messages until she has read them', async () => {
    const sanne = await member('Sanne');
    const bram = await member('Bram');
    const conversation = await openChat(sanne, bram);
    await send(sanne, conversation, 'Zin in een wandeling?');
    await send(sanne, conversation, 'Zin in koffie?');
    await send(sanne, conversation, 'Zondag misschien?');
    const mails = await mailsTo(bram);
    expect(mails.map((m) => m.template)).toEqual(['notice_new_conversation']);
    expect(mails[0]!.subject).toBe('Sanne heeft je een bericht gestuurd');
    // The mail says who, never what: the message stays on the site.
    expect(mails[0]!.text).not.toContain('wandeling');
    expect(mails[0]!.text).toContain(`/chats/${conversation}`);

    expect((await server.api.post('/api/read.php').set('Cookie', bram.cookie).send({ conversation_id: conversation })).status).toBe(200);
    await send(sanne, conversation, 'Ben je er nog?');
    expect((await mailsTo(bram)).map((m) => m.template)).toEqual(['notice_new_conversation', 'notice_new_message']);
  });

  it('mails a like and a match, and none of them once she turned likes off', async () => {
    const sanne = await member('Sanne');
    const bram = await member('Bram');
    await like(sanne, bram);
    expect((await mailsTo(bram)).map((m) => m.subject)).toEqual(['Sanne vindt je leuk']);
    await like(bram, sanne);
    expect((await mailsTo(sanne)).map((m) => m.subject)).toEqual(['Het is een match: jij en Bram']);

    const cas = await member('Cas');
    expect((await server.api.put('/api/notifications.php').set('Cookie', cas.cookie).send({ preferences: { like: false } })).status).toBe(200);
    await like(sanne, cas);
    await like(bram, cas);
    expect(await mailsTo(cas)).toEqual([]);
  });

  it('mails nothing to a member whose mail is stopped', async () => {
    const sanne = await member('Sanne');
    const bram = await member('Bram');
    await knex()('members').where('id', bram.id).update({ notifications_disabled: JSON.stringify(['bounce']) });
    await send(sanne, await openChat(sanne, bram), 'Hoi!');
    expect(await mailsTo(bram)).toEqual([]);
  });
});
