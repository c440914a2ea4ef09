import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANY_DOMAIN } from '../../adapters/postgres/postgres-site-settings';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { postgresOrSkip } from '../../test/support/services';
import { startTestServer, type TestServer } from '../../test/support/test-server';

// PGlite has one connection and serialises everything, so only real PostgreSQL can show a race.
describe.runIf(postgresOrSkip('payments racing sends on PostgreSQL'))('payments racing sends on PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('postgres');
    await server.settings.set(ANY_DOMAIN, 'message_burst_per_10_seconds', 1000);
  });
  afterAll(() => server.close());

  it('keeps the balance equal to the ledger while webhooks credit and messages spend at the same moment', async () => {
    const knex = server.database.knex;
    const sender = await givenMember(knex, { credits: 30 });
    const receiver = await givenMember(knex);
    const cookie = await sessionCookieFor(server.api, sender);
    const chat = (await server.api.post('/api/chat.php').set('Cookie', cookie).send({ profile_id: receiver.id })).body.chat;
    const refs: string[] = [];
    for (const bundle of [1, 2, 3]) {
      const started = await server.api.post('/api/checkout.php').set('Cookie', cookie).send({ bundle_id: bundle, method: 'ideal', consent: true });
      refs.push(started.body.checkout_url.split('/sandbox-checkout/')[1]);
    }
    await knex('sandbox_checkouts').whereIn('ref', refs).update({ status: 'paid' });

    // 40 sends and every webhook five times, all at once.
    const sends = Array.from({ length: 40 }, (_, i) => server.api.post('/api/messages.php').set('Cookie', cookie).send({ conversation_id: chat.id, text: `bericht ${i}` }));
    const webhooks = refs.flatMap((ref) => Array.from({ length: 5 }, () => server.api.post('/api/payment-webhook.php').type('form').send({ id: ref })));
    const answers = await Promise.all([...sends, ...webhooks]);
    const sent = answers.slice(0, 40).filter((answer) => answer.status === 201).length;
    expect(answers.slice(40).every((answer) => answer.status === 200)).toBe(true);

    const member = await knex('members').where('id', sender.id).first('credits', 'paid_user');
    const ledger = await knex('credit_ledger').where('member_id', sender.id).sum({ total: 'amount' }).first();
    const purchases = await knex('credit_ledger').where({ member_id: sender.id, reason: 'purchase' }).whereNotNull('reference');
    expect(purchases).toHaveLength(3);
    expect(member.credits).toBe(30 + 50 + 120 + 300 - sent * 10);
    expect(Number(ledger?.total)).toBe(member.credits);
    expect(member.paid_user).toBe(true);
    expect(sent).toBeGreaterThanOrEqual(3);
  });

  it('lets only one of many parallel checkouts with one Idempotency-Key make a payment', async () => {
    const knex = server.database.knex;
    const member = await givenMember(knex);
    const cookie = await sessionCookieFor(server.api, member);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.api.post('/api/checkout.php').set('Cookie', cookie).set('Idempotency-Key', 'parallel-checkout-0001').send({ bundle_id: 1, method: 'ideal', consent: true }),
      ),
    );
    expect(answers.filter((a) => a.status === 201).length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    expect(await knex('payments').where('member_id', member.id)).toHaveLength(1);
  });
});
