import type { MemberWithProfile } from '../../accounts/member';
import type { CreditEntry } from '../../accounts/ports';
import type { Payment } from '../../payments/payment';
import type { Photo } from '../../profiles/photo';
import type { Photos } from '../../profiles/media-ports';
import type { Clock } from '../../shared/clock';
import type { MemberId } from '../../shared/ids';
import type { Actor } from '../actor';
import { auditEntry } from '../audit';
import { OperatorError } from '../operator-error';
import { may } from '../permissions';
import type { OperatorTransactions } from '../ports';
import { auditActorOf } from './audit-actor';
import type { MemberDirectory } from './member-directory';
import type { HeldTracking } from './member-records';

/** A member's account as support sees it (decision 0073). */
export interface MemberAccountView {
  readonly member: MemberWithProfile;
  readonly photos: readonly Photo[];
  readonly payments: readonly Payment[];
  /** Newest first. */
  readonly ledger: readonly CreditEntry[];
  /** The sum of her ledger: equal to her balance, or the books are wrong. */
  readonly ledgerSum: number;
  readonly activeSessions: number;
  /** Where she came from at signup (decision 0079 adds it to the view). */
  readonly tracking: HeldTracking | null;
  /** When her personal data was erased: a tombstone, nothing to act on (decision 0079). */
  readonly erasedAt?: Date;
}

/**
 * An operator who may see members opens one's account: her account, profile, photos, payments, ledger and open
 * sessions. It is personal data, so the look is audited (`member.viewed`) in the transaction that reads it.
 */
export class ShowMemberAccount {
  constructor(private readonly deps: { transactions: OperatorTransactions; photos: Photos; directory: MemberDirectory; clock: Clock }) {}

  async run(actor: Actor, id: MemberId): Promise<MemberAccountView> {
    if (!may(actor, 'members.view')) throw new OperatorError('forbidden');
    const now = this.deps.clock.now();
    // Read outside the transaction (their ports are not on its scope; PGlite has one connection, which it holds).
    const photos = await this.deps.photos.listFor(id);
    const activeSessions = await this.deps.directory.activeSessions(id, now);
    return this.deps.transactions.run(async ({ members, ledger, payments, audit, memberRecords }) => {
      const member = await members.findById(id);
      if (!member) throw new OperatorError('not_found');
      const entries = await ledger.entriesFor(id);
      const view: MemberAccountView = {
        member,
        photos,
        payments: await payments.listForMember(id),
        ledger: [...entries].sort((a, b) => b.at.getTime() - a.at.getTime()),
        ledgerSum: entries.reduce((sum, entry) => sum + entry.amount, 0),
        activeSessions,
        tracking: (await memberRecords.held(id)).tracking,
        erasedAt: await memberRecords.erasedAt(id),
      };
      await audit.append(auditEntry({ who: auditActorOf(actor), action: 'member.viewed', target: `member:${id}`, at: now }));
      return view;
    });
  }
}
