import type { OperatorTransactions } from '../operators/ports';
import type { Clock } from '../shared/clock';

/** Suspensions lifted per transaction; the job goes on until none that ended is left. */
export const LIFT_BATCH = 100;

/**
 * The job runner's work (decision 0079): every suspension for a number of days whose end has passed is lifted — her
 * status as it was, her profile seen again — without waiting for her next login (which lifts it too). Each lift and
 * its audit row, by the system, commit together; a suspension lifted meanwhile by her login is skipped, unaudited.
 */
export class LiftEndedSuspensions {
  constructor(private readonly deps: { transactions: OperatorTransactions; clock: Clock }) {}

  async run(): Promise<number> {
    const now = this.deps.clock.now();
    let lifted = 0;
    for (;;) {
      const batch = await this.deps.transactions.run(async ({ suspensions, audit }) => {
        const ended = await suspensions.endedBy(now, LIFT_BATCH);
        let done = 0;
        for (const suspension of ended) {
          if (!(await suspensions.lift(suspension.memberId, now))) continue;
          await audit.append({
            who: { system: true },
            action: 'member.suspension_lifted',
            target: `member:${suspension.memberId}`,
            at: now,
            details: { until: suspension.until!.toISOString() },
          });
          done += 1;
        }
        return { found: ended.length, done };
      });
      lifted += batch.done;
      if (batch.found < LIFT_BATCH) return lifted;
    }
  }
}
