import type { EventBus } from '../realtime/live-event';
import type { Clock } from '../shared/clock';
import type { Cents } from '../shared/quantities';
import type { Transactions } from '../transactions';
import { isSettled } from './payment';
import { statusFromGateway } from './payment-status';
import type { PaymentGateway, PaymentLinks, Payments } from './ports';
import { announceBalance, queueOrderConfirmation } from './announce-settlement';
import { settlePayment, type Settlement } from './settle-payment';

/**
 * The gateway said a payment changed (its webhook, the sandbox's page, the sweeper): ask the gateway what the status
 * is now — never believe the notification itself — and settle the payment in one transaction. Credits, premium and
 * the discount move only on `completed`, once; the order confirmation mail is queued in the same transaction (decision
 * 0042). After commit the member's tabs hear the new balance.
 * Returns undefined for a payment this gateway does not know (the webhook still answers 200). Gateway failures are
 * thrown: the webhook answers 5xx so the provider retries, and the sweeper tries again later.
 */
export class ApplyGatewayStatus {
  constructor(
    private readonly deps: {
      payments: Payments;
      gateway: PaymentGateway;
      transactions: Transactions;
      events: EventBus;
      links: PaymentLinks;
      clock: Clock;
      /** A completed payment the payer's bank took back (decision 0076): ReversePayment.fromGateway. */
      reversals?: { fromGateway(paymentId: string, chargedBack: Cents, gateway: string): Promise<unknown> };
    },
  ) {}

  async run(providerRef: string): Promise<Settlement | undefined> {
    const known = await this.deps.payments.findByProviderRef(this.deps.gateway.name, providerRef);
    if (!known) return undefined;
    if (known.status === 'completed' && this.deps.reversals) {
      // A paid payment's webhook again: a chargeback (Mollie's amountChargedBack), or a refund of ours moving on.
      const chargedBack = await this.deps.gateway.chargedBack(providerRef);
      if (chargedBack > 0) await this.deps.reversals.fromGateway(known.paymentId, chargedBack, this.deps.gateway.name);
    }
    if (isSettled(known.status)) return { payment: known, moved: false, becamePremium: false };
    const status = statusFromGateway(await this.deps.gateway.fetchStatus(providerRef));
    const returnUrl = await this.deps.links.returnUrl(known.domain, known.paymentId);
    const settlement = await this.deps.transactions.run(async (scope) => {
      const settled = await settlePayment(scope, known.paymentId, status, this.deps.clock.now());
      const member = settled.moved && settled.payment.status === 'completed' ? await scope.members.findById(known.memberId) : undefined;
      await queueOrderConfirmation(scope, settled, member, returnUrl);
      return settled;
    });
    await announceBalance(this.deps.events, settlement);
    return settlement;
  }
}
