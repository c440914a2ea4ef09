import { LogIn } from '../../domain/accounts/log-in';
import type { MemberStatus } from '../../domain/accounts/member';
import { SessionStarter } from '../../domain/accounts/session-starter';
import { ListChats } from '../../domain/chat/list-chats';
import { OpenConversation } from '../../domain/chat/open-conversation';
import { ReadConversation } from '../../domain/chat/read-conversation';
import { SendMessage } from '../../domain/chat/send-message';
import type { Gender, ProfileStatus, Sexuality } from '../../domain/profiles/profile';
import { SearchMembers } from '../../domain/search/search-members';
import { defaultSettings } from '../../domain/settings/default-settings';
import type { SiteSettings } from '../../domain/settings/site-settings';
import type { MemberId } from '../../domain/shared/ids';
import { credits } from '../../domain/shared/quantities';
import { FixedClock } from './fixed-clock';
import { InMemoryBlocks } from './in-memory-blocks';
import { InMemoryConversations } from './in-memory-conversations';
import { InMemoryCreditLedger } from './in-memory-credit-ledger';
import { InMemoryEventBus } from './in-memory-event-bus';
import { InMemoryMemberAccounts } from './in-memory-member-accounts';
import { InMemoryProfiles } from './in-memory-profiles';
import { InMemoryRateLimiter } from './in-memory-rate-limiter';
import { InMemorySessions } from './in-memory-sessions';
import { InMemoryStore } from './in-memory-store';
import { InMemoryTransactions } from './in-memory-transactions';
import { PlainPasswordHasher } from './plain-password-hasher';
import { SequentialTokens } from './sequential-tokens';

/** A member put straight into the store, for a test's "given"; anything left out gets an ordinary value. */
export interface MemberSeed {
  readonly email?: string;
  readonly password?: string;
  readonly name?: string;
  readonly status?: MemberStatus;
  readonly credits?: number;
  readonly freeMessages?: number;
  readonly paidUser?: boolean;
  readonly gender?: Gender;
  readonly sexuality?: Sexuality;
  readonly dateOfBirth?: Date;
  readonly country?: string;
  readonly region?: string;
  readonly city?: string;
  readonly profileStatus?: ProfileStatus;
  readonly signupDate?: Date;
}

export type InMemoryWorld = ReturnType<typeof createInMemoryWorld>;

/** The domain wired to in-memory adapters: the composition fast tests and features run against. */
export function createInMemoryWorld(options: { now: Date; settings?: Partial<SiteSettings> }) {
  const store = new InMemoryStore();
  const clock = new FixedClock(options.now);
  const settings: SiteSettings = { ...defaultSettings, ...options.settings };
  const events = new InMemoryEventBus();
  const members = new InMemoryMemberAccounts(store, clock);
  const ledger = new InMemoryCreditLedger(store);
  const conversations = new InMemoryConversations(store);
  const blocks = new InMemoryBlocks(store);
  const profiles = new InMemoryProfiles(store);
  const profileSearch = profiles;
  const sessions = new InMemorySessions(store);
  const hasher = new PlainPasswordHasher();
  const tokens = new SequentialTokens();
  const transactions = new InMemoryTransactions(store, clock);
  const sessionStarter = new SessionStarter({ sessions, tokens, clock });
  let seeded = 0;

  async function addMember(seed: MemberSeed = {}): Promise<MemberId> {
    seeded += 1;
    const id = await members.create({
      email: seed.email ?? `member${seeded}@example.test`,
      passwordHash: await hasher.hash(seed.password ?? 'correct horse battery'),
      status: seed.status ?? 'active',
      freeMessages: seed.freeMessages ?? 0,
      language: 'nl',
      signupDate: seed.signupDate ?? clock.now(),
      profile: {
        name: seed.name ?? `Member ${seeded}`,
        gender: seed.gender ?? 'female',
        sexuality: seed.sexuality ?? 'hetero',
        dateOfBirth: seed.dateOfBirth ?? new Date(Date.UTC(1990, 5, 15)),
        country: seed.country ?? 'NL',
        region: seed.region ?? 'Noord-Holland',
        city: seed.city ?? 'Amsterdam',
        reason: '',
        hairColour: '',
        eyeColour: '',
        bodyType: '',
        relationshipStatus: '',
        tattoos: '',
        interests: [],
        about: '',
        status: seed.profileStatus ?? 'active',
        fictional: false,
        mainImage: null,
      },
    });
    if (seed.credits) await ledger.record({ memberId: id, amount: credits(seed.credits), reason: 'purchase', at: clock.now() });
    const stored = store.member(id);
    if (stored && seed.paidUser) stored.paidUser = true;
    return id;
  }

  return {
    store,
    clock,
    settings,
    events,
    members,
    ledger,
    conversations,
    blocks,
    profiles,
    profileSearch,
    sessions,
    hasher,
    tokens,
    transactions,
    addMember,
    sessionStarter,
    logIn: new LogIn({ members, hasher, sessions: sessionStarter, decoyHash: 'plain:decoy password nobody has', rateLimiter: new InMemoryRateLimiter(), clock }),
    sendMessage: new SendMessage({ transactions, clock, events, conversations, blocks }),
    openConversation: new OpenConversation({ transactions, profiles, blocks, clock }),
    readConversation: new ReadConversation({ conversations, profiles, clock, events }),
    listChats: new ListChats({ conversations, clock }),
    searchMembers: new SearchMembers({ profileSearch, clock }),
  };
}
