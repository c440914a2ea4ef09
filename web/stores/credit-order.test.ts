import { cents } from '../../domain/shared/quantities';
import { CreditOrder, withDiscount } from './credit-order';
import { bundle, discount, payment } from '../../test/support/web/money-fixtures';
import { testStore } from '../../test/support/web/test-store';

const checkoutAnswer = { status: 201, body: { payment: payment(), checkout_url: '/sandbox-checkout/sbx_abcdefgh' } };

describe('the order overview', () => {
  it('takes the method of the address when it is one of hers, else her first', () => {
    const { store } = testStore();
    expect(new CreditOrder(bundle(), ['ideal', 'paypal'], 'paypal', null, store.endpoints).method).toBe('paypal');
    expect(new CreditOrder(bundle(), ['ideal', 'paypal'], 'bancontact', null, store.endpoints).method).toBe('ideal');
    expect(new CreditOrder(bundle(), ['ideal', 'paypal'], '', null, store.endpoints).method).toBe('ideal');
  });

  it('refuses to pay before she consents, and sends nothing', async () => {
    const { store, server } = testStore({ 'POST /api/checkout.php': checkoutAnswer });
    const order = new CreditOrder(bundle(), ['ideal'], 'ideal', null, store.endpoints);

    expect(await order.pay()).toBeUndefined();

    expect(order.form.errors.consent).toMatchObject({ field: 'consent', reason: 'required' });
    expect(server.to('POST', '/api/checkout.php')).toEqual([]);
  });

  it('pays with the bundle, the method, her consent and the active discount, and leaves for the checkout', async () => {
    const { store, server } = testStore({ 'POST /api/checkout.php': checkoutAnswer });
    const order = new CreditOrder(bundle(), ['ideal', 'creditcard'], 'ideal', discount(), store.endpoints);
    order.choose('creditcard');
    order.setConsent(true);

    expect(await order.pay()).toBe('/sandbox-checkout/sbx_abcdefgh');

    const [call] = server.to('POST', '/api/checkout.php');
    expect(call!.body).toEqual({ bundle_id: 2, method: 'creditcard', consent: true, discount_code: 'TIMEBONUS25' });
    expect(call!.headers['Idempotency-Key']).toBeTruthy();
    // Busy until the browser has left.
    expect(order.form.busy).toBe(true);
  });

  it('shows the total with the discount, rounded in her favour, and without it for a method it does not fit', () => {
    const { store } = testStore();
    const order = new CreditOrder(bundle(), ['ideal', 'paypal'], 'ideal', discount({ paymentmethods: ['ideal'] }), store.endpoints);
    expect(order.total).toBe(1496);
    order.choose('paypal');
    expect(order.applied).toBeNull();
    expect(order.total).toBe(1995);
    expect(withDiscount(cents(995), discount())).toBe(746);
  });

  it('reckons in cents so the summary adds up, and prices a message at what she pays, not at the list price', () => {
    const { store } = testStore();
    const fifty = bundle({ id: 1, credits: 50, amount: 9.95, discounted_amount: 7.46, messages: 5, price_per_message: 1.49 });
    const order = new CreditOrder(fifty, ['ideal', 'paypal'], 'ideal', discount({ paymentmethods: ['ideal'] }), store.endpoints);
    expect([order.listAmount, order.discountAmount, order.total]).toEqual([995, 249, 746]);
    expect(order.discountAmount + order.total).toBe(order.listAmount);
    expect(order.perMessage).toEqual({ each: 149, exact: false });
    // A method the discount does not fit: the list price, and a message at it.
    order.choose('paypal');
    expect([order.total, order.perMessage]).toEqual([995, { each: 199, exact: true }]);
  });

  it('checks a typed code against the bundle and method, and shows the new total', async () => {
    const { store, server } = testStore({ 'GET /api/discountcode.php': { status: 200, body: discount({ code: 'ZOMER10', percentage: 10, value_percentage: 10, kind: 'code' }) } });
    const order = new CreditOrder(bundle(), ['ideal'], 'ideal', null, store.endpoints);
    order.setCode('ZOMER10');

    await order.applyCode();

    expect(server.to('GET', '/api/discountcode.php')[0]!.query).toEqual({ code: 'ZOMER10', bundle_id: '2', method: 'ideal' });
    expect(order.applied?.code).toBe('ZOMER10');
    expect(order.total).toBe(1795);
  });

  it.each(['code_not_found', 'code_used', 'code_invalid'])('puts %s beside the code field and drops the discount', async (code) => {
    const { store } = testStore({ 'GET /api/discountcode.php': { status: 422, body: { error: code } } });
    const order = new CreditOrder(bundle(), ['ideal'], 'ideal', discount(), store.endpoints);
    order.setCode('NOPE');

    await order.applyCode();

    expect(order.form.errors.discount_code?.code).toBe(code);
    expect(order.form.problem).toBeNull();
    expect(order.discount).toBeNull();
    expect(order.total).toBe(1995);
  });

  it('refuses a code with characters no code has without asking the server', async () => {
    const { store, server } = testStore();
    const order = new CreditOrder(bundle(), ['ideal'], 'ideal', null, store.endpoints);
    order.setCode('25% OFF!');
    await order.applyCode();
    expect(order.form.errors.discount_code?.code).toBe('code_invalid');
    expect(server.calls).toEqual([]);
  });

  it('sends direct debit to its own form instead of a checkout', async () => {
    const { store, server } = testStore();
    const order = new CreditOrder(bundle(), ['sdd', 'ideal'], 'sdd', null, store.endpoints);
    order.setConsent(true);
    expect(await order.pay()).toBe('/directdebit?bundle=2');
    expect(server.calls).toEqual([]);
  });

  it('shows a refused checkout and lets her try again', async () => {
    const { store } = testStore({ 'POST /api/checkout.php': { status: 422, body: { error: 'invalid_input', field: 'method', reason: 'not_offered' } } });
    const order = new CreditOrder(bundle(), ['ideal'], 'ideal', null, store.endpoints);
    order.setConsent(true);
    expect(await order.pay()).toBeUndefined();
    expect(order.form.errors.method).toMatchObject({ code: 'invalid_input', field: 'method' });
    expect(order.form.busy).toBe(false);
  });
});
