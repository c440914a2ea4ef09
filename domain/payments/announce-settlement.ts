import type { MemberWithProfile } from '../accounts/member';
import type { Mailer } from '../mail/mailer';
import type { EventBus } from '../realtime/live-event';
import { orderConfirmationFacts } from './order-confirmation';
import type { PaymentLinks } from './ports';
import type { Settlement } from './settle-payment';

export interface SettlementAnnouncer {
  readonly events: EventBus;
  readonly mailer: Mailer;
  readonly links: PaymentLinks;
}

/**
 * After a settlement committed: the member's tabs hear the new balance, and a completed purchase is confirmed by mail
 * (a durable medium, issue 12: the order, the price, the waiver; the company in the footer). `member` is needed for
 * the mail only.
 */
export async function announceSettlement(deps: SettlementAnnouncer, settlement: Settlement, member: MemberWithProfile | undefined): Promise<void> {
  const { payment } = settlement;
  if (settlement.balance !== undefined) await deps.events.publish(payment.memberId, { type: 'credits', credits: settlement.balance });
  if (payment.status !== 'completed' || !member) return;
  await deps.mailer.send({
    to: member.email,
    template: 'payment_confirmation',
    locale: member.language,
    domain: payment.domain,
    name: member.profile.name,
    link: await deps.links.returnUrl(payment.domain, payment.paymentId),
    facts: orderConfirmationFacts(payment, member.language),
  });
}
