import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PORTS } from '../wiring/tokens';
import { conversationId as asConversation } from '../../domain/shared/ids';
import { connectLive } from '../../test/support/live-client';
import { givenMember, sessionCookieFor, type GivenMember } from '../../test/support/members';
import { deliveredOutbox } from '../../test/support/outbox';
import { startTestPushService, TEST_PUSH_ORIGIN, type TestPushService, type TestSubscription } from '../../test/support/push-service';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';

/**
 * Issue 23: a message reaches the other member as a web push that a push service accepts and her browser can decrypt.
 * The server sends over HTTPS to a push service on loopback, which checks the VAPID JWT and decrypts RFC 8291
 * aes128gcm with the subscriber's private key; nothing of the sender is mocked.
 */
describe.each(databaseKinds())('web push on %s', (kind) => {
  let server: TestServer;
  let push: TestPushService;
  let vapidKey: string | undefined;
  let sanne: GivenMember;
  let bram: GivenMember;
  let sanneCookie: string;
  let bramCookie: string;
  let conversation: number;
  let subscription: TestSubscription;

  beforeAll(async () => {
    push = await startTestPushService({ vapidPublicKey: () => vapidKey });
    server = await startTestServer(kind, { rebind: (container) => container.rebind(PORTS.pushEndpointAccess).toConstantValue(push.access) });
    vapidKey = (await server.database.knex('server_secrets').where('name', 'vapid_public_key').first('value'))?.value as string;
    sanne = await givenMember(server.database.knex, { name: 'Sanne', credits: 500, paidUser: true });
    bram = await givenMember(server.database.knex, { name: 'Bram', credits: 500, paidUser: true });
    sanneCookie = await sessionCookieFor(server.api, sanne);
    bramCookie = await sessionCookieFor(server.api, bram);
    conversation = (await server.api.post('/api/chat.php').set('Cookie', sanneCookie).send({ profile_id: bram.id })).body.chat.id;
  });
  afterAll(async () => {
    await server?.close();
    await push?.close();
  });
  afterEach(() => {
    push.received.splice(0);
    push.refused.splice(0);
  });

  /** Bram turns pushes on in one more browser. */
  const addBramsBrowser = async () => {
    const browser = push.subscribe();
    const saved = await server.api.post('/api/user.php?push=1').set('Cookie', bramCookie).send({ subscription: { endpoint: browser.endpoint, expirationTime: null, keys: browser.keys } });
    expect(saved.status).toBe(200);
    return browser;
  };
  /** Bram with pushes on in one browser only (each test starts from there). */
  const subscribeBram = async () => {
    await server.database.knex('push_subscriptions').where('member_id', bram.id).delete();
    subscription = await addBramsBrowser();
  };
  const sanneSends = async (text: string) => {
    const sent = await server.api.post('/api/messages.php').set('Cookie', sanneCookie).set('Idempotency-Key', randomUUID()).send({ conversation_id: conversation, text });
    expect(sent.status).toBe(201);
  };

  it('delivers her message to his push service, signed and encrypted, with her text and the conversation’s url', async () => {
    await subscribeBram();
    const text = 'Hoi Bram! Zin in een kop koffie zaterdag? Ik ken een fijn tentje aan de gracht, met de beste appeltaart van de stad.';
    await sanneSends(text);
    const [received] = await push.waitFor(1);

    expect(push.refused).toEqual([]);
    expect(received!.subscriptionId).toBe(subscription.id);
    expect(received!.payload).toEqual({
      title: 'Sanne begint een gesprek met je',
      body: `${[...text].slice(0, 79).join('').trimEnd()}…`,
      url: `/chats/${conversation}`,
      tag: `chat-${conversation}`,
      badge: 1,
    });
    expect(received!.claims.aud).toBe(TEST_PUSH_ORIGIN);
    expect(received!.claims.sub).toMatch(/^mailto:/);
    expect(received).toMatchObject({ topic: `chat-${conversation}`, urgency: 'high', ttl: '86400' });

    await sanneSends('Of zondag?');
    const [, second] = await push.waitFor(2);
    expect(second!.payload).toMatchObject({ title: 'Nieuw bericht van Sanne', body: 'Of zondag?', tag: `chat-${conversation}`, badge: 2 });
  });

  it('delivers her message to every browser he turned pushes on in, his phone and his laptop', async () => {
    await subscribeBram();
    const laptop = await addBramsBrowser();
    await sanneSends('Hoi op al je schermen');
    const received = await push.waitFor(2);
    expect(push.refused).toEqual([]);
    expect(received.map((r) => r.subscriptionId).sort()).toEqual([subscription.id, laptop.id].sort());
    expect(received.map((r) => r.payload)).toEqual([expect.objectContaining({ body: 'Hoi op al je schermen' }), expect.objectContaining({ body: 'Hoi op al je schermen' })]);
  });

  it('sends no push while his visible tab shows the conversation, and does again once the page is hidden', async () => {
    await subscribeBram();
    const live = await connectLive(server.url, bramCookie);
    try {
      live.send({ type: 'view', conversation_id: conversation, visible: true });
      const views = server.composition.dependencies.conversationViews;
      await expect.poll(() => views.isReading(bram.id, asConversation(conversation), new Date())).toBe(true);

      await sanneSends('Zie je dit live?');
      await deliveredOutbox(server.database.knex);
      expect(push.received).toEqual([]);

      expect((await server.api.post('/api/page-hidden.php').set('Cookie', bramCookie).send({})).status).toBe(204);
      await sanneSends('En nu als melding?');
      const [received] = await push.waitFor(1);
      expect(received!.payload).toMatchObject({ body: 'En nu als melding?' });
    } finally {
      live.close();
    }
  });

  it('tells him of a like, and of a match when he had liked her already, each committed with the like', async () => {
    await subscribeBram();
    const cas = await givenMember(server.database.knex, { name: 'Cas' });
    const casCookie = await sessionCookieFor(server.api, cas);
    expect((await server.api.post('/api/like.php').set('Cookie', casCookie).send({ profile_id: bram.id })).status).toBe(201);
    const [like] = await push.waitFor(1);
    expect(like!.payload).toMatchObject({ title: 'Cas vindt je leuk', url: '/likes', tag: 'likes' });
    expect(like).toMatchObject({ topic: 'likes', urgency: 'normal' });

    expect((await server.api.post('/api/like.php').set('Cookie', bramCookie).send({ profile_id: sanne.id })).status).toBe(201);
    expect((await server.api.post('/api/like.php').set('Cookie', sanneCookie).send({ profile_id: bram.id })).status).toBe(201);
    const [, match] = await push.waitFor(2);
    expect(match!.payload).toMatchObject({ title: 'Het is een match met Sanne!', url: `/members/${sanne.id}/chat`, tag: `match-${sanne.id}` });
    // A like given again is no new like: nothing more.
    expect((await server.api.post('/api/like.php').set('Cookie', casCookie).send({ profile_id: bram.id })).status).toBeLessThan(300);
    await deliveredOutbox(server.database.knex);
    expect(push.received).toHaveLength(2);
  });

  it.each([410, 404] as const)('removes a subscription the push service says is gone (%i), and sends nothing to it again', async (status) => {
    await subscribeBram();
    push.answer(subscription.id, status);
    // A writer of its own for each answer: the messages' rate limit counts per sender.
    const writer = await givenMember(server.database.knex, { credits: 500, paidUser: true });
    const cookie = await sessionCookieFor(server.api, writer);
    const chat = (await server.api.post('/api/chat.php').set('Cookie', cookie).send({ profile_id: bram.id })).body.chat.id;
    const writes = async (text: string) => {
      const sent = await server.api.post('/api/messages.php').set('Cookie', cookie).set('Idempotency-Key', randomUUID()).send({ conversation_id: chat, text });
      expect(sent.status).toBe(201);
    };
    await writes('Ben je er nog?');
    await deliveredOutbox(server.database.knex);
    expect(await server.database.knex('push_subscriptions').where('member_id', bram.id).first()).toBeUndefined();

    await writes('Hallo?');
    await deliveredOutbox(server.database.knex);
    expect(push.received).toEqual([]);
    expect(Number((await server.database.knex('outbox').where('kind', 'push').whereNull('delivered_at').count({ n: '*' }).first())?.n)).toBe(0);
  });

  it('keeps retrying a push the push service fails (500): the row stays pending', async () => {
    await subscribeBram();
    push.answer(subscription.id, 500);
    await sanneSends('Doet de server het?');
    const pending = () => server.database.knex('outbox').where('kind', 'push').whereNull('delivered_at').whereNull('dead_at').first('attempts', 'last_error');
    await expect.poll(async () => (await pending())?.attempts ?? 0, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await expect.poll(async () => (await pending())?.last_error ?? '', { timeout: 10_000 }).toContain('answered 500');
    expect((await pending())?.last_error).not.toContain(subscription.id);
    await server.database.knex('outbox').where('kind', 'push').whereNull('delivered_at').update({ delivered_at: new Date() });
  });
});
