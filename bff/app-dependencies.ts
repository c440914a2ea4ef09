import type { Logger } from 'pino';
import type { LogIn } from '../domain/accounts/log-in';
import type { MemberAccounts } from '../domain/accounts/ports';
import type { SessionStarter } from '../domain/accounts/session-starter';
import type { SignUp } from '../domain/accounts/sign-up';
import type { ListChats } from '../domain/chat/list-chats';
import type { OpenConversation } from '../domain/chat/open-conversation';
import type { ReadConversation } from '../domain/chat/read-conversation';
import type { SendMessage } from '../domain/chat/send-message';
import type { Profiles } from '../domain/profiles/profile';
import type { EventBus } from '../domain/realtime/live-event';
import type { SearchMembers } from '../domain/search/search-members';
import type { SiteSettingsStore } from '../domain/settings/site-settings';
import type { Clock } from '../domain/shared/clock';
import type { ApiRegion } from './contract/api-types';
import type { Config } from './config';

/** What the HTTP layer is handed: use cases and read ports, never the container. */
export interface AppDependencies {
  readonly config: Config;
  readonly logger: Logger;
  readonly clock: Clock;
  readonly settings: SiteSettingsStore;
  readonly members: MemberAccounts;
  readonly profiles: Profiles;
  readonly events: EventBus;
  readonly sessions: SessionStarter;
  readonly signUp: SignUp;
  readonly logIn: LogIn;
  readonly searchMembers: SearchMembers;
  readonly openConversation: OpenConversation;
  readonly sendMessage: SendMessage;
  readonly readConversation: ReadConversation;
  readonly listChats: ListChats;
  readonly regions: Readonly<Record<string, readonly ApiRegion[]>>;
}
