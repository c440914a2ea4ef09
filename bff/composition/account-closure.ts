import { DeleteAccount } from '../../domain/accounts/delete-account';
import { PurgeDeletedAccounts } from '../../domain/accounts/purge-deleted-accounts';
import { Reactivate } from '../../domain/accounts/reactivate';
import { RequestReactivation } from '../../domain/accounts/request-reactivation';
import { BlockMember } from '../../domain/privacy/block-member';
import { ExportMemberData } from '../../domain/privacy/export-member-data';
import { ListBlockedMembers } from '../../domain/privacy/list-blocked-members';
import { SetInvisible } from '../../domain/privacy/set-invisible';
import { UnblockMember } from '../../domain/privacy/unblock-member';
import { PostgresAccountClosures } from '../../adapters/postgres/postgres-account-closures';
import { PostgresBlocks } from '../../adapters/postgres/postgres-blocks';
import { PostgresCreditLedger } from '../../adapters/postgres/postgres-credit-ledger';
import { PostgresInvisibleMode } from '../../adapters/postgres/postgres-invisible-mode';
import { PostgresPhotos } from '../../adapters/postgres/postgres-photos';
import { DiskMemberMedia } from '../../adapters/storage/disk-member-media';
import type { CoreServices } from './core-services';

/** Blocks, invisible mode, data export, deletion, reactivation and the purge. */
export interface AccountClosureServices {
  readonly blockMember: BlockMember;
  readonly unblockMember: UnblockMember;
  readonly listBlockedMembers: ListBlockedMembers;
  readonly setInvisible: SetInvisible;
  readonly exportMemberData: ExportMemberData;
  readonly deleteAccount: DeleteAccount;
  readonly requestReactivation: RequestReactivation;
  readonly reactivate: Reactivate;
  readonly purgeDeletedAccounts: PurgeDeletedAccounts;
}

export function composeAccountClosure(core: CoreServices): AccountClosureServices {
  const { knex, members, clock, sessions, accountLinks: links, mailer, rateLimiter, conversations } = core;
  const blocks = new PostgresBlocks(knex);
  const closures = new PostgresAccountClosures(knex);
  return {
    blockMember: new BlockMember({ blocks, members, clock }),
    unblockMember: new UnblockMember({ blocks }),
    listBlockedMembers: new ListBlockedMembers({ blocks, members }),
    setInvisible: new SetInvisible({ invisibleMode: new PostgresInvisibleMode(knex) }),
    exportMemberData: new ExportMemberData({ members, conversations, ledger: new PostgresCreditLedger(knex), blocks, clock, photos: new PostgresPhotos(knex) }),
    deleteAccount: new DeleteAccount({ members, closures, hasher: core.passwordHasher, sessions, links, mailer, rateLimiter, clock }),
    requestReactivation: new RequestReactivation({ members, links, mailer, clock, rateLimiter }),
    reactivate: new Reactivate({ members, closures, links, sessions, clock }),
    purgeDeletedAccounts: new PurgeDeletedAccounts({ closures, media: new DiskMemberMedia(core.config.mediaDir), clock }),
  };
}

/**
 * Background work of this area: every `purgeIntervalSeconds` (0 = off, as in tests) the accounts past their
 * reactivation window are purged. Every instance may run it: the purge deletes by id, so two at once do no harm.
 */
export function startAccountClosureJobs(core: CoreServices, services: AccountClosureServices): { stop(): Promise<void> } {
  const seconds = core.config.purgeIntervalSeconds;
  if (seconds <= 0) return { stop: async () => {} };
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = services.purgeDeletedAccounts
      .run()
      .then((purged) => {
        if (purged > 0) core.logger.info({ purged }, 'purged deleted accounts');
      })
      .catch((error: unknown) => core.logger.error({ err: error }, 'purging deleted accounts failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, seconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
