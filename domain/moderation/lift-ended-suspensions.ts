import type { PageLinks } from '../mail/page-links';
import type { OperatorTransactions } from '../operators/ports';
import type { Clock } from '../shared/clock';
import { mailLiftedIn } from './suspend-member';

/** Suspensions lifted per transaction; the job goes on until none that ended is left. */
export const LIFT_BATCH = 100;

/**
 * The job runner's work (decision 0079): every suspension for a number of days whose end has passed is lifted — her
 * status as it was, her profile seen again — without waiting for her next login (which lifts it too). Each lift and
 * its audit row, by the system, commit together with the mail that tells her (decision 0084, in her language, linking to
 * `domain`: members carry none of their own); a suspension lifted meanwhile by her login is skipped, unaudited, unmailed.
 */
export class LiftEndedSuspensions {
  constructor(private readonly deps: { transactions: OperatorTransactions; pageLinks: PageLinks; clock: Clock }) {}

  async run(domain: string): Promise<number> {
    const now = this.deps.clock.now();
    const link = (await this.deps.pageLinks.of(domain)).to('home');
    let lifted = 0;
    for (;;) {
      const batch = await this.deps.transactions.run(async (scope) => {
        const { suspensions, audit } = scope;
        const ended = await suspensions.endedBy(now, LIFT_BATCH);
        let done = 0;
        for (const suspension of ended) {
          if (!(await suspensions.lift(suspension.memberId, now))) continue;
          const member = await scope.members.findById(suspension.memberId);
          if (member && member.status !== 'deleted' && !(await scope.memberRecords.erasedAt(member.id))) await mailLiftedIn(scope, member, { domain, link, early: false });
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
