import { DirectDebitForm } from './direct-debit-form';
import { testStore } from '../../test/support/web/test-store';

const payment = {
  payment_id: 'HS-ABCDEFGHJK', bundle_id: 2, credits: 120, amount: 19.95, list_amount: 19.95, currency: 'EUR', method: 'sdd', status: 'completed',
  discount_code: null, discount_percentage: 0, created_at: '2026-11-26T12:00:00.000Z', paid_at: '2026-11-26T12:00:00.000Z', checkout_url: null,
} as const;

const filled = (form: DirectDebitForm) => {
  form.set('account_holder', 'A. de Vries');
  form.set('iban', 'NL91 ABNA 0417 1643 00');
  form.set('street', 'Kerkstraat');
  form.set('house_number', '12a');
  form.set('postcode', '1017 GC');
  form.set('city', 'Amsterdam');
  form.set('mobile', '06-12345678');
};

function setUp(routes: Parameters<typeof testStore>[0] = {}) {
  const { store, server } = testStore({
    'POST /api/directdebit-code.php': { status: 200, body: { ok: true, expires_in: 600 } },
    'POST /api/directdebit.php': { status: 201, body: { payment, credits: 120 } },
    ...routes,
  });
  const credits: number[] = [];
  const form = new DirectDebitForm(store.endpoints, { bundleId: 2, country: 'NL' }, (balance) => credits.push(balance));
  return { form, server, credits };
}

describe('the direct-debit form', () => {
  it('sends a code to the mobile number, then the order with every field, and hands on the new balance', async () => {
    const { form, server, credits } = setUp();
    filled(form);

    await form.sendCode();
    expect(form.codeSentTo).toBe('+31612345678');
    expect(server.to('POST', '/api/directdebit-code.php').map((call) => call.body)).toEqual([{ mobile: '06-12345678' }]);

    form.set('sms_code', '123456');
    form.setConsent(true);
    expect(await form.submit()).toBe('HS-ABCDEFGHJK');

    const [sent] = server.to('POST', '/api/directdebit.php');
    expect(sent!.body).toEqual({
      bundle_id: 2, account_holder: 'A. de Vries', iban: 'NL91 ABNA 0417 1643 00', street: 'Kerkstraat', house_number: '12a', postcode: '1017 GC',
      city: 'Amsterdam', mobile: '06-12345678', sms_code: '123456', consent: true,
    });
    expect(sent!.headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(credits).toEqual([120]);
    expect(form.ordered?.payment.payment_id).toBe('HS-ABCDEFGHJK');
    expect(form.busy).toBe(true);
  });

  it('marks a field the member leaves with something wrong in it, and clears it as she types', () => {
    const { form } = setUp();
    form.set('iban', 'NL91 ABNA 0417 1643 01');
    form.leave('iban');
    expect(form.form.errors.iban).toMatchObject({ field: 'iban', reason: 'invalid' });
    form.set('iban', 'NL91 ABNA 0417 1643 00');
    expect(form.form.errors.iban).toBeUndefined();
    form.leave('iban');
    expect(form.form.errors.iban).toBeUndefined();

    form.set('postcode', '10115');
    form.leave('postcode');
    expect(form.form.errors.postcode).toMatchObject({ reason: 'invalid' });
    form.set('postcode', '1017gc');
    form.leave('postcode');
    expect(form.values.postcode).toBe('1017 GC');

    form.leave('city');
    expect(form.form.errors.city).toBeUndefined();
  });

  it('checks every field before sending, the consent too, and sends nothing', async () => {
    const { form, server } = setUp();
    form.set('mobile', '020-1234567');

    expect(await form.submit()).toBeUndefined();

    expect(Object.keys(form.form.errors).sort()).toEqual(['account_holder', 'city', 'consent', 'house_number', 'iban', 'mobile', 'postcode', 'sms_code', 'street']);
    expect(form.form.errors.account_holder).toMatchObject({ reason: 'required' });
    expect(form.form.errors.mobile).toMatchObject({ reason: 'invalid' });
    expect(server.to('POST', '/api/directdebit.php')).toEqual([]);
  });

  it('asks for a code first, and again after the number changed', async () => {
    const { form, server } = setUp();
    filled(form);
    form.setConsent(true);

    await form.submit();
    expect(form.form.errors.sms_code).toMatchObject({ reason: 'need_code' });
    form.set('sms_code', '123456');
    await form.submit();
    expect(form.form.errors.sms_code).toMatchObject({ reason: 'need_code' });

    await form.sendCode();
    form.set('mobile', '06-87654321');
    expect(form.codeSentTo).toBeNull();
    expect(server.to('POST', '/api/directdebit.php')).toEqual([]);
  });

  it('does not text a number that is none', async () => {
    const { form, server } = setUp();
    form.set('mobile', '12');

    await form.sendCode();

    expect(form.form.errors.mobile).toMatchObject({ reason: 'invalid' });
    expect(server.to('POST', '/api/directdebit-code.php')).toEqual([]);
  });

  it('shows a wrong code beside the code field, and the block and the limit for the whole form', async () => {
    for (const [reply, where] of [
      [{ status: 400, body: { error: 'sms_code_invalid', field: 'sms_code', reason: 'wrong' } }, 'field'],
      [{ status: 403, body: { error: 'direct_debit_blocked' } }, 'form'],
      [{ status: 403, body: { error: 'direct_debit_limit' } }, 'form'],
    ] as const) {
      const { form } = setUp({ 'POST /api/directdebit.php': reply });
      filled(form);
      await form.sendCode();
      form.set('sms_code', '123456');
      form.setConsent(true);

      expect(await form.submit()).toBeUndefined();

      const problem = where === 'field' ? form.form.errors.sms_code : form.form.problem;
      expect(problem).toMatchObject({ code: reply.body.error });
      expect(form.busy).toBe(false);
      expect(form.ordered).toBeNull();
    }
  });

  it('says a refused code request (blocked) for the whole form', async () => {
    const { form } = setUp({ 'POST /api/directdebit-code.php': { status: 403, body: { error: 'direct_debit_blocked' } } });
    filled(form);

    await form.sendCode();

    expect(form.codeSentTo).toBeNull();
    expect(form.form.problem).toMatchObject({ code: 'direct_debit_blocked' });
  });
});
