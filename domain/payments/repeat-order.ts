import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { PaymentMethod } from './payment-method';
import type { Payments } from './ports';
import type { StartCheckout, StartedCheckout } from './start-checkout';

/**
 * SPEC §2 /credits/repeat-order: the member's last completed order again in one step — the same bundle, with the same
 * method unless she names another. No discount: a discount is for one order.
 * Fails with `not_found` (no completed order yet) and what StartCheckout fails with.
 */
export class RepeatOrder {
  constructor(private readonly deps: { payments: Payments; startCheckout: Pick<StartCheckout, 'run'> }) {}

  async run(memberId: MemberId, domain: string, method?: PaymentMethod): Promise<StartedCheckout> {
    const last = await this.deps.payments.lastCompletedFor(memberId);
    if (!last) throw new DomainError('not_found', { field: 'payment_id', message: 'no_completed_order' });
    const repeatMethod = method ?? (last.method === 'sdd' ? undefined : last.method);
    if (!repeatMethod) throw new DomainError('invalid_input', { field: 'method', message: 'required' });
    return this.deps.startCheckout.run({ memberId, domain, bundleId: last.bundleId, method: repeatMethod });
  }
}
