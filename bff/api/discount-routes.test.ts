import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresDiscountCodes } from '../../adapters/postgres/postgres-discount-codes';
import { PostgresDiscountRedemptions } from '../../adapters/postgres/postgres-discount-redemptions';
import { isWelcomeOffer } from '../../domain/discounts/code-reservation';
import type { DiscountCode } from '../../domain/discounts/discount';
import type { MemberId } from '../../domain/shared/ids';
import { cents, percent } from '../../domain/shared/quantities';
import { givenMember, sessionCookieFor, type GivenMember } from '../../test/support/members';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { aDiscountCode } from '../../test/support/discount-code-mother';

const HOUR = 3_600_000;

describe.each(databaseKinds())('GET /api/discountcode.php on %s', (kind) => {
  let server: TestServer;
  let codes: PostgresDiscountCodes;
  beforeAll(async () => {
    server = await startTestServer(kind);
    codes = new PostgresDiscountCodes(server.database.knex);
  });
  afterAll(() => server.close());

  const knex = () => server.database.knex;
  const member = async (options: Parameters<typeof givenMember>[1] & { signedUpHoursAgo?: number } = {}) => {
    const made: GivenMember = await givenMember(knex(), options);
    if (options.signedUpHoursAgo !== undefined) await knex()('members').where('id', made.id).update({ signup_date: new Date(Date.now() - options.signedUpHoursAgo * HOUR) });
    return { ...made, cookie: await sessionCookieFor(server.api, made) };
  };
  const ask = (who: { cookie: string }, query: Record<string, string | number>) => server.api.get('/api/discountcode.php').query(query).set('Cookie', who.cookie);
  let sequence = 0;
  const givenCode = async (changes: Partial<DiscountCode> = {}) => {
    sequence += 1;
    const code = aDiscountCode({ code: `CODE${sequence}${kind.toUpperCase()}`, ...changes });
    await codes.add(code, new Date());
    return code.code;
  };
  const redeem = (code: string, memberId: MemberId) =>
    new PostgresDiscountRedemptions(knex()).redeem({ code, memberId, paymentId: `P-${code}-${memberId}`, welcome: isWelcomeOffer(code), at: new Date() });

  it('answers welcome=true with the time bonus of a new non-paid member, never cached', async () => {
    const anna = await member();
    const response = await ask(anna, { welcome: 'true' });

    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatchObject({
      code: 'TIMEBONUS25',
      kind: 'time_bonus',
      user_id: anna.id,
      value_percentage: 25,
      percentage: 25,
      validity: 'once_per_user',
      status: 'active',
      expired: false,
      country: null,
      currency: 'EUR',
      minimum_order_value: 0,
      paymentmethods: [],
    });
    const left = new Date(response.body.expires).getTime() - Date.now();
    expect(left).toBeGreaterThan(4 * HOUR - 60_000);
    expect(left).toBeLessThanOrEqual(4 * HOUR);
  });

  it('answers welcome=true with the welcome discount once the time bonus is over, and null when none applies', async () => {
    expect((await ask(await member({ signedUpHoursAgo: 5 }), { welcome: 'true' })).body).toMatchObject({ code: 'WELKOM', kind: 'welcome', value_percentage: 25 });
    for (const who of [await member({ signedUpHoursAgo: 49 }), await member({ paidUser: true })]) {
      const response = await ask(who, { welcome: 'true' });
      expect(response.status).toBe(200);
      expect(response.body).toBeNull();
    }
  });

  it('checks a typed code, in any case, against the bundle and method chosen', async () => {
    const anna = await member();
    const code = await givenCode({ percentage: percent(15), minimumOrder: cents(1000), paymentMethods: ['ideal'], country: 'NL' });

    const response = await ask(anna, { code: code.toLowerCase(), bundle_id: 2, method: 'ideal' });

    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatchObject({ code, kind: 'code', value_percentage: 15, minimum_order_value: 10, paymentmethods: ['ideal'], country: 'NL', user_id: null });
  });

  it('takes TIMEBONUS25 as a typed code for the member it belongs to', async () => {
    expect((await ask(await member(), { code: 'timebonus25', bundle_id: 1 })).body).toMatchObject({ code: 'TIMEBONUS25', kind: 'time_bonus' });
  });

  it('refuses an unknown code with 404 code_not_found', async () => {
    const response = await ask(await member(), { code: 'NOGNIETBEDACHT' });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: 'code_not_found', field: 'discount_code' });
  });

  it('refuses a code she used with 409 code_used, and a code valid once that another used', async () => {
    const anna = await member();
    const bram = await member();
    const hers = await givenCode();
    const once = await givenCode({ validity: 'once' });
    await redeem(hers, anna.id);
    await redeem(once, bram.id);
    await redeem('TIMEBONUS25', anna.id);

    for (const code of [hers, once, 'TIMEBONUS25']) {
      const response = await ask(anna, { code });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ error: 'code_used', field: 'discount_code' });
    }
  });

  it('refuses with 422 code_invalid a code disabled, expired, of another country, below its minimum, for another method or currency', async () => {
    const anna = await member();
    const cases: [Partial<DiscountCode>, Record<string, string | number>][] = [
      [{ status: 'disabled' }, {}],
      [{ expiresAt: new Date(Date.now() - 1000) }, {}],
      [{ country: 'BE' }, {}],
      [{ minimumOrder: cents(5000) }, { bundle_id: 2 }],
      [{ paymentMethods: ['paypal'] }, { method: 'ideal' }],
      [{ currency: 'GBP' }, { bundle_id: 1 }],
    ];
    for (const [changes, order] of cases) {
      const response = await ask(anna, { code: await givenCode(changes), ...order });
      expect(response.status, JSON.stringify(changes)).toBe(422);
      expect(response.body).toMatchObject({ error: 'code_invalid', field: 'discount_code' });
    }
    expect((await ask(await member({ signedUpHoursAgo: 5 }), { code: 'TIMEBONUS25' })).body).toMatchObject({ error: 'code_invalid' });
  });

  it("refuses another member's personal code with code_invalid and tells nothing of it, used or not", async () => {
    const anna = await member();
    const bram = await member();
    const unused = await givenCode({ memberId: bram.id });
    const used = await givenCode({ memberId: bram.id, validity: 'once' });
    await redeem(used, bram.id);

    for (const code of [unused, used]) {
      const response = await ask(anna, { code });
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ error: 'code_invalid', field: 'discount_code', reason: 'not valid' });
    }
    expect((await ask(bram, { code: unused })).body).toMatchObject({ code: unused, user_id: bram.id });
  });

  it('takes 25% off a checkout with TIMEBONUS25, which then is used: no time bonus, and the code refused as used', async () => {
    const anna = await member();
    const started = await server.api.post('/api/checkout.php').set('Cookie', anna.cookie).send({ bundle_id: 2, method: 'ideal', consent: true, discount_code: 'TIMEBONUS25' });
    expect(started.status).toBe(201);
    expect(started.body.payment).toMatchObject({ amount: 14.96, list_amount: 19.95, discount_code: 'TIMEBONUS25', discount_percentage: 25 });
    const ref = (started.body.checkout_url as string).split('/sandbox-checkout/')[1];
    expect((await server.api.post('/api/sandbox-checkout.php').set('Cookie', anna.cookie).send({ ref, outcome: 'paid' })).status).toBe(200);

    expect((await ask(anna, { welcome: 'true' })).body).toBeNull();
    expect((await ask(anna, { code: 'TIMEBONUS25' })).body).toMatchObject({ error: 'code_used' });
    const again = await server.api.post('/api/checkout.php').set('Cookie', anna.cookie).send({ bundle_id: 2, method: 'ideal', consent: true, discount_code: 'TIMEBONUS25' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'code_used', field: 'discount_code' });
  });

  it('answers 429 with Retry-After once a member has tried 30 codes in an hour', async () => {
    const anna = await member();
    for (let i = 0; i < 30; i += 1) expect((await ask(anna, { code: `GOK${i}` })).status).toBe(404);
    const refused = await ask(anna, { code: 'GOK30' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask(await member(), { code: 'GOK30' })).status).toBe(404);
  });

  it('answers a visitor with the 403 of SPEC §8, whatever the query', async () => {
    for (const query of [{ welcome: 'true' }, { code: 'TIMEBONUS25' }, {}]) {
      const response = await server.api.get('/api/discountcode.php').query(query);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: 'authentication required' });
    }
  });

  it('answers bad input with 400 naming the field', async () => {
    const anna = await member();
    const cases: [Record<string, string>, string][] = [
      [{}, 'code'],
      [{ code: 'met spatie' }, 'code'],
      [{ code: 'x'.repeat(41) }, 'code'],
      [{ welcome: 'ja' }, 'welcome'],
      [{ code: 'ZOMER', bundle_id: 'twee' }, 'bundle_id'],
      [{ code: 'ZOMER', method: 'cash' }, 'method'],
    ];
    for (const [query, field] of cases) {
      const response = await ask(anna, query);
      expect(response.status, JSON.stringify(query)).toBe(400);
      expect(response.body).toMatchObject({ error: 'invalid_input', field });
    }
    const unknownBundle = await ask(anna, { code: 'TIMEBONUS25', bundle_id: 999 });
    expect(unknownBundle.status).toBe(404);
    expect(unknownBundle.body).toMatchObject({ error: 'not_found', field: 'bundle_id' });
  });
});
