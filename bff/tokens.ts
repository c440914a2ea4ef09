import type { ServiceIdentifier } from 'inversify';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { MemberAccounts, PasswordHasher, Sessions } from '../domain/accounts/ports';
import type { LogIn } from '../domain/accounts/log-in';
import type { SessionStarter } from '../domain/accounts/session-starter';
import type { SignUp } from '../domain/accounts/sign-up';
import type { ListChats } from '../domain/chat/list-chats';
import type { OpenConversation } from '../domain/chat/open-conversation';
import type { Conversations } from '../domain/chat/ports';
import type { ReadConversation } from '../domain/chat/read-conversation';
import type { SendMessage } from '../domain/chat/send-message';
import type { Profiles } from '../domain/profiles/profile';
import type { EventBus } from '../domain/realtime/live-event';
import type { ProfileSearch, SearchMembers } from '../domain/search/search-members';
import type { SiteSettingsStore } from '../domain/settings/site-settings';
import type { Clock } from '../domain/shared/clock';
import type { RandomTokens } from '../domain/shared/random-tokens';
import type { Transactions } from '../domain/transactions';
import type { Config } from './config';

const token = <T>(name: string) => Symbol.for(`hartslag.${name}`) as ServiceIdentifier<T>;

/** Service identifiers of the composition root: one per port, adapter-level resource and use case. */
export const TOKENS = {
  config: token<Config>('config'),
  logger: token<Logger>('logger'),
  knex: token<Knex>('knex'),
  clock: token<Clock>('clock'),
  randomTokens: token<RandomTokens>('randomTokens'),
  passwordHasher: token<PasswordHasher>('passwordHasher'),
  events: token<EventBus>('events'),
  transactions: token<Transactions>('transactions'),
  members: token<MemberAccounts>('members'),
  sessions: token<Sessions>('sessions'),
  profiles: token<Profiles>('profiles'),
  profileSearch: token<ProfileSearch>('profileSearch'),
  conversations: token<Conversations>('conversations'),
  settings: token<SiteSettingsStore>('settings'),
  decoyHash: token<string>('decoyHash'),
  sessionStarter: token<SessionStarter>('sessionStarter'),
  signUp: token<SignUp>('signUp'),
  logIn: token<LogIn>('logIn'),
  searchMembers: token<SearchMembers>('searchMembers'),
  openConversation: token<OpenConversation>('openConversation'),
  sendMessage: token<SendMessage>('sendMessage'),
  readConversation: token<ReadConversation>('readConversation'),
  listChats: token<ListChats>('listChats'),
} as const;
