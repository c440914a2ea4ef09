import type { AppliedDiscount } from '../domain/discounts/discount';
import { codeExpired } from '../domain/discounts/check-discount-code';
import type { ApiDiscountCode } from './contract/api-types';

/** SPEC §3 Discount code, as /api answers it: the minimum order in euros (or the code's currency), two decimals. */
export function toApiDiscountCode(discount: AppliedDiscount, now: Date): ApiDiscountCode {
  return {
    code: discount.code,
    country: discount.country,
    user_id: discount.memberId,
    expires: discount.expiresAt?.toISOString() ?? null,
    value_percentage: discount.percentage,
    percentage: discount.percentage,
    currency: discount.currency,
    minimum_order_value: discount.minimumOrder / 100,
    status: discount.status,
    validity: discount.validity,
    expired: codeExpired(discount, now),
    paymentmethods: discount.paymentMethods,
    kind: discount.kind,
  };
}
