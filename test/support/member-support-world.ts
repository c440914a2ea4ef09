import { FixedClock } from '../../adapters/memory/fixed-clock';
import { InMemoryCreditLedger } from '../../adapters/memory/in-memory-credit-ledger';
import { InMemoryLinkStore } from '../../adapters/memory/in-memory-link-store';
import { InMemoryMemberAccounts } from '../../adapters/memory/in-memory-member-accounts';
import { InMemoryMemberDirectory } from '../../adapters/memory/in-memory-member-directory';
import { InMemoryAuditTrail, InMemoryOperatorTransactions, OperatorState } from '../../adapters/memory/in-memory-operators';
import { InMemoryOutboxQueue } from '../../adapters/memory/in-memory-outbox';
import { InMemoryPhotos } from '../../adapters/memory/in-memory-photos';
import { InMemorySessions } from '../../adapters/memory/in-memory-sessions';
import { InMemoryStore } from '../../adapters/memory/in-memory-store';
import { InMemoryTransactions } from '../../adapters/memory/in-memory-transactions';
import { SequentialTokens } from '../../adapters/memory/sequential-tokens';
import { AccountLinks } from '../../domain/accounts/account-links';
import type { MemberStatus } from '../../domain/accounts/member';
import type { PageLinks } from '../../domain/mail/page-links';
import { CorrectCredits } from '../../domain/operators/members/correct-credits';
import { EndMemberSessions } from '../../domain/operators/members/end-member-sessions';
import { FindMembers } from '../../domain/operators/members/find-members';
import { ResendMemberActivation } from '../../domain/operators/members/resend-member-activation';
import { ShowMemberAccount } from '../../domain/operators/members/show-member-account';
import { InMemoryBlocks } from '../../adapters/memory/in-memory-blocks';
import { InMemoryConversations } from '../../adapters/memory/in-memory-conversations';
import { InMemoryLikes } from '../../adapters/memory/in-memory-likes';
import { InMemoryMemberMedia } from '../../adapters/memory/in-memory-member-media';
import { InMemorySuspensions, ModerationState } from '../../adapters/memory/in-memory-moderation';
import { InMemoryPayments } from '../../adapters/memory/in-memory-payments';
import { InMemoryRateLimiter } from '../../adapters/memory/in-memory-rate-limiter';
import { InMemorySupportCases } from '../../adapters/memory/in-memory-support-cases';
import type { TrackingData } from '../../domain/accounts/tracking';
import { LiftEndedSuspensions } from '../../domain/moderation/lift-ended-suspensions';
import { LiftSuspension, SuspendMember } from '../../domain/moderation/suspend-member';
import { ChangeMemberEmail } from '../../domain/operators/members/change-member-email';
import { DeleteMemberAccount } from '../../domain/operators/members/delete-member-account';
import { EraseMember } from '../../domain/operators/members/erase-member';
import { ExportMemberForGdpr } from '../../domain/operators/members/export-member-for-gdpr';
import { ExportMemberData } from '../../domain/privacy/export-member-data';
import type { MemberId } from '../../domain/shared/ids';
import { aNewMember } from './new-member-mother';

const pageLinks = { of: async () => ({ to: (page: string, token?: string) => `https://hartslag.test/${page}/${token ?? ''}` }) } as unknown as PageLinks;

/** Decision 0073's member use cases on the memory adapters of one store, and a clock that stands still. */
export function createMemberSupportWorld(now = new Date('2026-12-07T12:00:00Z')) {
  const clock = new FixedClock(now);
  const store = new InMemoryStore();
  const outbox = new InMemoryOutboxQueue(clock);
  const state = new OperatorState();
  const cases = new InMemorySupportCases();
  const moderation = new ModerationState(cases, store);
  const tracking = new Map<MemberId, TrackingData & { createdAt: Date }>();
  const transactions = new InMemoryOperatorTransactions(new InMemoryTransactions(store, clock, outbox), state, moderation, tracking);
  const media = new InMemoryMemberMedia();
  const photos = new InMemoryPhotos(store);
  const conversations = new InMemoryConversations(store);
  const memberData = new ExportMemberData({
    members: new InMemoryMemberAccounts(store, clock),
    conversations,
    ledger: new InMemoryCreditLedger(store),
    blocks: new InMemoryBlocks(store),
    clock,
    photos,
    rateLimiter: new InMemoryRateLimiter(),
    likes: new InMemoryLikes(store),
    payments: new InMemoryPayments(store),
  });
  const members = new InMemoryMemberAccounts(store, clock);
  const ledger = new InMemoryCreditLedger(store);
  const sessions = new InMemorySessions(store);
  const directory = new InMemoryMemberDirectory(store);
  const links = new AccountLinks({ store: new InMemoryLinkStore(), tokens: new SequentialTokens(), clock });
  const audit = new InMemoryAuditTrail(state);
  return {
    now,
    store,
    outbox,
    members,
    ledger,
    sessions,
    audit,
    clock,
    cases,
    tracking,
    media,
    photos,
    conversations,
    suspensions: new InMemorySuspensions(moderation),
    add: (email: string, name: string, status: MemberStatus = 'active') =>
      members.create(aNewMember({ status }, { email, name, passwordHash: 'plain:x', signupDate: now })),
    find: new FindMembers({ directory }),
    show: new ShowMemberAccount({ transactions, photos, directory, clock }),
    endSessions: new EndMemberSessions({ transactions, sessions, directory, clock }),
    correct: new CorrectCredits({ transactions, clock }),
    resend: new ResendMemberActivation({ transactions, links, pageLinks, clock }),
    changeEmail: new ChangeMemberEmail({ transactions, pageLinks, clock }),
    deleteAccount: new DeleteMemberAccount({ transactions, sessions, links, pageLinks, clock }),
    exportData: new ExportMemberForGdpr({ transactions, memberData, clock }),
    erase: new EraseMember({ transactions, media, clock }),
    liftEnded: new LiftEndedSuspensions({ transactions, pageLinks, clock }),
    suspend: new SuspendMember({ transactions, sessions, pageLinks, clock }),
    liftSuspension: new LiftSuspension({ transactions, pageLinks, clock }),
    actions: async () => (await audit.latest({ limit: 100 })).entries.map((entry) => entry.action),
  };
}

export type MemberSupportWorld = ReturnType<typeof createMemberSupportWorld>;
