import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember } from '../../test/support/members';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { USE_CASES } from '../wiring/tokens';

/**
 * Issue 22: the sweeper took the 100 oldest open payments every time, so 100 that stay open at their provider (bank
 * transfers take days) hid every younger payment. It now takes turns by when it last asked about each.
 */
describe.each(databaseKinds())('the payment sweeper with 150 open payments, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('asks about all 150 in two sweeps of 100, and settles the 50 paid behind 100 the provider keeps open', async () => {
    const knex = server.database.knex;
    const member = await givenMember(knex);
    const now = Date.now();
    // Made an hour ago and a second apart, untouched since: every one is due. The sandbox's checkouts are fresh, so
    // none expires; the first 100 stay open there, the last 50 were paid but their webhooks were lost.
    const rows = Array.from({ length: 150 }, (_, i) => {
      const madeAt = new Date(now - 3_600_000 + i * 1000);
      return {
        payment: {
          payment_id: `HS-SWEEP${String(i).padStart(4, '0')}`, member_id: member.id, domain: 'localhost', bundle_id: 1, credits: 50, list_amount_cents: 995,
          amount_cents: 995, currency: 'EUR', method: 'ideal', status: 'open', provider: 'sandbox', provider_ref: `sbx_sweep${i}`, consent_at: madeAt,
          created_at: madeAt, updated_at: madeAt,
        },
        checkout: {
          ref: `sbx_sweep${i}`, payment_id: `HS-SWEEP${String(i).padStart(4, '0')}`, amount_cents: 995, currency: 'EUR', method: 'ideal', description: 'sweep',
          return_url: 'http://localhost/transactions', webhook_url: 'http://localhost/api/payment-webhook.php', status: i < 100 ? 'open' : 'paid', created_at: new Date(now),
        },
      };
    });
    await knex('payments').insert(rows.map((row) => row.payment));
    await knex('sandbox_checkouts').insert(rows.map((row) => row.checkout));
    const sweeper = server.composition.container.get(USE_CASES.payments.sweepUnsettledPayments);
    // The settings as at server start: the suite's settings.set() left them to load on first use.
    await server.settings.forDomain('localhost');

    expect(await sweeper.run()).toEqual({ moved: 0, failed: 0 });
    expect(await sweeper.run()).toEqual({ moved: 50, failed: 0 });

    const unasked = await knex('payments').where('member_id', member.id).whereNull('last_checked_at').pluck('payment_id');
    expect(unasked).toEqual([]);
    const statuses = await knex('payments').where('member_id', member.id).orderBy('id').pluck('status');
    expect(statuses).toEqual([...Array<string>(100).fill('open'), ...Array<string>(50).fill('completed')]);
    expect(await knex('members').where('id', member.id).first('credits')).toEqual({ credits: 50 * 50 });
  });
});
