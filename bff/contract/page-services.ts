import type { ApiCreditOffer, ApiDiscountCode, ApiError, ApiPayment, ApiSandboxCheckout } from './api-types';
import type { DiscountCodeQuery } from './payment-requests';
import type { ApiBlockedProfile, ApiChat, ApiConversation, ApiCounts, ApiFoundMatch, ApiLikes, ApiProfileTeaser, ApiProfileView, ApiSwipeAllowance, ApiProfile, ApiRegion, ApiSearchPage, ApiSettings, ApiUser, ApiVisitor, ApiVisitors } from './api-types';
import type { SearchQuery } from './requests';
import type { ApiPhoto, ApiRejectedPhoto } from './profile-media-requests';
import type { MatchFinderQuery } from './like-requests';
import type { ApiEmailSettings } from './notification-requests';
import type { ApiUnsubscribeLink } from './unsubscribe-requests';

/**
 * What the server-side page hooks (+data) may ask of the bff for one request, bound to that request's
 * session and domain. The web never sees the container, knex or the domain's use cases.
 */
export interface PageServices {
  readonly settings: ApiSettings;
  readonly visitor: ApiVisitor;
  /** Members, and visitors as logged_out_search(_trafficsource) allow (domain/search/visitor-search.ts). */
  readonly mayBrowseMembers: boolean;
  readonly user: ApiUser | null;
  /** The server's clock as it renders the page, in ms: the browser's first render of the page counts from it too. */
  readonly now: number;
  readonly regions: Readonly<Record<string, readonly ApiRegion[]>>;
  /**
   * `cards.distance`: a member's cards say how far away each lives (issue 27; the search page, whose catalogue area
   * holds the words: the home page and landers show none).
   */
  search(query: SearchQuery, cards?: { readonly distance: boolean }): Promise<ApiSearchPage>;
  /**
   * Issue 24: how many of the members that search finds joined in the last seven days; null when too few to show
   * (domain/search/new-this-week.ts). Refused like `search` when she may not browse.
   */
  joinedThisWeek(query: SearchQuery): Promise<{ readonly count: number; readonly more: boolean } | null>;
  /** A visitor's teaser of a profile, whatever the search settings; undefined for a hidden one. */
  profileTeaser(id: number): Promise<ApiProfileTeaser | undefined>;
  /** undefined when the profile does not exist or may not be seen. */
  profile(id: number): Promise<(ApiProfileView & { readonly like: { readonly liked: boolean; readonly match: boolean } | null }) | undefined>;
  /**
   * The profile of a member she blocked, only for the member who blocked (her name, to lift the block on the profile
   * screen); undefined for anyone else, a visitor, or no block of hers (issue 27).
   */
  blockedProfile(id: number): Promise<ApiBlockedProfile | undefined>;
  /** My own photos in order, for /profile (members only). */
  ownPhotos(): Promise<readonly ApiPhoto[]>;
  /** My photos a moderator rejected, newest first, with the reason (decision 0075; members only). */
  rejectedPhotos(): Promise<readonly ApiRejectedPhoto[]>;
  /** The member's totals for every page; zeros for a visitor. */
  counts(): Promise<ApiCounts>;
  /**
   * The member's active discount while her time bonus's window is open, so its countdown banner is in the page's
   * HTML; null, without asking, for a visitor, a paid member or once the window has closed.
   */
  timeBonus(): Promise<ApiDiscountCode | null>;
  /** The whole chat list: only for the pages that show it. */
  chats(): Promise<ApiChat[]>;
  conversation(id: number): Promise<ApiConversation | undefined>;
  /**
   * /members/@id/chat: the conversation with a profile, opened (not started: that is its first message); the
   * refusal when she may not have another; undefined when the profile is hidden from her.
   */
  openChat(profileId: number): Promise<{ readonly id: number } | { readonly refused: 'conversation_limit' | 'blocked' } | undefined>;
  /** Whether the member liked the profile, and whether it is a match; none for a visitor. */
  likeState(id: number): Promise<{ readonly liked: boolean; readonly match: boolean } | null>;
  /** The likes page's three tabs (members only). */
  likes(): Promise<ApiLikes>;
  /** "Wie bekeek mij" (issue 27): her visitors of the last 30 days; reading them clears the badge. */
  visitors(): Promise<ApiVisitors>;
  /** Her e-mail preferences and why her mail is stopped, for /notifications (members only). */
  emailSettings(): Promise<ApiEmailSettings>;
  /** What an unsubscribe link stops, read without changing anything (decision 0057); null for a link that is not valid. Anyone. */
  unsubscribeLink(token: string): Promise<ApiUnsubscribeLink | null>;
  /** The swipe game's allowance today and its first profiles (members only). */
  swipeGame(): Promise<{ readonly swipe: ApiSwipeAllowance; readonly profiles: readonly ApiProfile[] }>;
  /** The match finder's shortlist for a choice (members only). */
  findMatches(choice: MatchFinderQuery): Promise<ApiFoundMatch[]>;
  /** The bundles, methods and (for a member) the active discount of /credits, /pricing and /premium; visitors too. */
  creditOffer(): Promise<ApiCreditOffer>;
  /**
   * A discount code from the page's address (SPEC §7 "query passthrough": /credits?code=X, /credits/@id/@method?code=X),
   * checked for the member as GET /api/discountcode.php checks a typed one: the discount, or why not (code_not_found,
   * code_used, code_invalid, as the API's error body). Members only.
   */
  checkDiscountCode(query: DiscountCodeQuery): Promise<ApiDiscountCode | ApiError>;
  /** One of the member's own payments; undefined for another's or an unknown id. */
  payment(paymentId: string): Promise<ApiPayment | undefined>;
  /** The member's payments, newest first. */
  transactions(): Promise<readonly ApiPayment[]>;
  /** The member's last completed order (/credits/repeat-order), or undefined. */
  lastOrder(): Promise<ApiPayment | undefined>;
  /** The sandbox provider's checkout of one of the member's payments; undefined for another's, or with a real provider. */
  sandboxCheckout(ref: string): Promise<ApiSandboxCheckout | undefined>;
}

/**
 * The build's files of a locale's catalogue and of the given areas of it (web/i18n/areas.ts), as served paths, for
 * the page's `<link rel="modulepreload">`: the browser fetches them with the page's own scripts instead of after them.
 */
export type CatalogueChunks = (locale: string, areas: readonly string[]) => readonly string[];
