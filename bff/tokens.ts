import type { IdempotencyKeys } from '../domain/shared/idempotency';
import type { ServiceIdentifier } from 'inversify';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { AccountLinks } from '../domain/accounts/account-links';
import type { MemberAccounts, PasswordHasher, Sessions } from '../domain/accounts/ports';
import type { SessionStarter } from '../domain/accounts/session-starter';
import type { ListChats } from '../domain/chat/list-chats';
import type { OpenConversation } from '../domain/chat/open-conversation';
import type { Conversations } from '../domain/chat/ports';
import type { ReadConversation } from '../domain/chat/read-conversation';
import type { SendMessage } from '../domain/chat/send-message';
import type { Mailer } from '../domain/mail/mailer';
import type { Profiles } from '../domain/profiles/profile';
import type { EventBus } from '../domain/realtime/live-event';
import type { ProfileSearch, SearchMembers } from '../domain/search/search-members';
import type { SiteSettingsStore } from '../domain/settings/site-settings';
import type { Clock } from '../domain/shared/clock';
import type { RandomTokens } from '../domain/shared/random-tokens';
import type { RateLimiter } from '../domain/shared/rate-limiter';
import type { Transactions } from '../domain/transactions';
import type { AccountClosureServices } from './composition/account-closure';
import type { CoreServices } from './composition/core-services';
import type { LoginSecurityServices } from './composition/login-security';
import type { ProfileMediaServices } from './composition/profile-media';
import type { SignupActivationServices } from './composition/signup-activation';
import type { Config } from './config';

const token = <T>(name: string) => Symbol.for(`hartslag.${name}`) as ServiceIdentifier<T>;

/** Service identifiers of the composition root: one per port, adapter-level resource, use case and area. */
export const TOKENS = {
  config: token<Config>('config'),
  logger: token<Logger>('logger'),
  knex: token<Knex>('knex'),
  clock: token<Clock>('clock'),
  randomTokens: token<RandomTokens>('randomTokens'),
  passwordHasher: token<PasswordHasher>('passwordHasher'),
  decoyHash: token<string>('decoyHash'),
  events: token<EventBus>('events'),
  transactions: token<Transactions>('transactions'),
  members: token<MemberAccounts>('members'),
  sessionStore: token<Sessions>('sessionStore'),
  sessions: token<SessionStarter>('sessions'),
  profiles: token<Profiles>('profiles'),
  profileSearch: token<ProfileSearch>('profileSearch'),
  conversations: token<Conversations>('conversations'),
  settings: token<SiteSettingsStore>('settings'),
  mailer: token<Mailer>('mailer'),
  rateLimiter: token<RateLimiter>('rateLimiter'),
  accountLinks: token<AccountLinks>('accountLinks'),
  idempotencyKeys: token<IdempotencyKeys>('idempotencyKeys'),
  core: token<CoreServices>('core'),
  searchMembers: token<SearchMembers>('searchMembers'),
  openConversation: token<OpenConversation>('openConversation'),
  sendMessage: token<SendMessage>('sendMessage'),
  readConversation: token<ReadConversation>('readConversation'),
  listChats: token<ListChats>('listChats'),
  signupActivation: token<SignupActivationServices>('signupActivation'),
  loginSecurity: token<LoginSecurityServices>('loginSecurity'),
  profileMedia: token<ProfileMediaServices>('profileMedia'),
  accountClosure: token<AccountClosureServices>('accountClosure'),
} as const;
