import type { CreditBundleSetting } from '../settings/site-settings';
import { cents, credits, type Cents, type Credits, type Percent } from '../shared/quantities';

/** A bundle of credits as offered to a member: what she gets and what she pays, before and after a discount. */
export interface CreditBundle {
  readonly id: number;
  readonly credits: Credits;
  readonly listAmount: Cents;
  readonly currency: string;
  readonly popular: boolean;
}

const toBundle = (setting: CreditBundleSetting): CreditBundle => ({
  id: setting.id,
  credits: credits(setting.credits),
  listAmount: cents(setting.amount_cents),
  currency: setting.currency,
  popular: setting.popular ?? false,
});

/** The bundles sold in a country (setting `credit_bundles`; a bundle with no countries is sold everywhere), cheapest first. */
export function bundlesFor(settings: { readonly credit_bundles: readonly CreditBundleSetting[] }, country: string): CreditBundle[] {
  const upper = country.toUpperCase();
  return settings.credit_bundles
    .filter((bundle) => bundle.countries.length === 0 || bundle.countries.map((c) => c.toUpperCase()).includes(upper))
    .map(toBundle)
    .sort((a, b) => a.listAmount - b.listAmount);
}

/** What a bundle costs with a discount: the percentage off, rounded to the nearest cent in the member's favour. */
export function discountedAmount(listAmount: Cents, discount: Percent): Cents {
  return cents(listAmount - Math.ceil((listAmount * discount) / 100));
}

/** How many messages a bundle buys at message_credits each, whole messages only. */
export const messagesFor = (bundle: CreditBundle, messageCredits: number): number => Math.floor(bundle.credits / messageCredits);
