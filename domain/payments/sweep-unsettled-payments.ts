import type { Clock } from '../shared/clock';
import type { ApplyGatewayStatus } from './apply-gateway-status';
import type { Payments } from './ports';

/** A payment the gateway has not settled for this long is asked about again (a webhook can be lost). */
export const SWEEP_AFTER_SECONDS = 600;
const BATCH = 100;

/**
 * The sweeper (issue 12): open and pending payments untouched for 10 minutes are asked about at their gateway and
 * settled as it says. One failing payment does not stop the others. Returns how many moved.
 */
export class SweepUnsettledPayments {
  constructor(private readonly deps: { payments: Payments; applyGatewayStatus: Pick<ApplyGatewayStatus, 'run'>; clock: Clock }) {}

  async run(): Promise<{ readonly moved: number; readonly failed: number }> {
    const before = new Date(this.deps.clock.now().getTime() - SWEEP_AFTER_SECONDS * 1000);
    const unsettled = await this.deps.payments.listUnsettled(before, BATCH);
    let moved = 0;
    let failed = 0;
    for (const payment of unsettled) {
      if (!payment.providerRef) continue;
      try {
        const settlement = await this.deps.applyGatewayStatus.run(payment.providerRef);
        if (settlement?.moved) moved += 1;
      } catch {
        failed += 1;
      }
    }
    return { moved, failed };
  }
}
