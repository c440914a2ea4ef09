import type { MemberWithProfile } from '../accounts/member';
import type { EventBus } from '../realtime/live-event';
import type { TransactionScope } from '../transactions';
import { orderConfirmationFacts, orderConfirmationTemplate } from './order-confirmation';
import type { Settlement } from './settle-payment';

/**
 * Inside the settlement's transaction: a completed purchase is confirmed by mail (a durable medium, issue 12: the
 * order, the price, the waiver; the company in the footer). The mail is a row of the outbox written in the same
 * transaction as the credits (decision 0042): it goes out once they are committed, and never without them — a mail
 * server that fails then is tried again by the outbox worker, not by the provider's webhook. `returnUrl` is read
 * before the transaction (PaymentLinks reads settings, which inside it would wait for PGlite's only connection).
 */
export async function queueOrderConfirmation(scope: TransactionScope, settlement: Settlement, member: MemberWithProfile | undefined, returnUrl: string): Promise<void> {
  const { payment } = settlement;
  if (!settlement.moved || payment.status !== 'completed' || !member) return;
  await scope.outbox.add({
    kind: 'mail',
    mail: {
      to: member.email,
      memberId: member.id,
      template: orderConfirmationTemplate(payment),
      locale: member.language,
      domain: payment.domain,
      name: member.profile.name,
      link: returnUrl,
      facts: orderConfirmationFacts(payment, member.language),
    },
  });
}

/** After the commit: the member's tabs hear the new balance (a refresh only: the 60 s poll catches up if it is lost). */
export async function announceBalance(events: EventBus, settlement: Settlement): Promise<void> {
  if (settlement.moved && settlement.balance !== undefined) await events.publish(settlement.payment.memberId, { type: 'credits', credits: settlement.balance });
}
