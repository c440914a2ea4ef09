import type { Locale } from '../i18n/locale';
import type { ApiChat, ApiSettings, ApiUser, ApiVisitor } from '../../bff/contract/api-types';

/** What the server hands the browser to build its stores from; listed in passToClient. */
export interface StoreSnapshot {
  readonly user: ApiUser | null;
  readonly settings: ApiSettings;
  readonly visitor: ApiVisitor;
  readonly chats: readonly ApiChat[];
  readonly locale: Locale;
}
