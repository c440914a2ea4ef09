import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, sessionCookieFor, type GivenMember } from '../../test/support/members';
import { deliveredOutbox } from '../../test/support/outbox';
import { databaseKinds } from '../../test/support/test-databases';
import { startTestServer, type TestServer } from '../../test/support/test-server';

const MOBILE = '+31612345678';

describe.each(databaseKinds())('direct debit on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const knex = () => server.database.knex;
  const member = async (options: { country?: string } = {}): Promise<GivenMember & { cookie: string }> => {
    const made = await givenMember(knex(), { name: 'Anna', ...options });
    return { ...made, cookie: await sessionCookieFor(server.api, made) };
  };
  const requestCode = (who: { cookie: string }, mobile = '06-12345678') => server.api.post('/api/directdebit-code.php').set('Cookie', who.cookie).send({ mobile });
  /** The code as the member reads it on her phone: the newest SMS to the number in the outbox. */
  const smsCode = async (to = MOBILE): Promise<string> => {
    await deliveredOutbox(knex());
    const sms = await knex()('sms_outbox').where({ to }).orderBy('id', 'desc').first();
    return /(\d{6})/.exec(sms.text)![1]!;
  };
  const form = (change: Record<string, unknown> = {}) => ({
    bundle_id: 2,
    account_holder: 'A. de Vries',
    iban: 'nl91 abna 0417 1643 00',
    street: 'Kerkstraat',
    house_number: '12a',
    postcode: '1017gc',
    city: 'Amsterdam',
    mobile: '06 1234 5678',
    consent: true,
    ...change,
  });
  const order = (who: { cookie: string }, body: Record<string, unknown>, key?: string) => {
    const request = server.api.post('/api/directdebit.php').set('Cookie', who.cookie);
    if (key) request.set('Idempotency-Key', key);
    return request.send(body);
  };
  const account = async (id: number) => {
    const row = await knex()('members').where({ id }).first('credits', 'paid_user');
    const ledger = await knex()('credit_ledger').where({ member_id: id }).sum({ total: 'amount' }).first();
    const payments = await knex()('payments').where({ member_id: id }).select('payment_id', 'status', 'method', 'provider', 'amount_cents');
    return { credits: Number(row.credits), ledger: Number(ledger?.total ?? 0), paid: row.paid_user as boolean, payments };
  };
  /** Earlier direct-debit orders, as the limit counts them. */
  const orderedBefore = async (id: number, amountCents: number) => {
    const now = new Date();
    await knex()('payments').insert({
      payment_id: `DD-SEED${randomUUID().slice(0, 8).toUpperCase()}`, member_id: id, domain: 'localhost', bundle_id: 3, credits: 300,
      list_amount_cents: amountCents, amount_cents: amountCents, currency: 'EUR', method: 'sdd', status: 'completed', provider: 'direct_debit',
      consent_at: now, created_at: now, updated_at: now, paid_at: now,
    });
  };

  it('orders a bundle: the credits arrive once, she becomes premium, the payment is completed by sdd', async () => {
    const anna = await member();
    expect((await requestCode(anna)).body).toEqual({ ok: true, expires_in: 600 });

    const response = await order(anna, form({ sms_code: await smsCode() }));

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ credits: 120, payment: { credits: 120, amount: 19.95, method: 'sdd', status: 'completed', currency: 'EUR' } });
    expect(response.body.payment.payment_id).toMatch(/^HS-[A-Z0-9]{10}$/);
    expect(await account(anna.id)).toMatchObject({ credits: 120, ledger: 120, paid: true, payments: [{ status: 'completed', method: 'sdd', provider: 'direct_debit', amount_cents: 1995 }] });
    const mandate = await knex()('direct_debit_mandates').where({ member_id: anna.id }).first();
    expect(mandate).toMatchObject({ payment_id: response.body.payment.payment_id, iban: 'NL91ABNA0417164300', postcode: '1017 GC', mobile: MOBILE, account_holder: 'A. de Vries' });
    expect(await knex()('sms_codes').where({ member_id: anna.id }).first('code_digest', 'used_at')).toMatchObject({ used_at: expect.any(Date) });
    expect(JSON.stringify(await knex()('sms_codes').where({ member_id: anna.id }))).not.toContain(`"${await smsCode()}"`);
  });

  it('keeps the SMS in the outbox, shown in the development mailbox beside the mails', async () => {
    const anna = await member();
    await requestCode(anna, '+31 6 5555 0000').expect(200);

    const latest = await server.api.get('/dev/mailbox/sms/latest.json').query({ to: '+31655550000' });
    expect(latest.body).toMatchObject({ to: '+31655550000', text: expect.stringMatching(/^Je Hartslag-code is \d{6}\. De code is 10 minuten geldig\.$/) });
    expect((await server.api.get('/dev/mailbox')).text).toContain('+31655550000');
    expect((await server.api.get('/dev/mailbox/sms/latest.json').query({ to: '+31600000000' })).status).toBe(404);
  });

  it('texts no code to the site’s own support phone, however she writes it: 400 on mobile with reason support_phone (SPEC §5)', async () => {
    const anna = await member();
    await server.settings.set('*', 'support_phone', '06-5555 1234');
    try {
      for (const typed of ['06-5555 1234', '0655551234', '+31 6 55551234']) {
        const response = await requestCode(anna, typed);
        expect(response.status, typed).toBe(400);
        expect(response.body, typed).toEqual({ error: 'invalid_input', field: 'mobile', reason: 'support_phone' });
      }
      await deliveredOutbox(knex());
      expect(await knex()('sms_outbox').where('to', '+31655551234').select('to')).toEqual([]);
      await requestCode(anna, '06-55551235').expect(200);
    } finally {
      await server.settings.set('*', 'support_phone', '020-123 45 67');
    }
  });

  it('texts no code to satellite, premium-rate or landline numbers: 400 on mobile, nothing sent; a Dutch and a Belgian mobile get one', async () => {
    const anna = await member();
    const refused = [
      ['+882 1234567890', 'not_mobile'],
      ['+883 5100 123456', 'not_mobile'],
      ['+979 123456789', 'not_mobile'],
      // Dutch numbers that are no 06 are turned away by their shape already (bff/contract, also in the browser).
      ['0900-1234567', 'invalid'],
      ['+31 900 123456', 'invalid'],
      ['020-1234567', 'invalid'],
      ['+31 20 1234567', 'invalid'],
    ];
    for (const [mobile, reason] of refused) {
      const response = await requestCode(anna, mobile!);
      expect(response.status, mobile).toBe(400);
      expect(response.body, mobile).toEqual({ error: 'invalid_input', field: 'mobile', reason });
    }
    await deliveredOutbox(knex());
    expect(await knex()('sms_outbox').whereIn('to', ['+8821234567890', '+8835100123456', '+979123456789', '+31900123456', '+31201234567']).select('to')).toEqual([]);

    // The refusals used none of her 3 codes an hour: a Dutch 06 and a Belgian mobile (Belgium is served) get theirs.
    await requestCode(anna, '06-12345678').expect(200);
    await requestCode(anna, '+32 470 12 34 56').expect(200);
    expect(await smsCode('+32470123456')).toMatch(/^\d{6}$/);
  });

  it('refuses both calls to a visitor with the 403 of SPEC §8', async () => {
    for (const call of [server.api.post('/api/directdebit-code.php').send({ mobile: MOBILE }), server.api.post('/api/directdebit.php').send(form({ sms_code: '123456' }))]) {
      const response = await call;
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: 'authentication required' });
    }
  });

  it('answers bad input with 400 naming the field, and orders nothing', async () => {
    const anna = await member();
    await requestCode(anna).expect(200);
    const code = await smsCode();
    const cases: [Record<string, unknown>, string][] = [
      [{ iban: 'NL91ABNA0417164301' }, 'iban'],
      [{ iban: 'GB00 1234' }, 'iban'],
      [{ consent: false }, 'consent'],
      [{ consent: undefined }, 'consent'],
      [{ postcode: '!!' }, 'postcode'],
      [{ postcode: '10115' }, 'postcode'],
      [{ mobile: '020-1234567' }, 'mobile'],
      [{ account_holder: '  ' }, 'account_holder'],
      [{ sms_code: '12345' }, 'sms_code'],
      [{ bundle_id: 'twee' }, 'bundle_id'],
    ];
    for (const [change, field] of cases) {
      const response = await order(anna, form({ sms_code: code, ...change }));
      expect(response.status, field).toBe(400);
      expect(response.body).toMatchObject({ error: 'invalid_input', field });
    }
    expect((await requestCode(anna, '12')).body).toMatchObject({ error: 'invalid_input', field: 'mobile' });
    expect((await account(anna.id)).payments).toEqual([]);
    // The Dutch postcode is checked against her country before any code is tried: the code still works.
    expect((await order(anna, form({ sms_code: code }))).status).toBe(201);
  });

  it('refuses a wrong code and an expired one with sms_code_invalid', async () => {
    const anna = await member();
    await requestCode(anna).expect(200);
    const code = await smsCode();
    const wrong = code === '000000' ? '000001' : '000000';

    const refused = await order(anna, form({ sms_code: wrong }));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'sms_code_invalid', field: 'sms_code', reason: 'wrong' });

    await knex()('sms_codes').where({ member_id: anna.id }).update({ expires_at: new Date(Date.now() - 1000) });
    const expired = await order(anna, form({ sms_code: code }));
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ error: 'sms_code_invalid', reason: 'expired' });
    expect((await account(anna.id)).payments).toEqual([]);
  });

  it('gives a code 5 tries, then not even the right digits open it', async () => {
    const anna = await member();
    await requestCode(anna).expect(200);
    const code = await smsCode();
    const wrong = code === '000000' ? '000001' : '000000';
    const tries = await Promise.all(Array.from({ length: 8 }, () => order(anna, form({ sms_code: wrong }))));
    expect(tries.map((r) => r.body.reason).sort()).toEqual([...Array(3).fill('too_many_tries'), ...Array(5).fill('wrong')]);

    expect((await order(anna, form({ sms_code: code }))).body).toMatchObject({ error: 'sms_code_invalid', reason: 'too_many_tries' });
    expect((await account(anna.id)).credits).toBe(0);
  });

  it("never takes another member's code", async () => {
    const [anna, bram] = [await member(), await member()];
    await requestCode(bram).expect(200);
    const bramsCode = await smsCode();
    await requestCode(anna).expect(200);
    const annasCode = await smsCode();
    expect(annasCode === bramsCode && 'same digits by chance').toBe(false);

    const response = await order(anna, form({ sms_code: bramsCode }));

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'sms_code_invalid' });
    expect((await account(anna.id)).payments).toEqual([]);
    expect((await order(bram, form({ sms_code: bramsCode }))).status).toBe(201);
  });

  it('sends 3 codes an hour, then 429', async () => {
    const anna = await member();
    for (let i = 0; i < 3; i += 1) await requestCode(anna).expect(200);

    const refused = await requestCode(anna);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('refuses a blocked member with 403 direct_debit_blocked, sending no code and ordering nothing', async () => {
    const anna = await member();
    await requestCode(anna).expect(200);
    const code = await smsCode();
    await knex()('members').where({ id: anna.id }).update({ direct_debit_blocked: true });
    await deliveredOutbox(knex());
    const texts = await knex()('sms_outbox').count({ n: '*' }).first();

    expect((await requestCode(anna)).body).toEqual({ error: 'direct_debit_blocked' });
    const response = await order(anna, form({ sms_code: code }));
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 'direct_debit_blocked' });
    await deliveredOutbox(knex());
    expect(await knex()('sms_outbox').count({ n: '*' }).first()).toEqual(texts);
    expect((await account(anna.id)).payments).toEqual([]);
  });

  it('refuses an order past the limit with 403 direct_debit_limit', async () => {
    const anna = await member();
    await orderedBefore(anna.id, 13_006);
    await requestCode(anna).expect(200);
    const code = await smsCode();

    const response = await order(anna, form({ sms_code: code, bundle_id: 2 }));
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 'direct_debit_limit' });
    // Exactly up to the limit is allowed: 130.06 + 19.95 would be 150.01; 130.06 + 9.95 is 140.01.
    expect((await order(anna, form({ sms_code: code, bundle_id: 1 }))).status).toBe(201);
  });

  it('credits once for a retried request with the same Idempotency-Key', async () => {
    const anna = await member();
    await requestCode(anna).expect(200);
    const body = form({ sms_code: await smsCode() });
    const key = randomUUID();

    const first = await order(anna, body, key);
    const retry = await order(anna, body, key);

    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await account(anna.id)).toMatchObject({ credits: 120, ledger: 120, payments: [expect.anything()] });
  });

  it('lets parallel orders, each with a good code of its own, pass the limit only together within it', async () => {
    const anna = await member();
    await orderedBefore(anna.id, 11_005);
    const numbers = ['+31611111111', '+31622222222', '+31633333333'];
    const codes: string[] = [];
    for (const mobile of numbers) {
      await requestCode(anna, mobile).expect(200);
      codes.push(await smsCode(mobile));
    }

    // 110.05 ordered: room for one bundle of 39.95, not two.
    const responses = await Promise.all(numbers.map((mobile, i) => order(anna, form({ bundle_id: 3, mobile, sms_code: codes[i] }))));

    expect(responses.map((r) => r.status).sort()).toEqual([201, 403, 403]);
    expect(responses.filter((r) => r.status === 403).map((r) => r.body.error)).toEqual(['direct_debit_limit', 'direct_debit_limit']);
    expect(await account(anna.id)).toMatchObject({ credits: 300, ledger: 300 });
  });
});
