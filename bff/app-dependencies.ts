import type { ListChats } from '../domain/chat/list-chats';
import type { OpenConversation } from '../domain/chat/open-conversation';
import type { ReadConversation } from '../domain/chat/read-conversation';
import type { SendMessage } from '../domain/chat/send-message';
import type { SearchMembers } from '../domain/search/search-members';
import type { AccountClosureServices } from './composition/account-closure';
import type { CoreServices } from './composition/core-services';
import type { LoginSecurityServices } from './composition/login-security';
import type { ProfileMediaServices } from './composition/profile-media';
import type { SignupActivationServices } from './composition/signup-activation';
import type { ApiRegion } from './contract/api-types';

/** What the HTTP layer is handed: use cases and read ports, never the container. */
export interface AppDependencies extends CoreServices {
  readonly searchMembers: SearchMembers;
  readonly openConversation: OpenConversation;
  readonly sendMessage: SendMessage;
  readonly readConversation: ReadConversation;
  readonly listChats: ListChats;
  readonly regions: Readonly<Record<string, readonly ApiRegion[]>>;
  readonly signupActivation: SignupActivationServices;
  readonly loginSecurity: LoginSecurityServices;
  readonly profileMedia: ProfileMediaServices;
  readonly accountClosure: AccountClosureServices;
}
