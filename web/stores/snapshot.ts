import type { Locale } from '../i18n/locale';
import type { ApiChat, ApiCounts, ApiDiscountCode, ApiSettings, ApiUser, ApiVisitor } from '../../bff/contract/api-types';
import type { AlertDismissalTimes } from './alert-dismissals';

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
  /**
   * The server's clock as it rendered the page, in ms. The browser's first render counts from it, so the time bonus's
   * countdown and a dismissal's age read the same in the server's HTML and in hydration.
   */
  readonly renderedAt?: number;
  /** The member's active discount while her time bonus can show (PageServices.timeBonus); absent: the tab asks. */
  readonly timeBonus?: ApiDiscountCode | null;
  /** When the member alerts were dismissed on this device (their cookies), ms by alert. */
  readonly dismissals?: AlertDismissalTimes;
}

/** A visitor's totals. */
export const NO_COUNTS: ApiCounts = { unread_messages: 0, new_likes: 0, new_visitors: 0 };
