/** SPEC §3: the payment methods a payment may be made with. */
export const PAYMENT_METHODS = ['sdd', 'ideal', 'bancontact', 'creditcard', 'paypal', 'sct', 'applepay', 'others'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const isPaymentMethod = (value: string): value is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(value);

/** Direct debit (sdd) is ordered on our own form with an SMS code (/directdebit), not at a provider's checkout. */
export const DIRECT_DEBIT: PaymentMethod = 'sdd';

/**
 * The methods offered in a country (setting `payment_methods`, `*` for any other country), in the operator's order,
 * unknown names left out.
 */
export function methodsFor(settings: { readonly payment_methods: Readonly<Record<string, readonly string[]>> }, country: string): PaymentMethod[] {
  const listed = settings.payment_methods[country.toUpperCase()] ?? settings.payment_methods['*'] ?? [];
  return listed.filter(isPaymentMethod);
}
