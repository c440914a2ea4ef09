import { z } from 'zod/mini';
import { PAYMENT_METHODS } from '../../domain/payments/payment-method';
import { recordId } from './fields';

/** Request schemas of money (docs/api.md "Credits and payments"; zod/mini, see requests.ts). Unknown keys are dropped. */

const discountCode = z.string().check(z.trim(), z.minLength(1), z.maxLength(40), z.regex(/^[A-Za-z0-9_-]+$/));
/** The member agrees that delivery starts at once and so gives up the withdrawal right (issue 12): it must be `true`. */
const consent = z.literal(true);

/** POST /api/checkout.php: one bundle with a method; a discount code optional (the active discount, or one she typed). */
export const checkoutBody = z.object({
  bundle_id: recordId,
  method: z.enum(PAYMENT_METHODS),
  discount_code: z.optional(discountCode),
  consent,
});

/** POST /api/repeat-order.php: the last completed order again, with the same method unless another is named. */
export const repeatOrderBody = z.object({ method: z.optional(z.enum(PAYMENT_METHODS)), consent });

/** GET /api/payment.php */
export const paymentQuery = z.object({ payment_id: z.string().check(z.trim(), z.regex(/^[A-Z0-9-]{6,40}$/)) });

/** GET /api/discountcode.php: a code checked against an order (bundle and method optional), or `welcome=true`. */
export const discountCodeQuery = z.object({
  code: z.optional(discountCode),
  welcome: z.optional(z.enum(['true', 'false'])),
  bundle_id: z.optional(recordId),
  method: z.optional(z.enum(PAYMENT_METHODS)),
});

const sandboxRef = z.string().check(z.regex(/^sbx_[A-Za-z0-9_-]{8,64}$/));

/** GET /api/sandbox-checkout.php: what the sandbox's checkout page shows. */
export const sandboxCheckoutQuery = z.object({ ref: sandboxRef });

/** POST /api/sandbox-checkout.php: what happens at the sandbox's checkout page (development and tests only). */
export const sandboxOutcomeBody = z.object({
  ref: sandboxRef,
  outcome: z.enum(['paid', 'pending', 'failed', 'canceled']),
});

export type CheckoutBody = z.input<typeof checkoutBody>;
export type DiscountCodeQuery = z.input<typeof discountCodeQuery>;

/** POST /api/payment-webhook.php: the provider's notification, form-encoded `id=<its payment id>`; nothing else is believed. */
export const paymentWebhookBody = z.object({ id: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{4,64}$/)) });
