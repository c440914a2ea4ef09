import type { Logger } from 'pino';
import type { PurgeDeletedAccounts } from '../../domain/accounts/purge-deleted-accounts';
import { startRepeatingJob, type RepeatingJob } from './repeating-job';

/**
 * Background work of the accounts area: every `intervalSeconds` (0 = off, as in tests) the accounts past their
 * reactivation window are purged. Every instance may run it: the purge deletes by id, so two at once do no harm.
 */
export function startPurgeJob(purge: Pick<PurgeDeletedAccounts, 'run'>, options: { intervalSeconds: number; logger: Logger }): RepeatingJob {
  return startRepeatingJob('purged deleted accounts', () => purge.run(), { ...options, report: (purged) => (purged > 0 ? { purged } : undefined) });
}
