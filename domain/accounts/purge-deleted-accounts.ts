import type { Clock } from '../shared/clock';
import { reactivationDeadline } from './reactivation-window';
import type { AccountClosures, MemberMedia } from './closure-ports';

/** Members purged per query; the sweeper keeps going until none is left. */
export const PURGE_BATCH = 100;

/**
 * Erases for good the accounts whose reactivation window has closed: their files first (so a failure leaves the row
 * for the next run to retry), then her personal data — profile, photos, the messages she sent, likes, blocks,
 * sessions, links — as support's GDPR erasure does (decision 0084, was a DELETE of the row in decision 0010). Her
 * account row stays as a tombstone with her credit ledger and payments: bookkeeping keeps them seven years.
 */
export class PurgeDeletedAccounts {
  constructor(private readonly deps: { closures: AccountClosures; media: MemberMedia; clock: Clock }) {}

  async run(): Promise<number> {
    const now = this.deps.clock.now();
    // Deleted at or before now minus the window: their deadline is now or past (isPurgeable).
    const window = reactivationDeadline(now).getTime() - now.getTime();
    const cutoff = new Date(now.getTime() - window);
    let purged = 0;
    for (;;) {
      const batch = await this.deps.closures.deletedAtOrBefore(cutoff, PURGE_BATCH);
      for (const member of batch) {
        await this.deps.media.removeAllFor(member);
        await this.deps.closures.purge(member, now);
        purged += 1;
      }
      if (batch.length < PURGE_BATCH) return purged;
    }
  }
}
