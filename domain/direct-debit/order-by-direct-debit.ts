import type { MemberAccounts } from '../accounts/ports';
import type { CheckoutDiscounts } from '../discounts/ports';
import { bundlesFor } from '../payments/bundle';
import { announceBalance, queueOrderConfirmation } from '../payments/announce-settlement';
import { placeOrder, priceOrder } from '../payments/priced-order';
import type { Payment } from '../payments/payment';
import { DIRECT_DEBIT, methodsFor } from '../payments/payment-method';
import { paymentReference } from '../payments/payment-reference';
import type { PaymentLinks, Payments } from '../payments/ports';
import { settlePayment } from '../payments/settle-payment';
import type { EventBus } from '../realtime/live-event';
import type { SiteSettingsStore } from '../settings/site-settings';
import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import { cents, type Credits } from '../shared/quantities';
import type { RandomTokens } from '../shared/random-tokens';
import type { Transactions } from '../transactions';
import { directDebitWindowStart, requireNotBlocked, requireWithinDirectDebitLimit } from './direct-debit-limit';
import { normalisePostcode, type MandateDetails } from './mandate';
import type { DirectDebitBlocks, SmsCodes } from './ports';
import { judgeSmsCode, smsCodeDigest } from './sms-code';

export interface DirectDebitOrder {
  readonly memberId: MemberId;
  readonly domain: string;
  readonly bundleId: number;
  readonly mandate: MandateDetails;
  /** The six digits she received by SMS. */
  readonly smsCode: string;
  /** A discount code she sent along (the active discount, or one she typed). */
  readonly discountCode?: string;
}

export interface DirectDebitOrdered {
  readonly payment: Payment;
  readonly balance: Credits;
}

/**
 * Orders a bundle by direct debit (SPEC §2 /directdebit): the SMS code, the member's standing, the bundle of her
 * country and a discount are checked; then, in one transaction, her row is locked, the limit counted, the code used,
 * the payment made (provider direct_debit, method sdd) with its mandate, and settled as completed, so the credits
 * (digital content) arrive at once and the debit is collected later. Only after commit is she told her balance live
 * and mailed the order confirmation (a durable medium, as every purchase).
 * Fails with `not_found` (bundle_id), `invalid_input` (postcode, method), `direct_debit_blocked`, `direct_debit_limit`,
 * `sms_code_invalid` and the discount's code_not_found, code_used, code_invalid.
 */
export class OrderByDirectDebit {
  constructor(
    private readonly deps: {
      members: MemberAccounts;
      blocks: DirectDebitBlocks;
      smsCodes: SmsCodes;
      discounts: CheckoutDiscounts;
      payments: Payments;
      transactions: Transactions;
      tokens: RandomTokens;
      events: EventBus;
      links: PaymentLinks;
      settings: SiteSettingsStore;
      clock: Clock;
    },
  ) {}

  async run(order: DirectDebitOrder): Promise<DirectDebitOrdered> {
    const { deps } = this;
    const member = await deps.members.findById(order.memberId);
    if (!member || member.status === 'deleted') throw new DomainError('not_found');
    requireNotBlocked(await deps.blocks.isBlocked(order.memberId));

    const settings = await deps.settings.forDomain(order.domain);
    const country = member.profile.country;
    if (!methodsFor(settings, country).includes(DIRECT_DEBIT)) throw new DomainError('invalid_input', { field: 'method', message: 'unavailable' });
    const bundle = bundlesFor(settings, country).find((offered) => offered.id === order.bundleId);
    if (!bundle) throw new DomainError('not_found', { field: 'bundle_id' });
    const postcode = normalisePostcode(country, order.mandate.postcode);
    if (postcode === undefined) throw new DomainError('invalid_input', { field: 'postcode', message: 'invalid' });

    const priced = await priceOrder(deps.discounts, bundle, { ...order, country, method: DIRECT_DEBIT });
    const { amount } = priced;
    const limit = cents(settings.direct_debit_limit_cents);
    const since = directDebitWindowStart(deps.clock.now());

    // A first look at the limit before a try of the code is spent on an order that cannot pass; the count that
    // decides is the one in the transaction below.
    requireWithinDirectDebitLimit(await deps.payments.orderedSince(order.memberId, DIRECT_DEBIT, since), amount, limit);

    const code = await deps.smsCodes.latestUnusedFor(order.memberId, order.mandate.mobile);
    if (!code) throw new DomainError('sms_code_invalid', { field: 'sms_code', message: 'no_code' });
    const counted = await deps.smsCodes.countTry(code.id);
    const verdict = counted
      ? judgeSmsCode(counted, { digest: smsCodeDigest(deps.tokens, order.memberId, order.smsCode), mobile: order.mandate.mobile }, deps.clock.now())
      : 'used';
    if (verdict !== 'ok') throw new DomainError('sms_code_invalid', { field: 'sms_code', message: verdict });

    const now = deps.clock.now();
    const paymentId = paymentReference(deps.tokens.token());
    const returnUrl = await deps.links.returnUrl(order.domain, paymentId);
    const settled = await deps.transactions.run(async (scope) => {
      // Her row first: parallel orders of one member queue here, and each counts what the ones before it ordered.
      const locked = await scope.members.lock(order.memberId);
      if (!locked || locked.status === 'deleted') throw new DomainError('not_found');
      requireWithinDirectDebitLimit(await scope.payments.orderedSince(order.memberId, DIRECT_DEBIT, since), amount, limit);
      if (!(await scope.smsCodes.use(code.id, now))) throw new DomainError('sms_code_invalid', { field: 'sms_code', message: 'used' });

      // Its discount reserved with it (decision 0044): a code another payment holds refuses the order, and rolls all back.
      await placeOrder(scope, priced, { paymentId, memberId: order.memberId, domain: order.domain, method: DIRECT_DEBIT, provider: 'direct_debit', at: now });
      await scope.mandates.add({ ...order.mandate, postcode, memberId: order.memberId, paymentId, createdAt: now });
      const done = await settlePayment(scope, paymentId, 'completed', now);
      await queueOrderConfirmation(scope, done, member, returnUrl);
      return done;
    });

    const balance = settled.balance ?? notCredited(settled.payment);
    await announceBalance(deps.events, settled);
    return { payment: settled.payment, balance };
  }
}

/** settlePayment credits a payment it completes; a completed payment it did not move would be a bug here. */
function notCredited(payment: Payment): never {
  throw new Error(`direct-debit payment ${payment.paymentId} was not credited`);
}
