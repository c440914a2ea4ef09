import type { Locale } from '../i18n/locale';
import type { ApiChat, ApiCounts, ApiSettings, ApiUser, ApiVisitor } from '../../bff/contract/api-types';

/** What the server hands the browser to build its stores from; listed in passToClient. */
export interface StoreSnapshot {
  readonly user: ApiUser | null;
  readonly settings: ApiSettings;
  readonly visitor: ApiVisitor;
  /** Every page: the totals of the badges and the title prefix (zeros for a visitor). */
  readonly counts: ApiCounts;
  /** Only on the pages that show the chat list (their +data adds it); null on every other page. */
  readonly chats: readonly ApiChat[] | null;
  readonly locale: Locale;
}

/** A visitor's totals. */
export const NO_COUNTS: ApiCounts = { unread_messages: 0, new_likes: 0 };
