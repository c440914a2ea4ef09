import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresDiscountCodes } from '../../adapters/postgres/postgres-discount-codes';
import { percent } from '../../domain/shared/quantities';
import { aDiscountCode } from '../../test/support/discount-code-mother';
import { givenMember, sessionCookieFor } from '../../test/support/members';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';

/**
 * Issue 22, decision 0044: checkouts fired at the same moment through the API. The code is reserved in the
 * transaction that stores the payment, so one checkout gets it and the others are refused with 409 code_used — on
 * PGlite (one connection: the requests queue) and on PostgreSQL (they race on the unique indexes).
 */
describe.each(databaseKinds())('discount codes at parallel checkouts, on %s', (kind) => {
  let server: TestServer;
  let sequence = 0;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const knex = () => server.database.knex;
  const member = async () => {
    const made = await givenMember(knex());
    return { id: made.id, cookie: await sessionCookieFor(server.api, made) };
  };
  const givenCode = async (percentage: number, validity: 'once' | 'once_per_user') => {
    sequence += 1;
    const code = `RACE${sequence}${kind.toUpperCase()}`;
    await new PostgresDiscountCodes(knex()).add(aDiscountCode({ code, percentage: percent(percentage), validity }), new Date());
    return code;
  };
  const checkout = (who: { cookie: string }, code: string) =>
    server.api.post('/api/checkout.php').set('Cookie', who.cookie).send({ bundle_id: 2, method: 'ideal', consent: true, discount_code: code });
  const sandbox = (who: { cookie: string }, started: Response, outcome: 'paid' | 'canceled') =>
    server.api
      .post('/api/sandbox-checkout.php')
      .set('Cookie', who.cookie)
      .send({ ref: (started.body.checkout_url as string).split('/sandbox-checkout/')[1], outcome });
  const split = (answers: Response[]) => ({
    taken: answers.filter((answer) => answer.status === 201),
    refused: answers.filter((answer) => answer.status === 409 && answer.body.error === 'code_used' && answer.body.field === 'discount_code'),
  });

  it('gives a single-use code to one of eight members checking out with it at once, at 50 % off; paid, it stays hers', async () => {
    const code = await givenCode(50, 'once');
    const members = await Promise.all(Array.from({ length: 8 }, () => member()));

    const answers = await Promise.all(members.map((who) => checkout(who, code)));

    const { taken, refused } = split(answers);
    expect(taken).toHaveLength(1);
    expect(refused).toHaveLength(7);
    expect(taken[0]!.body.payment).toMatchObject({ amount: 9.97, list_amount: 19.95, discount_code: code, discount_percentage: 50 });
    expect(await knex()('payments').where('discount_code', code).pluck('payment_id')).toHaveLength(1);

    const winner = members[answers.indexOf(taken[0]!)]!;
    expect((await sandbox(winner, taken[0]!, 'paid')).status).toBe(200);
    const held = await knex()('discount_redemptions').where('code', code).select('member_id', 'status');
    expect(held.map((row) => [Number(row.member_id), row.status])).toEqual([[winner.id, 'redeemed']]);
    for (const who of members.filter((other) => other !== winner)) expect((await checkout(who, code)).body).toMatchObject({ error: 'code_used' });
  });

  it('gives a single-use code back when the checkout holding it is cancelled', async () => {
    const code = await givenCode(50, 'once');
    const [anna, bram] = [await member(), await member()];
    const annas = await checkout(anna, code);
    expect((await checkout(bram, code)).status).toBe(409);

    expect((await sandbox(anna, annas, 'canceled')).status).toBe(200);
    expect((await checkout(bram, code)).status).toBe(201);
  });

  it('gives a once-per-member code to one checkout of each member, of four each fires at once', async () => {
    const code = await givenCode(10, 'once_per_user');
    const members = await Promise.all(Array.from({ length: 3 }, () => member()));

    const answers = await Promise.all(members.flatMap((who) => Array.from({ length: 4 }, () => checkout(who, code))));

    const { taken, refused } = split(answers);
    expect(taken).toHaveLength(3);
    expect(refused).toHaveLength(9);
    const holders = await knex()('discount_redemptions').where('code', code).orderBy('member_id').pluck('member_id');
    expect(holders.map(Number)).toEqual(members.map((who) => who.id).sort((a, b) => a - b));
  });

  it('gives a new member one of her welcome offers, TIMEBONUS25 or WELKOM, at one of eight checkouts at once; the others are refused, and the banner goes', async () => {
    const anna = await member();
    const codes = ['TIMEBONUS25', 'WELKOM', 'timebonus25', 'welkom', 'TIMEBONUS25', 'WELKOM', 'TIMEBONUS25', 'WELKOM'];

    const answers = await Promise.all(codes.map((code) => checkout(anna, code)));

    const { taken, refused } = split(answers);
    expect(taken).toHaveLength(1);
    expect(refused).toHaveLength(7);
    expect(taken[0]!.body.payment).toMatchObject({ amount: 14.96, discount_percentage: 25 });
    const welcome = () => server.api.get('/api/discountcode.php').query({ welcome: 'true' }).set('Cookie', anna.cookie);
    expect((await welcome()).body).toBeNull();

    expect((await sandbox(anna, taken[0]!, 'canceled')).status).toBe(200);
    expect((await welcome()).body).toMatchObject({ code: 'TIMEBONUS25' });
  });
});
