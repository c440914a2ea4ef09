import type { MemberAccount } from '../accounts/member';
import type { MemberAccounts } from '../accounts/ports';
import { bundlesFor } from '../payments/bundle';
import { isPaymentMethod, type PaymentMethod } from '../payments/payment-method';
import type { SiteSettings, SiteSettingsStore } from '../settings/site-settings';
import type { Clock } from '../shared/clock';
import { requireWithinLimit, type RateLimiter } from '../shared/rate-limiter';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import { cents } from '../shared/quantities';
import { checkDiscountCode, type DiscountOrder } from './check-discount-code';
import { welcomeOfferUsedBy } from './code-reservation';
import type { AppliedDiscount, DiscountCode } from './discount';
import type { CheckoutDiscounts, DiscountCodes } from './ports';
import { TIME_BONUS_CODE, timeBonus, timeBonusCode } from './time-bonus';
import { activeDiscount, WELCOME_CODE, welcomeCode, welcomeDiscount } from './welcome-discount';

export interface ResolveDiscountDeps {
  readonly members: MemberAccounts;
  readonly discountCodes: DiscountCodes;
  readonly settings: SiteSettingsStore;
  readonly clock: Clock;
  readonly rateLimiter: RateLimiter;
}

/** Codes a member may try in an hour: plenty for a person, too few to guess another member's personal code. */
export const CODE_TRIES_PER_HOUR = 30;

/** A code the member typed on /credits, checked against the bundle and method she chose so far (GET /api/discountcode.php). */
export interface CodeCheck {
  readonly memberId: MemberId;
  readonly domain: string;
  readonly code: string;
  readonly bundleId?: number;
  readonly method?: PaymentMethod;
}

/**
 * The discount of a member: the active one (the time bonus, else the welcome discount) and a code checked against an
 * order. TIMEBONUS25 and the welcome code are the member's own, made by the rules; every other code is the operator's.
 */
export class ResolveDiscount implements CheckoutDiscounts {
  constructor(private readonly deps: ResolveDiscountDeps) {}

  async active(memberId: MemberId, domain: string): Promise<AppliedDiscount | null> {
    const member = await this.deps.members.findAccount(memberId);
    return member ? this.activeFor(member, domain) : null;
  }

  /** `active` for the account the request read already (the pages' time bonus: one statement less on every page). */
  async activeFor(member: Pick<MemberAccount, 'id' | 'signupDate' | 'paidUser'>, domain: string): Promise<AppliedDiscount | null> {
    const now = this.deps.clock.now();
    // One welcome offer per member (decision 0044): while either is reserved for an open payment, or once either was
    // redeemed, neither applies.
    const used = await welcomeOfferUsedBy(this.deps.discountCodes, member.id);
    const bonus = timeBonus(member, now, used);
    // The time bonus comes first (SPEC §4): the welcome discount is read only when there is none.
    const welcome = bonus ? null : welcomeDiscount(member, await this.deps.settings.forDomain(domain), now, used);
    return activeDiscount(bonus, welcome);
  }

  /** Checkout's question (CheckoutDiscounts): the discount of this order, or code_not_found, code_used, code_invalid. */
  async resolve(order: Parameters<CheckoutDiscounts['resolve']>[0]): Promise<AppliedDiscount> {
    const member = await this.account(order.memberId);
    const settings = await this.deps.settings.forDomain(order.domain);
    const checked: DiscountOrder = {
      memberId: order.memberId,
      country: order.country,
      amount: cents(order.amount),
      currency: order.currency,
      domain: order.domain,
      ...(isPaymentMethod(order.method) ? { method: order.method } : {}),
    };
    return this.apply(order.code, checked, member, settings);
  }

  /** The code as /credits checks it: against the chosen bundle (its price and currency) and method, when chosen. */
  async check(request: CodeCheck): Promise<AppliedDiscount> {
    const member = await this.deps.members.findById(request.memberId);
    if (!member) throw new DomainError('not_found');
    const settings = await this.deps.settings.forDomain(request.domain);
    const country = member.profile.country;
    const bundle = request.bundleId === undefined ? undefined : bundlesFor(settings, country).find((offered) => offered.id === request.bundleId);
    if (request.bundleId !== undefined && !bundle) throw new DomainError('not_found', { field: 'bundle_id' });
    const order: DiscountOrder = {
      memberId: request.memberId,
      country,
      domain: request.domain,
      ...(bundle ? { amount: bundle.listAmount, currency: bundle.currency } : {}),
      ...(request.method ? { method: request.method } : {}),
    };
    return this.apply(request.code, order, member, settings);
  }

  private async account(memberId: MemberId): Promise<MemberAccount> {
    const member = await this.deps.members.findAccount(memberId);
    if (!member) throw new DomainError('not_found');
    return member;
  }

  private async apply(typed: string, order: DiscountOrder, member: MemberAccount, settings: SiteSettings): Promise<AppliedDiscount> {
    const code = typed.trim().toUpperCase();
    await requireWithinLimit(this.deps.rateLimiter, `discount-codes-hour:${order.memberId}`, CODE_TRIES_PER_HOUR, 3600, this.deps.clock.now());
    // The member's own codes take the order's currency: a percentage off fits any currency.
    const currency = order.currency ?? 'EUR';
    let found: DiscountCode | undefined;
    let kind: AppliedDiscount['kind'] = 'code';
    if (code === TIME_BONUS_CODE) [found, kind] = [timeBonusCode(member, currency), 'time_bonus'];
    else if (code === WELCOME_CODE) [found, kind] = [welcomeCode(member, settings, currency), 'welcome'];
    else found = await this.deps.discountCodes.find(code);

    // Used means held: redeemed on a completed payment, or reserved for one still open (decision 0044). Her welcome
    // offers count as one code.
    const { discountCodes } = this.deps;
    const usage = found
      ? {
          byMember: kind !== 'code' ? await welcomeOfferUsedBy(discountCodes, order.memberId) : await discountCodes.usedBy(found.code, order.memberId),
          byAnyone: found.validity === 'once' && (await discountCodes.usedByAnyone(found.code)),
        }
      : { byMember: false, byAnyone: false };
    return checkDiscountCode(found, order, usage, this.deps.clock.now(), kind);
  }
}
