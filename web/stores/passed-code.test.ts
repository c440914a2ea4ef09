import { bundle, discount } from '../../test/support/web/money-fixtures';
import { codeOfQuery, offerWithCode, passedCode } from './passed-code';
import type { ApiCreditOffer } from '../../bff/contract/api-types';

const offer = (): ApiCreditOffer => ({
  country: 'NL',
  bundles: [
    bundle({ id: 1, credits: 50, amount: 9.95, discounted_amount: 7.46, messages: 5, price_per_message: 1.49 }),
    bundle({ id: 2, credits: 250, amount: 39.95, discounted_amount: 29.96, messages: 25, price_per_message: 1.2 }),
  ],
  methods: ['ideal'],
  message_credits: 10,
  discount: discount(),
});

describe('a discount code in the address of /credits (SPEC §7 query passthrough)', () => {
  it('reads ?code=X, trimmed; an empty one is none', () => {
    expect([codeOfQuery({ code: ' ZOMER10 ' }), codeOfQuery({ code: '' }), codeOfQuery({})]).toEqual(['ZOMER10', undefined, undefined]);
  });

  it('prices each bundle the code fits at its discount, in her favour, and the others at the list price', () => {
    // 10 % off from € 20: the € 9,95 bundle is below its minimum order.
    const code = discount({ code: 'ZOMER10', kind: 'code', percentage: 10, value_percentage: 10, minimum_order_value: 20 });
    const priced = offerWithCode(offer(), code);
    expect(priced.discount).toBe(code);
    expect(priced.bundles.map((b) => [b.amount, b.discounted_amount, b.price_per_message])).toEqual([
      [9.95, 9.95, 1.99],
      [39.95, 35.95, 1.44],
    ]);
  });

  it('gives no discount in another currency', () => {
    const priced = offerWithCode(offer(), discount({ currency: 'PLN' }));
    expect(priced.bundles.map((b) => b.discounted_amount)).toEqual([9.95, 39.95]);
  });

  it('keeps a refusal as a problem of the code’s field, worded as a typed code’s', () => {
    expect(passedCode('NOPE', { error: 'code_used' })).toEqual({ code: 'NOPE', problem: { code: 'code_used', field: 'discount_code' } });
    const accepted = discount({ code: 'ZOMER10' });
    expect(passedCode('ZOMER10', accepted)).toEqual({ code: 'ZOMER10', discount: accepted });
  });
});
