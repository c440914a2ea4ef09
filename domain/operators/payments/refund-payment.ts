import type { MemberAccount } from '../../accounts/member';
import { takeBack } from '../../credits/credit-debts';
import type { PageLinks } from '../../mail/page-links';
import { amountText } from '../../payments/order-confirmation';
import type { Payment } from '../../payments/payment';
import type { PaymentGateway } from '../../payments/ports';
import type { Clock } from '../../shared/clock';
import { cents, credits, type Cents } from '../../shared/quantities';
import type { Actor } from '../actor';
import { auditEntry } from '../audit';
import { OperatorError } from '../operator-error';
import { may } from '../permissions';
import type { OperatorScope, OperatorTransactions } from '../ports';
import { auditActorOf } from '../members/audit-actor';
import { creditsBackOf, creditsFor, refundedOf, type PaymentRefund } from './payment-refunds';

/** A key the browser makes once per refund form and repeats on a retry (or a double click). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export interface RefundInput {
  /** Cents to refund; left out: everything still refundable. */
  readonly amount?: number;
  readonly reason: string;
  readonly idempotencyKey: string;
}

/**
 * Finance (or an admin) refunds a completed payment, in full or in part, through the gateway that took it (decision
 * 0076). Three steps, so the gateway is never asked inside a database transaction and never asked twice:
 * 1. under the payment's row lock the amount is checked against what is still refundable and reserved as a
 *    `pending` refund under the form's key (a retry with the key finds it and refunds nothing twice);
 * 2. the gateway refunds, with the same key as its idempotency key;
 * 3. in one transaction the refund is recorded as done, the credits bought with the payment are taken back through the
 *    ledger in proportion (a debt for what she no longer has), the audit row written and her mail queued.
 * When the gateway refuses, the reservation is marked failed and the amount is refundable again; nothing moved.
 */
export class RefundPayment {
  constructor(private readonly deps: { transactions: OperatorTransactions; gateway: PaymentGateway; pageLinks: PageLinks; clock: Clock }) {}

  async run(actor: Actor, paymentId: string, input: RefundInput): Promise<PaymentRefund> {
    if (!may(actor, 'payments.refund')) throw new OperatorError('forbidden');
    if (input.amount !== undefined && (!Number.isSafeInteger(input.amount) || input.amount <= 0)) {
      throw new OperatorError('invalid_input', { field: 'amount', message: 'invalid' });
    }
    if (!IDEMPOTENCY_KEY.test(input.idempotencyKey)) throw new OperatorError('invalid_input', { field: 'idempotency_key', message: 'invalid' });
    const at = this.deps.clock.now();
    // Checks the reason before anything is read.
    const entry = auditEntry({ who: auditActorOf(actor), action: 'payment.refunded', target: `payment:${paymentId}`, at, reason: input.reason });
    const reserved = await this.deps.transactions.run((scope) => this.reserve(scope, actor, paymentId, input, entry.reason!, at));
    if ('existing' in reserved) return reserved.existing;
    const { refund, payment } = reserved;

    let refundRef: string;
    try {
      ({ refundRef } = await this.deps.gateway.refund({
        providerRef: payment.providerRef!,
        amount: refund.amount,
        currency: payment.currency,
        description: `Refund ${payment.paymentId}`,
        idempotencyKey: input.idempotencyKey,
      }));
    } catch {
      await this.deps.transactions.run((scope) => scope.refunds.fail(refund.id, this.deps.clock.now()));
      throw new OperatorError('refund_failed');
    }
    const link = await this.deps.pageLinks.to(payment.domain, 'credits');

    return this.deps.transactions.run(async (scope) => {
      const locked = (await scope.payments.lockByPaymentId(paymentId))!;
      const done = (await scope.refunds.listFor(paymentId)).filter((other) => other.status === 'refunded');
      const due = creditsFor(locked, refundedOf(done) + refund.amount, creditsBackOf(done));
      const member = locked.memberId === null ? undefined : await scope.members.lock(locked.memberId);
      const back = member
        ? await takeBack(scope, { memberId: member.id, balance: member.credits, due: credits(due), reference: `refund:${refund.id}`, at })
        : { taken: credits(0), debt: credits(0), balance: credits(0) };
      await scope.refunds.complete(refund.id, { providerRef: refundRef, creditsTaken: back.taken, debt: back.debt, at });
      await scope.audit.append({
        ...entry,
        details: { amount: refund.amount, credits: back.taken, debt: back.debt, ...(member ? { member: member.id } : {}), refund: refund.id },
      });
      if (member) await queueMail(scope, member, locked, 'payment_refunded', refund.amount, back.taken + back.debt, link);
      return { ...refund, status: 'refunded' as const, providerRef: refundRef, creditsTaken: back.taken, debt: back.debt, settledAt: at };
    });
  }

  private async reserve(
    scope: OperatorScope,
    actor: Actor,
    paymentId: string,
    input: RefundInput,
    reason: string,
    at: Date,
  ): Promise<{ existing: PaymentRefund } | { refund: PaymentRefund; payment: Payment }> {
    const payment = await scope.payments.lockByPaymentId(paymentId);
    if (!payment) throw new OperatorError('not_found');
    // Read under the payment's lock: a double click waits for the first request's reservation, then finds it here.
    const existing = await scope.refunds.findByKey(input.idempotencyKey);
    if (existing) return { existing };
    if (payment.status !== 'completed') throw new OperatorError('not_refundable', { details: { why: 'status' } });
    if (payment.provider !== this.deps.gateway.name || !payment.providerRef) throw new OperatorError('not_refundable', { details: { why: 'provider' } });
    const refunds = await scope.refunds.listFor(paymentId);
    if (refunds.some((other) => other.kind === 'reversal')) throw new OperatorError('not_refundable', { details: { why: 'reversed' } });
    const refundable = payment.amount - refundedOf(refunds);
    if (refundable <= 0 && input.amount === undefined) throw new OperatorError('not_refundable', { details: { why: 'refunded' } });
    const amount: Cents = cents(input.amount ?? refundable);
    if (amount > refundable) throw new OperatorError('invalid_input', { field: 'amount', message: 'exceeds_refundable', details: { refundable } });
    const refund = await scope.refunds.add(
      {
        paymentId,
        memberId: payment.memberId,
        kind: 'refund',
        amount,
        reason,
        idempotencyKey: input.idempotencyKey,
        operatorId: actor.kind === 'operator' ? actor.operatorId : null,
        source: 'operator',
        createdAt: at,
      },
      'pending',
    );
    // Another request with the same key reserved it between our read and our insert.
    if (!refund) return { existing: (await scope.refunds.findByKey(input.idempotencyKey))! };
    return { refund, payment };
  }
}

/** Her mail in her language through the outbox, in the transaction that moved the credits. */
export async function queueMail(
  scope: OperatorScope,
  member: MemberAccount,
  payment: Payment,
  template: 'payment_refunded' | 'payment_reversed',
  amount: number,
  creditsBack: number,
  link: string,
): Promise<void> {
  const withProfile = await scope.members.findById(member.id);
  await scope.outbox.add({
    kind: 'mail',
    mail: {
      to: member.email,
      memberId: member.id,
      template,
      locale: member.language,
      domain: payment.domain,
      name: withProfile?.profile.name ?? '',
      link,
      counts: { credits: creditsBack },
      facts: [
        ['', payment.paymentId],
        ['', amountText(amount, payment.currency)],
      ],
    },
  });
}
