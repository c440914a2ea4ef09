import { orderableMethods } from './orderable-methods';
import { isBuilt } from './built-pages';

describe('the payment methods that can be ordered here', () => {
  it('keeps her country’s methods in the operator’s order, leaving out unknown names', () => {
    expect(orderableMethods(['ideal', 'bitcoin', 'creditcard', 'paypal'])).toEqual(['ideal', 'creditcard', 'paypal']);
  });

  it('offers direct debit only when its page is built (no dead ends)', () => {
    expect(orderableMethods(['ideal', 'sdd']).includes('sdd')).toBe(isBuilt('/directdebit'));
  });
});
