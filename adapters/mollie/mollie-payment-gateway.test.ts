import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cents } from '../../domain/shared/quantities';
import type { PaymentMethod } from '../../domain/payments/payment-method';
import type { CheckoutRequest } from '../../domain/payments/ports';
import { startFakeMollie, type FakeMollie, type FakeMollieStatus } from '../../test/support/fake-mollie';
import { MollieGatewayError, MolliePaymentGateway, centsOfAmount, mollieAmountValue } from './mollie-payment-gateway';

const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  paymentId: 'pay_0001',
  amount: cents(1995),
  currency: 'EUR',
  method: 'ideal',
  description: 'Hartslag: 100 credits',
  returnUrl: 'https://hartslag.nl/payment/pay_0001',
  webhookUrl: 'https://hartslag.nl/api/payment-webhook.php',
  ...overrides,
});

describe('the Mollie payment gateway (a fake Mollie on loopback)', () => {
  let fake: FakeMollie;
  let gateway: MolliePaymentGateway;

  beforeAll(async () => {
    fake = await startFakeMollie();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.trouble(null);
    gateway = new MolliePaymentGateway({ apiKey: fake.apiKey, apiEndpoint: fake.apiEndpoint, timeoutMs: 3000 });
  });

  const lastCreate = () => fake.requests.filter((r) => r.method === 'POST').at(-1)!;

  it('writes cents as Mollie\'s exact amount string, with no float arithmetic', () => {
    expect(mollieAmountValue(1995)).toBe('19.95');
    expect(mollieAmountValue(5)).toBe('0.05');
    expect(mollieAmountValue(10)).toBe('0.10');
    expect(mollieAmountValue(100)).toBe('1.00');
    expect(mollieAmountValue(1)).toBe('0.01');
    // 0.29 * 100 is 28.999… in floats: whole-number arithmetic keeps it exact.
    expect(mollieAmountValue(29)).toBe('0.29');
    expect(mollieAmountValue(123456789)).toBe('1234567.89');
    expect(() => mollieAmountValue(0)).toThrow(RangeError);
    expect(() => mollieAmountValue(-100)).toThrow(RangeError);
    expect(() => mollieAmountValue(19.5)).toThrow(RangeError);
  });

  it('creates the payment at Mollie with the amount, description, return and webhook addresses and our payment id, and gives back its id and checkout link', async () => {
    const checkout = await gateway.createCheckout(request());
    expect(checkout.providerRef).toMatch(/^tr_[A-Za-z0-9]+$/);
    expect(checkout.checkoutUrl).toBe(`https://www.mollie.com/checkout/select-method/${checkout.providerRef.slice(3)}`);
    expect(lastCreate().body).toEqual({
      amount: { currency: 'EUR', value: '19.95' },
      description: 'Hartslag: 100 credits',
      redirectUrl: 'https://hartslag.nl/payment/pay_0001',
      webhookUrl: 'https://hartslag.nl/api/payment-webhook.php',
      method: 'ideal',
      metadata: { payment_id: 'pay_0001' },
    });
    expect(fake.payment(checkout.providerRef)).toMatchObject({ amount: { currency: 'EUR', value: '19.95' }, status: 'open' });
  });

  it('sends five cents as 0.05', async () => {
    const checkout = await gateway.createCheckout(request({ amount: cents(5) }));
    expect(fake.payment(checkout.providerRef)!.amount).toEqual({ currency: 'EUR', value: '0.05' });
  });

  it('sends the API key as a Bearer token, and a wrong key gets nothing', async () => {
    await gateway.createCheckout(request());
    expect(lastCreate().authorization).toBe(`Bearer ${fake.apiKey}`);
    const stranger = new MolliePaymentGateway({ apiKey: 'test_SomeoneElsesKey0123456789abcd', apiEndpoint: fake.apiEndpoint });
    const error = await stranger.createCheckout(request()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MollieGatewayError);
    expect((error as MollieGatewayError).statusCode).toBe(401);
    expect((error as Error).message).not.toContain('SomeoneElsesKey');
  });

  it.each([
    ['ideal', 'ideal'],
    ['bancontact', 'bancontact'],
    ['creditcard', 'creditcard'],
    ['paypal', 'paypal'],
    ['applepay', 'applepay'],
    ['sct', 'banktransfer'],
  ] as const)('asks Mollie for %s as %s', async (ours, theirs) => {
    await gateway.createCheckout(request({ method: ours }));
    expect((lastCreate().body as { method?: string }).method).toBe(theirs);
  });

  it('sends no method for "others", so the member chooses at Mollie', async () => {
    await gateway.createCheckout(request({ method: 'others' }));
    expect(lastCreate().body).not.toHaveProperty('method');
  });

  it('refuses direct debit (ours, on /directdebit) and never asks Mollie', async () => {
    const before = fake.requests.length;
    await expect(gateway.createCheckout(request({ method: 'sdd' as PaymentMethod }))).rejects.toThrow(/direct debit/);
    expect(fake.requests.length).toBe(before);
  });

  it('refuses a currency Mollie takes without decimals, and a refused payment (422) throws', async () => {
    await expect(gateway.createCheckout(request({ currency: 'JPY' }))).rejects.toThrow(/JPY/);
    const error = await gateway.createCheckout(request({ description: '' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MollieGatewayError);
    expect((error as MollieGatewayError).statusCode).toBe(422);
  });

  it.each([
    ['open', 'open'],
    ['pending', 'pending'],
    ['authorized', 'pending'],
    ['paid', 'paid'],
    ['failed', 'failed'],
    ['canceled', 'canceled'],
    ['expired', 'expired'],
  ] as const)('reads Mollie\'s status %s back as %s', async (theirs: FakeMollieStatus, ours) => {
    const { providerRef } = await gateway.createCheckout(request());
    fake.setStatus(providerRef, theirs);
    expect(await gateway.fetchStatus(providerRef)).toBe(ours);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v2/payments/${providerRef}`, authorization: `Bearer ${fake.apiKey}` });
  });

  it('throws for a payment Mollie does not know, and never sends Mollie what is not a payment id', async () => {
    const error = await gateway.fetchStatus('tr_DoesNotExist1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MollieGatewayError);
    expect((error as MollieGatewayError).statusCode).toBe(404);
    const before = fake.requests.length;
    await expect(gateway.fetchStatus('tr_../../v2/payments')).rejects.toThrow(MollieGatewayError);
    await expect(gateway.fetchStatus('ord_123')).rejects.toThrow(MollieGatewayError);
    expect(fake.requests.length).toBe(before);
  });

  it('throws, never a status, when Mollie answers 500 (after the client\'s own retries)', async () => {
    const { providerRef } = await gateway.createCheckout(request());
    fake.setStatus(providerRef, 'paid');
    fake.trouble(500);
    const before = fake.requests.length;
    const error = await gateway.fetchStatus(providerRef).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MollieGatewayError);
    expect((error as MollieGatewayError).statusCode).toBe(500);
    expect(fake.requests.length - before).toBe(3);
    await expect(gateway.createCheckout(request())).rejects.toThrow(MollieGatewayError);
  });

  it('throws when the connection drops, and when Mollie does not answer in time', async () => {
    const { providerRef } = await gateway.createCheckout(request());
    fake.trouble('reset');
    await expect(gateway.fetchStatus(providerRef)).rejects.toThrow(MollieGatewayError);
    fake.trouble('hang');
    const impatient = new MolliePaymentGateway({ apiKey: fake.apiKey, apiEndpoint: fake.apiEndpoint, timeoutMs: 200 });
    await expect(impatient.fetchStatus(providerRef)).rejects.toThrow(/did not answer within 200 ms/);
  });

  it('throws when nothing listens at the endpoint', async () => {
    const nowhere = new MolliePaymentGateway({ apiKey: fake.apiKey, apiEndpoint: 'https://127.0.0.1:1/v2/', timeoutMs: 3000 });
    await expect(nowhere.fetchStatus('tr_Anything1')).rejects.toThrow(MollieGatewayError);
    await expect(nowhere.createCheckout(request())).rejects.toThrow(MollieGatewayError);
  });

  it('refuses a key that is not a Mollie key and an endpoint that is not https, without repeating the key', () => {
    expect(() => new MolliePaymentGateway({ apiKey: 'sk_live_secretsecret' })).toThrow(/MOLLIE_API_KEY/);
    expect(() => new MolliePaymentGateway({ apiKey: 'sk_live_secretsecret' })).not.toThrow(/secretsecret/);
    expect(() => new MolliePaymentGateway({ apiKey: fake.apiKey, apiEndpoint: 'http://127.0.0.1:9/v2/' })).toThrow(/https/);
  });
  describe('refunds and chargebacks (decision 0076)', () => {
    const paid = async () => {
      const { providerRef } = await gateway.createCheckout(request());
      fake.setStatus(providerRef, 'paid');
      return providerRef;
    };

    it('refunds part of a paid payment through POST /v2/payments/{id}/refunds with amount, description and our key as Idempotency-Key', async () => {
      const providerRef = await paid();
      const { refundRef } = await gateway.refund({ providerRef, amount: cents(500), currency: 'EUR', description: 'Refund pay_0001', idempotencyKey: 'key-0001-abcdef' });
      expect(refundRef).toMatch(/^re_[A-Za-z0-9]+$/);
      expect(fake.requests.at(-1)).toMatchObject({
        method: 'POST',
        path: `/v2/payments/${providerRef}/refunds`,
        authorization: `Bearer ${fake.apiKey}`,
        idempotencyKey: 'key-0001-abcdef',
        body: { amount: { currency: 'EUR', value: '5.00' }, description: 'Refund pay_0001' },
      });
      expect(fake.payment(providerRef)!.refundedCents).toBe(500);
    });

    it('refunds once when the same key is sent twice (a retry), and throws when more is asked than remains', async () => {
      const providerRef = await paid();
      const once = { providerRef, amount: cents(1995), currency: 'EUR', description: 'Refund', idempotencyKey: 'key-retry-123456' };
      const first = await gateway.refund(once);
      const again = await gateway.refund(once);
      expect(again.refundRef).toBe(first.refundRef);
      expect(fake.refunds().filter((refund) => refund.paymentId === providerRef)).toHaveLength(1);
      const error = await gateway.refund({ ...once, amount: cents(1), idempotencyKey: 'key-other-123456' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MollieGatewayError);
      expect((error as MollieGatewayError).statusCode).toBe(422);
    });

    it('never sends Mollie a refund for what is not a payment id, and throws when Mollie is down', async () => {
      const before = fake.requests.length;
      await expect(gateway.refund({ providerRef: 'tr_../x', amount: cents(1), currency: 'EUR', description: 'x', idempotencyKey: 'key-bad-1234567' })).rejects.toThrow(MollieGatewayError);
      expect(fake.requests.length).toBe(before);
      const providerRef = await paid();
      fake.trouble(500);
      await expect(gateway.refund({ providerRef, amount: cents(1), currency: 'EUR', description: 'x', idempotencyKey: 'key-down-123456' })).rejects.toThrow(MollieGatewayError);
    });

    it('reads amountChargedBack as cents: 0 when there is none, what the bank took back after a chargeback', async () => {
      const providerRef = await paid();
      expect(await gateway.chargedBack(providerRef)).toBe(0);
      fake.chargeBack(providerRef, '19.95');
      expect(await gateway.chargedBack(providerRef)).toBe(1995);
      expect(centsOfAmount('0.05')).toBe(5);
      expect(() => centsOfAmount('1.5')).toThrow(MollieGatewayError);
    });
  });
});
