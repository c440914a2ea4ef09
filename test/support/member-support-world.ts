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
import { aNewMember } from './new-member-mother';

const pageLinks = { of: async () => ({ to: (page: string, token?: string) => `https://hartslag.test/${page}/${token ?? ''}` }) } as unknown as PageLinks;

/** Decision 0073's member use cases on the memory adapters of one store, and a clock that stands still. */
export function createMemberSupportWorld(now = new Date('2026-12-07T12:00:00Z')) {
  const clock = new FixedClock(now);
  const store = new InMemoryStore();
  const outbox = new InMemoryOutboxQueue(clock);
  const state = new OperatorState();
  const transactions = new InMemoryOperatorTransactions(new InMemoryTransactions(store, clock, outbox), state);
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
    add: (email: string, name: string, status: MemberStatus = 'active') =>
      members.create(aNewMember({ status }, { email, name, passwordHash: 'plain:x', signupDate: now })),
    find: new FindMembers({ directory }),
    show: new ShowMemberAccount({ transactions, photos: new InMemoryPhotos(store), directory, clock }),
    endSessions: new EndMemberSessions({ transactions, sessions, directory, clock }),
    correct: new CorrectCredits({ transactions, clock }),
    resend: new ResendMemberActivation({ transactions, links, pageLinks, clock }),
    actions: async () => (await audit.latest({ limit: 100 })).entries.map((entry) => entry.action),
  };
}

export type MemberSupportWorld = ReturnType<typeof createMemberSupportWorld>;
