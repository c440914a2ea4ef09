import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { ApplyGatewayStatus } from './apply-gateway-status';
import type { Payments, PaymentGateway } from './ports';
import { asSandbox, type SandboxCheckout, type SandboxOutcome } from './sandbox';

/**
 * The sandbox's checkout page, for the member whose payment it is: what she is asked to pay, and her choice of what
 * happens (paid, pending, failed, cancelled), after which the payment is settled as a real provider's webhook would
 * have it. With a real provider there is no sandbox: not_found.
 */
export class SandboxCheckoutPage {
  constructor(private readonly deps: { gateway: PaymentGateway; payments: Payments; applyGatewayStatus: Pick<ApplyGatewayStatus, 'run'> }) {}

  async view(memberId: MemberId, ref: string): Promise<SandboxCheckout> {
    const sandbox = asSandbox(this.deps.gateway);
    const checkout = sandbox ? await sandbox.checkout(ref) : undefined;
    if (!checkout || !(await this.deps.payments.findForMember(checkout.paymentId, memberId))) throw new DomainError('not_found', { field: 'ref' });
    return checkout;
  }

  /** Returns where the member goes next: the payment's own page. */
  async decide(memberId: MemberId, ref: string, outcome: SandboxOutcome): Promise<string> {
    const checkout = await this.view(memberId, ref);
    await asSandbox(this.deps.gateway)!.decide(ref, outcome);
    await this.deps.applyGatewayStatus.run(ref);
    return checkout.returnUrl;
  }
}
