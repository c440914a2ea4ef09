import type { AppliedDiscount } from '../discounts/discount';
import type { CheckoutDiscounts } from '../discounts/ports';
import type { MemberAccounts } from '../accounts/ports';
import type { SiteSettingsStore } from '../settings/site-settings';
import type { MemberId } from '../shared/ids';
import { bundlesFor, type CreditBundle } from './bundle';
import { methodsFor, type PaymentMethod } from './payment-method';

export interface CreditOffer {
  readonly country: string;
  readonly bundles: readonly CreditBundle[];
  readonly methods: readonly PaymentMethod[];
  readonly messageCredits: number;
  readonly discount: AppliedDiscount | null;
}

/**
 * What /credits, /pricing and /premium offer: the bundles and methods of the member's country (a visitor's: the
 * domain's selected country), and for a member the active discount (SPEC §4). A discount that cannot be read is
 * left out, never an error (SPEC §8: a failed welcome discount is ignored).
 */
export class OfferCredits {
  constructor(private readonly deps: { members: MemberAccounts; settings: SiteSettingsStore; discounts: CheckoutDiscounts }) {}

  async run(memberId: MemberId | undefined, domain: string): Promise<CreditOffer> {
    const settings = await this.deps.settings.forDomain(domain);
    const member = memberId === undefined ? undefined : await this.deps.members.findById(memberId);
    const country = member?.profile.country || settings.geoip_selected_country || settings.geoip_country;
    const discount = member ? await this.deps.discounts.active(member.id, domain).catch(() => null) : null;
    return { country, bundles: bundlesFor(settings, country), methods: methodsFor(settings, country), messageCredits: settings.message_credits, discount };
  }
}
