import { AccountLinks, type LinkPurpose, type LinkStore, type StoredLink } from '../../domain/accounts/account-links';
import { DeleteAccount } from '../../domain/accounts/delete-account';
import { PurgeDeletedAccounts } from '../../domain/accounts/purge-deleted-accounts';
import { Reactivate } from '../../domain/accounts/reactivate';
import { RequestReactivation } from '../../domain/accounts/request-reactivation';
import type { Mailer, OutgoingMail } from '../../domain/mail/mailer';
import { BlockMember } from '../../domain/privacy/block-member';
import { ExportMemberData } from '../../domain/privacy/export-member-data';
import { ListBlockedMembers } from '../../domain/privacy/list-blocked-members';
import { SetInvisible } from '../../domain/privacy/set-invisible';
import { UnblockMember } from '../../domain/privacy/unblock-member';
import type { MemberId } from '../../domain/shared/ids';
import { InMemoryAccountClosures } from './in-memory-account-closures';
import { InMemoryInvisibleMode } from './in-memory-invisible-mode';
import { InMemoryMemberMedia } from './in-memory-member-media';
import { InMemoryRateLimiter } from './in-memory-rate-limiter';
import type { InMemoryWorld } from './in-memory-world';

interface LinkRow {
  readonly digest: string;
  readonly link: StoredLink;
  readonly issuedAt: Date;
  usedAt: Date | null;
}

/** Links in a list, by the rules of the account_links table. */
export class InMemoryClosureLinkStore implements LinkStore {
  readonly rows: LinkRow[] = [];

  async save(digest: string, link: StoredLink, issuedAt: Date): Promise<void> {
    this.rows.push({ digest, link: { ...link }, issuedAt, usedAt: null });
  }

  async consume(digest: string, purpose: LinkPurpose, now: Date): Promise<StoredLink | undefined> {
    const row = this.rows.find((r) => r.digest === digest && r.link.purpose === purpose && r.usedAt === null && r.link.expiresAt > now);
    if (!row) return undefined;
    row.usedAt = now;
    return row.link;
  }

  async countIssuedSince(memberId: MemberId, purpose: LinkPurpose, since: Date): Promise<number> {
    return this.rows.filter((r) => r.link.memberId === memberId && r.link.purpose === purpose && r.issuedAt >= since).length;
  }

  async voidAll(memberId: MemberId, purpose: LinkPurpose): Promise<void> {
    for (const row of this.rows) if (row.link.memberId === memberId && row.link.purpose === purpose && row.usedAt === null) row.usedAt = new Date(0);
  }
}

/** Keeps every mail, newest last. */
export class MailOutbox implements Mailer {
  readonly sent: OutgoingMail[] = [];

  async send(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
  }

  /** The token of the newest mail to an address, or undefined. */
  latestTokenTo(to: string): string | undefined {
    const mail = [...this.sent].reverse().find((m) => m.to.toLowerCase() === to.toLowerCase());
    return mail ? (new URL(mail.link).searchParams.get('token') ?? undefined) : undefined;
  }
}

export const CLOSURE_LINK_BASE = 'https://hartslag.example';

/** Blocks, invisible mode, export, deletion, reactivation and purge on top of an in-memory world. */
export function withAccountClosure(world: InMemoryWorld) {
  const { members, ledger, conversations, blocks, clock, hasher, sessionStarter: sessions, store } = world;
  const linkStore = new InMemoryClosureLinkStore();
  const links = new AccountLinks({ store: linkStore, tokens: world.tokens, clock });
  const mailer = new MailOutbox();
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
    requestReactivation: new RequestReactivation({ members, links, mailer, clock }),
    reactivate: new Reactivate({ members, closures, links, sessions, clock }),
    purgeDeletedAccounts: new PurgeDeletedAccounts({ closures, media, clock }),
  };
}

export type AccountClosureWorld = ReturnType<typeof withAccountClosure>;
