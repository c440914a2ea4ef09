import { DomainError } from '../shared/domain-error';
import type { CheckoutDiscounts } from './ports';

/** Until discount codes are wired (issue 12, discounts part): no code is known and none is active. */
export const noDiscounts: CheckoutDiscounts = {
  resolve: async () => {
    throw new DomainError('code_not_found', { field: 'discount_code' });
  },
  active: async () => null,
};
