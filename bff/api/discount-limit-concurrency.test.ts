import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresDiscountCodes } from '../../adapters/postgres/postgres-discount-codes';
import { percent } from '../../domain/shared/quantities';
import { aDiscountCode } from '../../test/support/discount-code-mother';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';

/**
 * Decision 0078: a code's limit counts first, atomically, in the transaction that stores the payment. Thirty members
 * check out at once with a code limited to 5: five payments hold it, twenty-five are refused with code_used, and the
 * count says 5. A cancelled checkout gives its use back.
 */
describe.each(databaseKinds())('a discount code’s use limit at thirty parallel checkouts, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    // Thirty members log in from one address: more than the login limit per address allows (Redis counts it).
    await server.settings.set('*', 'login_attempts_per_ip', 1000);
  });
  afterAll(() => server.close());

  const knex = () => server.database.knex;
  const member = async () => {
    const made = await givenMember(knex());
    return { id: made.id, cookie: await sessionCookieFor(server.api, made) };
  };
  const checkout = (who: { cookie: string }, code: string) =>
    server.api.post('/api/checkout.php').set('Cookie', who.cookie).send({ bundle_id: 2, method: 'ideal', consent: true, discount_code: code });

  it('gives the code to exactly five of thirty, and a cancelled one frees a use', async () => {
    const code = `LIMIT5${kind.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
    await new PostgresDiscountCodes(knex()).add(aDiscountCode({ code, percentage: percent(20), maxUses: 5 }), new Date());
    const members = await Promise.all(Array.from({ length: 30 }, () => member()));

    const answers: Response[] = await Promise.all(members.map((who) => checkout(who, code)));

    const taken = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409 && answer.body.error === 'code_used' && answer.body.field === 'discount_code');
    expect(taken).toHaveLength(5);
    expect(refused).toHaveLength(25);
    expect(await knex()('payments').where('discount_code', code).pluck('payment_id')).toHaveLength(5);
    expect(await knex()('discount_redemptions').where('code', code).pluck('id')).toHaveLength(5);
    expect((await knex()('discount_codes').where({ code }).first('uses')).uses).toBe(5);

    // The credits page says so too, before any checkout.
    const late = members[answers.indexOf(refused[0]!)]!;
    const checked = await server.api.get(`/api/discountcode.php?code=${code}`).set('Cookie', late.cookie);
    expect(checked.body).toMatchObject({ error: 'code_used' });

    const first = members[answers.indexOf(taken[0]!)]!;
    const ref = (taken[0]!.body.checkout_url as string).split('/sandbox-checkout/')[1];
    expect((await server.api.post('/api/sandbox-checkout.php').set('Cookie', first.cookie).send({ ref, outcome: 'canceled' })).status).toBe(200);
    expect((await knex()('discount_codes').where({ code }).first('uses')).uses).toBe(4);
    expect((await checkout(late, code)).status).toBe(201);
    expect((await knex()('discount_codes').where({ code }).first('uses')).uses).toBe(5);
  });
});
