import type { Logger } from 'pino';
import type { SweepUnsettledPayments } from '../../domain/payments/sweep-unsettled-payments';
import { startRepeatingJob, type RepeatingJob } from './repeating-job';

/**
 * Background work of the payments area: every `intervalSeconds` (0 = off, as in tests) the open and pending payments
 * are asked about at their gateway (a lost webhook is caught up). Two instances at once settle each payment once:
 * settling locks the payment, and a settled payment never moves.
 */
export function startPaymentSweepJob(sweep: Pick<SweepUnsettledPayments, 'run'>, options: { intervalSeconds: number; logger: Logger }): RepeatingJob {
  return startRepeatingJob('swept unsettled payments', () => sweep.run(), {
    ...options,
    report: (result) => (result.moved > 0 || result.failed > 0 ? { moved: result.moved, failed: result.failed } : undefined),
  });
}
