import type { OperatorId } from '../../../domain/operators/actor';
import type { ReportQueue } from '../../../domain/moderation/report-queue';
import type { Suspensions } from '../../../domain/moderation/suspension';
import { beforeEach } from 'vitest';
import type { AccountTransactions } from '../../../domain/accounts/activation';
import type { AccountClosures } from '../../../domain/accounts/closure-ports';
import type { Credentials } from '../../../domain/accounts/credentials';
import type { LinkStore } from '../../../domain/accounts/account-links';
import type { MemberStatus } from '../../../domain/accounts/member';
import type { CreditLedger, MemberAccounts, NewMember, Sessions } from '../../../domain/accounts/ports';
import type { Conversations } from '../../../domain/chat/ports';
import type { DirectDebitBlocks, DirectDebitMandates, SmsCodes, SmsOutbox } from '../../../domain/direct-debit/ports';
import type { DiscountCode } from '../../../domain/discounts/discount';
import type { DiscountCodes } from '../../../domain/discounts/ports';
import type { Likes } from '../../../domain/likes/ports';
import type { ProfileOpenings } from '../../../domain/likes/open-profile';
import type { ProfileViews } from '../../../domain/visitors/ports';
import type { MailOutbox, OutgoingMail } from '../../../domain/mail/mailer';
import type { EmailPreferencesStore } from '../../../domain/notifications/ports';
import type { NoticeMailRecipients } from '../../../domain/notifications/notice-mail';
import type { OutboxQueue } from '../../../domain/outbox/outbox';
import type { Payments } from '../../../domain/payments/ports';
import type { Blocks, InvisibleMode } from '../../../domain/privacy/ports';
import type { MisplacedMedia, Photos } from '../../../domain/profiles/media-ports';
import type { Profile, ProfileStatus, Profiles } from '../../../domain/profiles/profile';
import type { ProfileSettings } from '../../../domain/profiles/settings-ports';
import type { ProfileSearch } from '../../../domain/search/search-members';
import type { SiteSettings, SiteSettingsStore } from '../../../domain/settings/site-settings';
import type { IdempotencyKeys } from '../../../domain/shared/idempotency';
import type { MemberId } from '../../../domain/shared/ids';
import type { SupportCases } from '../../../domain/support/support-case';
import type { Transactions } from '../../../domain/transactions';
import { aNewMember, type NewMemberFields } from '../new-member-mother';

/** The moment the worlds' clocks stand at: ages and `findById`'s profile are counted on it. */
export const CONTRACT_NOW = new Date('2026-11-26T10:00:00Z');

/** What a contract asks of a member it needs; anything left out gets an ordinary value. */
export type MemberSeed = Partial<Omit<NewMemberFields, 'passwordHash' | 'profileStatus' | 'fictional'>>;

/** Facts about a member that no port of the contracts writes (an operator or another area does). */
export interface MemberChange {
  readonly status?: MemberStatus;
  readonly profileStatus?: ProfileStatus;
  readonly invisible?: boolean;
}

/**
 * Every port with a memory and a PostgreSQL adapter, all on one store (the in-memory store, or one database), as the
 * app wires them: a contract sees what one port wrote through another, as the domain does. `given` sets up what no
 * port of the contracts writes, each adapter its own way.
 */
export interface AdapterWorld {
  readonly members: MemberAccounts;
  readonly ledger: CreditLedger;
  readonly transactions: Transactions;
  /** Where the outbox rows a transaction commits are queued for the worker (decision 0042). */
  readonly outboxQueue: OutboxQueue;
  readonly accountTransactions: AccountTransactions;
  readonly conversations: Conversations;
  readonly likes: Likes;
  readonly profileOpenings: ProfileOpenings;
  readonly profileViews: ProfileViews;
  readonly blocks: Blocks;
  readonly invisibleMode: InvisibleMode;
  readonly emailPreferences: EmailPreferencesStore;
  readonly noticeMailRecipients: NoticeMailRecipients;
  readonly profiles: Profiles & ProfileSearch;
  readonly profileSettings: ProfileSettings;
  readonly photos: Photos;
  readonly misplacedMedia: MisplacedMedia;
  readonly sessions: Sessions;
  readonly credentials: Credentials;
  readonly closures: AccountClosures;
  readonly idempotencyKeys: IdempotencyKeys;
  readonly linkStore: LinkStore;
  readonly supportCases: SupportCases;
  /** Decision 0072: the moderators' queue on the reports, and the members' suspensions. */
  readonly reportQueue: ReportQueue;
  readonly suspensions: Suspensions;
  readonly payments: Payments;
  readonly discountCodes: DiscountCodes;
  readonly smsCodes: SmsCodes;
  readonly mandates: DirectDebitMandates;
  readonly directDebitBlocks: DirectDebitBlocks;
  readonly siteSettings: SiteSettingsStore;
  /** The development mailbox: mail and SMS kept instead of sent. */
  readonly mailOutbox: MailOutbox;
  readonly smsOutbox: SmsOutbox;
  readonly given: {
    member(id: MemberId, change: MemberChange): Promise<void>;
    invite(code: string): Promise<void>;
    discountCode(code: DiscountCode): Promise<void>;
    directDebitBlocked(member: MemberId): Promise<void>;
    /** A mail the outbox worker handed to the development mailbox, as its transport does. */
    mailDelivered(mail: OutgoingMail, messageId: string): Promise<void>;
    smsDelivered(to: string, text: string, messageId: string): Promise<void>;
    /** A setting for every domain the install serves. */
    setting<K extends keyof SiteSettings>(key: K, value: SiteSettings[K]): Promise<void>;
    /** A moderator of the back office, for rows that name who acted (decision 0072). */
    moderator(): Promise<OperatorId>;
  };
}

let seeded = 0;

/** A new member as signup stores her (MemberAccounts.create): an ordinary profile, with what the seed names. */
export function newMember(seed: MemberSeed = {}): NewMember {
  seeded += 1;
  return aNewMember(seed, { email: `lid${seeded}@contract.example`, passwordHash: `hash-${seeded}`, name: `Lid ${seeded}`, signupDate: new Date(CONTRACT_NOW.getTime() - 86_400_000) });
}

/** The profile a member stored from `made` shows others (Profile): her id, and her age today in place of her birth date. */
export function profileAsShown(made: NewMember, id: MemberId, age: number): Profile {
  const { dateOfBirth: _born, ...details } = made.profile;
  return { id, age, ...details };
}

/** Stores a new member through the port. */
export const addMember = (world: AdapterWorld, seed: MemberSeed = {}): Promise<MemberId> => world.members.create(newMember(seed));

export type WorldMaker = () => Promise<AdapterWorld>;

/**
 * A fresh, empty world before each test of the calling suite (a new in-memory store, or every table emptied), so the
 * tests of one contract start alike on every adapter.
 */
export function freshWorldEachTest(make: WorldMaker): () => AdapterWorld {
  let world: AdapterWorld | undefined;
  beforeEach(async () => {
    world = await make();
  });
  return () => {
    if (!world) throw new Error('the world is made before each test');
    return world;
  };
}
