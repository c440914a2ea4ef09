import { takeBack } from '../../credits/credit-debts';
import type { PageLinks } from '../../mail/page-links';
import type { Clock } from '../../shared/clock';
import { cents, credits, type Cents } from '../../shared/quantities';
import type { Actor } from '../actor';
import { auditEntry, type AuditActor } from '../audit';
import { OperatorError } from '../operator-error';
import { may } from '../permissions';
import type { OperatorTransactions } from '../ports';
import { auditActorOf } from '../members/audit-actor';
import { creditsBackOf, refundedOf, type PaymentRefund } from './payment-refunds';
import { queueMail } from './refund-payment';

/** What reversing did: the reversal, and whether this call made it (false: it was reversed before). */
export interface Reversal {
  readonly reversal: PaymentRefund;
  readonly moved: boolean;
}

/**
 * A completed payment's money went back to the payer by her bank (decision 0076): a reversed direct debit that
 * finance reads on the bank statement and marks, or a chargeback the gateway reports through its webhook. In one
 * transaction: the reversal is recorded (at most one per payment: a second mark or webhook moves nothing), every
 * credit of the payment not taken back yet is taken through the ledger (a debt for what she has spent), further direct
 * debit is blocked for her (SPEC §8 'Je account is geblokkeerd voor automatische incasso.'), the audit row is written
 * and her mail queued in her language.
 */
export class ReversePayment {
  constructor(private readonly deps: { transactions: OperatorTransactions; pageLinks: PageLinks; clock: Clock }) {}

  /** Finance marks a payment as reversed; a reason is required. */
  async run(actor: Actor, paymentId: string, input: { reason: string }): Promise<Reversal> {
    if (!may(actor, 'payments.refund')) throw new OperatorError('forbidden');
    return this.reverse(auditActorOf(actor), actor.kind === 'operator' ? actor.operatorId : null, paymentId, input.reason, undefined);
  }

  /** The gateway says `chargedBack` cents of a payment went back (its webhook): recorded once, by no operator. */
  async fromGateway(paymentId: string, chargedBack: Cents, gateway: string): Promise<Reversal> {
    return this.reverse({ system: true }, null, paymentId, `Chargeback reported by ${gateway}`, chargedBack, gateway);
  }

  private async reverse(who: AuditActor, operatorId: number | null, paymentId: string, reason: string, chargedBack: Cents | undefined, gateway?: string): Promise<Reversal> {
    const at = this.deps.clock.now();
    const entry = auditEntry({ who, action: 'payment.reversed', target: `payment:${paymentId}`, at, reason });
    const known = await this.deps.transactions.run(async (scope) => scope.payments.lockByPaymentId(paymentId));
    if (!known) throw new OperatorError('not_found');
    const link = await this.deps.pageLinks.to(known.domain, 'credits');
    return this.deps.transactions.run(async (scope) => {
      const payment = (await scope.payments.lockByPaymentId(paymentId))!;
      if (payment.status !== 'completed') throw new OperatorError('not_refundable', { details: { why: 'status' } });
      const refunds = await scope.refunds.listFor(paymentId);
      const before = refunds.find((other) => other.kind === 'reversal');
      if (before) return { reversal: before, moved: false };
      const amount = cents(Math.max(0, Math.min(payment.amount - refundedOf(refunds), chargedBack ?? payment.amount)));
      // Finance cannot reverse what was refunded in full: nothing of it is left at her bank.
      if (amount === 0 && !gateway) throw new OperatorError('not_refundable', { details: { why: 'refunded' } });
      const added = await scope.refunds.add(
        {
          paymentId,
          memberId: payment.memberId,
          kind: 'reversal',
          amount,
          reason: entry.reason!,
          idempotencyKey: `reversal:${paymentId}`,
          operatorId: operatorId as PaymentRefund['operatorId'],
          source: gateway ? 'gateway' : 'operator',
          createdAt: at,
        },
        'pending',
      );
      if (!added) return { reversal: (await scope.refunds.findByKey(`reversal:${paymentId}`))!, moved: false };
      const due = Math.max(0, payment.credits - creditsBackOf(refunds));
      const member = payment.memberId === null ? undefined : await scope.members.lock(payment.memberId);
      const back = member
        ? await takeBack(scope, { memberId: member.id, balance: member.credits, due: credits(due), reference: `reversal:${paymentId}`, at })
        : { taken: credits(0), debt: credits(0) };
      await scope.refunds.complete(added.id, { providerRef: null, creditsTaken: back.taken, debt: back.debt, at });
      if (member) await scope.refunds.blockDirectDebit(member.id);
      await scope.audit.append({
        ...entry,
        details: { amount, credits: back.taken, debt: back.debt, ...(member ? { member: member.id } : {}), ...(gateway ? { source: gateway } : {}) },
      });
      if (member) await queueMail(scope, member, payment, 'payment_reversed', amount, back.taken + back.debt, link);
      return { reversal: { ...added, status: 'refunded', creditsTaken: back.taken, debt: back.debt, settledAt: at }, moved: true };
    });
  }
}
