import { AccountLinks } from '../../domain/accounts/account-links';
import { DeleteAccount } from '../../domain/accounts/delete-account';
import { PurgeDeletedAccounts } from '../../domain/accounts/purge-deleted-accounts';
import { Reactivate } from '../../domain/accounts/reactivate';
import { RequestReactivation } from '../../domain/accounts/request-reactivation';
import { BlockMember } from '../../domain/privacy/block-member';
import { ExportMemberData } from '../../domain/privacy/export-member-data';
import { ListBlockedMembers } from '../../domain/privacy/list-blocked-members';
import { SetInvisible } from '../../domain/privacy/set-invisible';
import { UnblockMember } from '../../domain/privacy/unblock-member';
import { InMemoryAccountClosures } from './in-memory-account-closures';
import { InMemoryInvisibleMode } from './in-memory-invisible-mode';
import { InMemoryMemberMedia } from './in-memory-member-media';
import { InMemoryRateLimiter } from './in-memory-rate-limiter';
import type { InMemoryWorld } from './in-memory-world';
import { CapturingMailer } from './capturing-mailer';
import { InMemoryLinkStore } from './in-memory-link-store';




export const CLOSURE_LINK_BASE = 'https://hartslag.example';

/** Blocks, invisible mode, export, deletion, reactivation and purge on top of an in-memory world. */
export function withAccountClosure(world: InMemoryWorld) {
  const { members, ledger, conversations, blocks, clock, hasher, sessionStarter: sessions, store } = world;
  const linkStore = new InMemoryLinkStore();
  const links = new AccountLinks({ store: linkStore, tokens: world.tokens, clock });
  const mailer = new CapturingMailer();
  const closures = new InMemoryAccountClosures(store);
  const media = new InMemoryMemberMedia();
  const rateLimiter = new InMemoryRateLimiter();
  return {
    linkStore,
    links,
    mailer,
    closures,
    media,
    rateLimiter,
    blockMember: new BlockMember({ blocks, members, clock }),
    unblockMember: new UnblockMember({ blocks }),
    listBlockedMembers: new ListBlockedMembers({ blocks, members }),
    setInvisible: new SetInvisible({ invisibleMode: new InMemoryInvisibleMode(store) }),
    exportMemberData: new ExportMemberData({ members, conversations, ledger, blocks, clock }),
    deleteAccount: new DeleteAccount({ members, closures, hasher, sessions, links, mailer, rateLimiter, clock }),
    requestReactivation: new RequestReactivation({ members, links, mailer, clock, rateLimiter }),
    reactivate: new Reactivate({ members, closures, links, sessions, clock }),
    purgeDeletedAccounts: new PurgeDeletedAccounts({ closures, media, clock }),
  };
}

export type AccountClosureWorld = ReturnType<typeof withAccountClosure>;
