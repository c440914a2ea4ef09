import type { Clock } from '../shared/clock';
import type { Transactions } from '../transactions';
import type { ApplyGatewayStatus } from './apply-gateway-status';
import type { Payment } from './payment';
import type { Payments } from './ports';
import { settlePayment } from './settle-payment';

/** A payment the gateway has not settled for this long is asked about again (a webhook can be lost). */
export const SWEEP_AFTER_SECONDS = 600;
/** Payments asked about per run. */
export const SWEEP_BATCH = 100;

/**
 * The sweeper (issue 12): open and pending payments untouched for 10 minutes are asked about at their gateway and
 * settled as it says. One failing payment does not stop the others. Returns how many moved.
 * Fair (issue 22): each run takes the payments it asked about longest ago, never asked first, and stamps them before
 * asking, whatever the gateway then answers or if it fails: payments that stay open at their provider for days (a bank
 * transfer) go to the back of the queue instead of filling every batch. A payment that never reached its gateway (no
 * provider reference after 10 minutes: the instance stopped between storing it and opening its checkout) cannot be
 * paid, so it fails, and its discount is released (decision 0044).
 */
export class SweepUnsettledPayments {
  constructor(private readonly deps: { payments: Payments; applyGatewayStatus: Pick<ApplyGatewayStatus, 'run'>; transactions: Transactions; clock: Clock }) {}

  async run(): Promise<{ readonly moved: number; readonly failed: number }> {
    const now = this.deps.clock.now();
    const unsettled = await this.deps.payments.listUnsettled(new Date(now.getTime() - SWEEP_AFTER_SECONDS * 1000), SWEEP_BATCH);
    await this.deps.payments.markChecked(
      unsettled.map((payment) => payment.paymentId),
      now,
    );
    let moved = 0;
    let failed = 0;
    for (const payment of unsettled) {
      try {
        const settlement = payment.providerRef ? await this.deps.applyGatewayStatus.run(payment.providerRef) : await this.neverOpened(payment);
        if (settlement?.moved) moved += 1;
      } catch {
        failed += 1;
      }
    }
    return { moved, failed };
  }

  private neverOpened(payment: Payment) {
    return this.deps.transactions.run((scope) => settlePayment(scope, payment.paymentId, 'failed', this.deps.clock.now()));
  }
}
