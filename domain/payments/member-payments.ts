import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { Payment } from './payment';
import type { Payments } from './ports';

/** A member's own payments: one (never another member's: not_found), all of them, the last completed. */
export class MemberPayments {
  constructor(private readonly deps: { payments: Payments }) {}

  async one(memberId: MemberId, paymentId: string): Promise<Payment> {
    const payment = await this.deps.payments.findForMember(paymentId, memberId);
    if (!payment) throw new DomainError('not_found', { field: 'payment_id' });
    return payment;
  }

  all(memberId: MemberId): Promise<Payment[]> {
    return this.deps.payments.listForMember(memberId);
  }

  lastCompleted(memberId: MemberId): Promise<Payment | undefined> {
    return this.deps.payments.lastCompletedFor(memberId);
  }
}
