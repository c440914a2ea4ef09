import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANY_DOMAIN } from '../../adapters/postgres/postgres-site-settings';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { deliveredOutbox } from '../../test/support/outbox';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { USE_CASES } from '../wiring/tokens';

/**
 * Mails queued inside a transaction take their links from settings read before it: on PGlite the transaction holds
 * the only connection, so a settings read inside it (the cache just emptied by a change) would wait until knex gives
 * up. Requests load the settings as they start; the sweeper, which runs without a request, showed the hang.
 */
describe.each(databaseKinds())('links read before the transaction that mails them, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const settingsChanged = () => server.settings.set(ANY_DOMAIN, 'company_city', `Amsterdam ${Date.now()}`);

  it('lets the sweeper settle a payment and queue its confirmation right after a settings change', { timeout: 15_000 }, async () => {
    const made = await givenMember(server.database.knex, { name: 'Ilse' });
    const cookie = await sessionCookieFor(server.api, made);
    const started = await server.api.post('/api/checkout.php').set('Cookie', cookie).send({ bundle_id: 1, method: 'ideal', consent: true });
    expect(started.status).toBe(201);
    // Paid at the provider, its webhook lost; ten minutes later the sweeper asks. No request has loaded the settings.
    const ref = (started.body.checkout_url as string).split('/sandbox-checkout/')[1]!;
    await server.database.knex('sandbox_checkouts').where({ ref }).update({ status: 'paid' });
    await server.database.knex('payments').where({ payment_id: started.body.payment.payment_id }).update({ updated_at: new Date(Date.now() - 3_600_000) });
    await settingsChanged();

    expect(await server.composition.container.get(USE_CASES.payments.sweepUnsettledPayments).run()).toEqual({ moved: 1, failed: 0 });
    await deliveredOutbox(server.database.knex);
    const mail = await server.database.knex('mail_outbox').where({ to: made.email, template: 'payment_confirmation' }).first();
    expect(mail.text).toContain(`/transactions/${started.body.payment.payment_id}`);
  });
});
