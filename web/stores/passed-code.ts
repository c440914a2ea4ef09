import type { ApiCreditOffer, ApiDiscountCode, ApiError } from '../../bff/contract/api-types';
import { discountedAmount } from '../../domain/payments/bundle';
import { messagePrice } from '../../domain/payments/message-price';
import { percent } from '../../domain/shared/quantities';
import { problemFrom, type Problem } from '../api/problem';
import { centsOf } from '../i18n/money';

/**
 * A discount code the page's address carries (SPEC §7 "query passthrough": a mail or a lander links to
 * /credits?code=X or /credits/@id/@method?code=X), as the server checked it for her: the discount, or why not.
 */
export type PassedCode = { readonly code: string; readonly discount: ApiDiscountCode } | { readonly code: string; readonly problem: Problem };

/** The code of the address, if any: `?code=X` once (an array or an empty value is none). */
export const codeOfQuery = (search: Record<string, string | undefined>): string | undefined => {
  const code = search.code?.trim();
  return code ? code : undefined;
};

/** What the server's check answered, as the page keeps it: a refusal is a problem of the code's field, worded as a typed code's. */
export function passedCode(code: string, answer: ApiDiscountCode | ApiError): PassedCode {
  return 'error' in answer ? { code, problem: { ...problemFrom(answer), field: 'discount_code' } } : { code, discount: answer };
}

/** Whether a code may discount a bundle before a method is chosen: its currency, and its minimum order reached. */
const fitsBundle = (discount: ApiDiscountCode, bundle: ApiCreditOffer['bundles'][number]): boolean =>
  discount.currency.toUpperCase() === bundle.currency.toUpperCase() && centsOf(bundle.amount) >= centsOf(discount.minimum_order_value);

/**
 * /credits with a code from its address: the offer at that code's prices (the domain's rounding, the server's) for
 * each bundle it fits, the list price for the others. The code replaces her active discount, as a typed one does.
 */
export function offerWithCode(offer: ApiCreditOffer, discount: ApiDiscountCode): ApiCreditOffer {
  return {
    ...offer,
    discount,
    bundles: offer.bundles.map((bundle) => {
      const list = centsOf(bundle.amount);
      const total = fitsBundle(discount, bundle) && discount.percentage > 0 ? discountedAmount(list, percent(discount.percentage)) : list;
      return { ...bundle, discounted_amount: total / 100, price_per_message: (messagePrice(total, bundle.messages)?.each ?? total) / 100 };
    }),
  };
}
