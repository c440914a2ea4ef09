import { settleDebt } from '../credits/credit-debts';
import { isWelcomeOffer } from '../discounts/code-reservation';
import { DomainError } from '../shared/domain-error';
import type { Credits } from '../shared/quantities';
import type { TransactionScope } from '../transactions';
import { isSettled, type Payment, type PaymentStatus } from './payment';
import { mayMove } from './payment-status';

export interface Settlement {
  readonly payment: Payment;
  /** Whether this call moved the payment (a repeated notification moves nothing). */
  readonly moved: boolean;
  /** The balance after the purchase was credited; undefined when nothing was credited. */
  readonly balance?: Credits;
  /** Whether this purchase made the member premium (her first, SPEC §1). */
  readonly becamePremium: boolean;
}

/**
 * Moves a payment to the status its gateway gives, inside the caller's transaction. On `completed` the credits arrive
 * through the ledger (one `purchase` row, referenced by the payment id), the member becomes premium on her first
 * purchase, and the discount reserved for it is redeemed — all or nothing. A failed or cancelled payment releases its
 * discount, so the code may be used again (decision 0044). A settled payment never moves again, so a repeated or late
 * notification credits nothing twice.
 */
export async function settlePayment(scope: TransactionScope, paymentId: string, status: PaymentStatus, now: Date): Promise<Settlement> {
  const payment = await scope.payments.lockByPaymentId(paymentId);
  if (!payment) throw new DomainError('not_found', { field: 'payment_id' });
  if (!mayMove(payment.status, status)) return { payment, moved: false, becamePremium: false };

  await scope.payments.setStatus(paymentId, status, now);
  const moved: Payment = { ...payment, status, updatedAt: now, ...(status === 'completed' ? { paidAt: now } : {}) };
  if (status !== 'completed') {
    if (isSettled(status) && payment.discountCode) await scope.discountRedemptions.release(paymentId);
    return { payment: moved, moved: true, becamePremium: false };
  }

  const member = await scope.members.lock(payment.memberId);
  if (!member) throw new DomainError('not_found', { field: 'payment_id' });
  const credited = await scope.ledger.record({ memberId: payment.memberId, amount: payment.credits, reason: 'purchase', reference: paymentId, at: now });
  // What she owes after a refund or reversal is taken from these credits first (decision 0076).
  const balance = await settleDebt(scope, { memberId: payment.memberId, balance: credited, paymentId, at: now });
  if (!member.paidUser) await scope.members.markPaidUser(payment.memberId);
  // Credited above whatever the redemption finds: the money was taken at the discounted price (decision 0044).
  const code = payment.discountCode;
  if (code) await scope.discountRedemptions.redeem({ code, memberId: payment.memberId, paymentId, welcome: isWelcomeOffer(code), at: now });
  return { payment: moved, moved: true, balance, becamePremium: !member.paidUser };
}
