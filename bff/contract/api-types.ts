/** Response shapes of /api, shared by the bff and the web. Field names follow SPEC §3 and §7 (snake_case). */
import type { PublicSettings } from './public-settings';

/** A domain's settings as the browser gets them: the allow-list of public-settings.ts, never the server's limits. */
export type ApiSettings = PublicSettings;

/** A message as the conversation and the live socket show it. */
export interface LiveMessage {
  readonly id: number;
  readonly conversation_id: number;
  readonly sender_id: number;
  readonly body: string;
  readonly sent_at: string;
  /** Sent by a member who has not confirmed yet: stored, shown to her as held, delivered once she confirms. */
  readonly held: boolean;
  /** A gift (its picture is /gifts/<gift>.svg) or a photo (links signed for the reader, `/private-media/…`: decision 0043), or null. */
  readonly attachment:
    | { readonly kind: 'gift'; readonly gift: string }
    | { readonly kind: 'photo'; readonly filename: string; readonly thumb_filename: string }
    | { readonly kind: 'gif'; readonly id: string; readonly url: string; readonly width: number; readonly height: number }
    /** A photo a moderator took down (decision 0075): the message says so, no file is left. */
    | { readonly kind: 'photo_removed' }
    | null;
}

/** What the live socket sends a tab (bff/realtime/live-sockets.ts): `ready` once, then events as they happen. */
export type LiveEvent =
  | { readonly type: 'ready' }
  | { readonly type: 'message'; readonly message: LiveMessage }
  | { readonly type: 'credits'; readonly credits: number }
  | { readonly type: 'typing'; readonly conversation_id: number; readonly member_id: number }
  | { readonly type: 'read'; readonly conversation_id: number; readonly member_id: number }
  | { readonly type: 'like'; readonly profile_id: number }
  | { readonly type: 'match'; readonly profile_id: number };

export interface ApiMainImage {
  /** Paths under settings.cdn_prefix. */
  readonly filename: string;
  readonly thumb_filename: string;
}

/**
 * A photo of another member's profile as the viewer may see it (issue 9, SPEC §6): whole, or locked (a private photo
 * for a member who is not premium; every photo but the main one for a visitor) with no path at all. A whole private
 * photo's paths are links signed for the viewer (`/private-media/…`, decision 0043), public ones under cdn_prefix.
 */
export type ApiProfilePhoto =
  | { readonly id: number; readonly locked: false; readonly private: boolean; readonly filename: string; readonly thumb_filename: string }
  | { readonly id: number; readonly locked: true; readonly private: boolean };

export interface ApiProfile {
  readonly id: number;
  readonly name: string;
  readonly age: number;
  readonly gender: 'male' | 'female';
  readonly sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi';
  readonly country: string;
  readonly region: string;
  readonly city: string;
  readonly reason: string;
  readonly hair_colour: string;
  readonly eye_colour: string;
  readonly body_type: string;
  readonly relationship_status: string;
  readonly tattoos: string;
  readonly interests: readonly string[];
  readonly about: string;
  readonly status: 'active' | 'disabled';
  /** Fictional profiles carry settings.fictional_warning wherever they appear. */
  readonly fictional: boolean;
  readonly main_image: ApiMainImage | null;
  /** Online now (a live connection), where a page shows it: search results and the profile screen. */
  readonly online?: boolean;
  /**
   * How far away she lives from the viewing member's city (issue 27, decision 0068), on search and swipe cards for a
   * member: `{km, under}` (`under`: below `km`, which is then 5), null when either place is unknown.
   */
  readonly distance?: ApiDistance | null;
}

/** A card's distance: below 5 km only `{km: 5, under: true}`, whole km up to 100, tens beyond. */
export interface ApiDistance {
  readonly km: number;
  readonly under: boolean;
}

/**
 * What a visitor sees of a profile (issue 9, SPEC §6): the main photo, name, age and place, and the fictional flag
 * for its disclosure. Everything else, and more photos, needs a login.
 */
/** The profile screen (GET /api/profile.php, /members/@id): the profile, its photos as the viewer may see them, related profiles. */
export interface ApiProfileView {
  readonly profile: ApiProfile;
  readonly photos: readonly ApiProfilePhoto[];
  readonly related: readonly ApiProfile[];
  /** The header's highlight items (SPEC §2, decision 0074): at most three, each a kind and its values. */
  readonly highlights: readonly ApiProfileHighlight[];
}

/** One highlight item of the profile header; the web words it from its catalogue. */
export type ApiProfileHighlight =
  | { readonly kind: 'shared_interests'; readonly interest: string; readonly count: number }
  | { readonly kind: 'new_here' }
  | { readonly kind: 'active_today' }
  | { readonly kind: 'looking_for'; readonly reason: string };

export type ApiProfileTeaser = Pick<ApiProfile, 'id' | 'name' | 'age' | 'country' | 'region' | 'city' | 'fictional' | 'main_image'>;

/** What the member who blocked sees of the profile she blocked: whom, to lift the block (issue 27). */
export type ApiBlockedProfile = Pick<ApiProfile, 'id' | 'name'>;

export interface ApiUser {
  readonly id: number;
  readonly email: string;
  readonly status: 'not_confirmed' | 'active' | 'deleted' | 'suspended';
  readonly credits: number;
  readonly paid_user: boolean;
  /** Whether a gratis message is left; the number itself is not shown (SPEC §1). */
  readonly has_free_messages: boolean;
  readonly signup_date: string;
  readonly language: string;
  readonly fictional_icon: string;
  readonly notifications_disabled: readonly string[];
  /** Left out of other members' search (settings, privacy). */
  readonly invisible: boolean;
  readonly profile: ApiProfile;
}

export interface ApiChat {
  readonly id: number;
  /** What the list shows of the other member: a chat list of 50 carried 37 KB of whole profiles, 3× what it needs. */
  readonly profile: ApiProfileTeaser;
  readonly num_unread_messages: number;
  readonly last_message: { readonly body: string; readonly sent_at: string; readonly from_me: boolean; readonly kind: 'text' | 'gift' | 'photo' | 'gif' | 'photo_removed' } | null;
}

/** The totals every page of a member shows (the Messages badge, the title prefix, the app badge; SPEC §4). */
export interface ApiCounts {
  /** The unread messages of the chat list, summed. */
  readonly unread_messages: number;
  /** The received likes not opened yet (SPEC §3 like_new): the Likes badge, with the unread messages the title prefix. */
  readonly new_likes: number;
  /** Members who opened her profile in the last 30 days since she last opened /visitors (issue 27): its badge. */
  readonly new_visitors: number;
}

/** A message as the conversation shows it: the live shape, `held` included. */
export type ApiMessage = LiveMessage;

/** A GIF of GET /api/gifs.php; sent by its id. */
export interface ApiGif {
  readonly id: string;
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly title: string;
}

export interface ApiConversation {
  readonly id: number;
  readonly profile: ApiProfile;
  readonly messages: readonly ApiMessage[];
  /** The newest of my messages the other member has read (the read ticks), or null. */
  readonly read_up_to: number | null;
}

export interface ApiSearchPage {
  readonly profiles: readonly ApiProfile[];
  /** Exact up to 1,000 matches; beyond, an estimate rounded to two significant figures (`total_estimated`). */
  readonly total: number;
  readonly total_estimated: boolean;
  readonly page: number;
  readonly page_size: number;
  /** When fewer than 12 matched: the filters relaxed one step (`relaxed`), paged by `similar_page`; else null. */
  readonly similar: ApiSimilarPage | null;
}

export interface ApiSimilarPage {
  /** The filter let go of: the region, the age range (five years wider each side) or the country. */
  readonly relaxed: 'region' | 'age' | 'country';
  readonly profiles: readonly ApiProfile[];
  readonly total: number;
  readonly total_estimated: boolean;
  readonly page: number;
  readonly page_size: number;
}

/** GET /api/companyinfo.php: SPEC §3 company info. */
export interface ApiCompanyInfo {
  readonly name: string;
  readonly address: string;
  readonly kvk: string;
  readonly city: string;
  readonly country: string;
  readonly tradenames: string;
  readonly vat_numbers: string;
  readonly support_phone: string;
  readonly delete_discount: number;
  /** ISO date and time the company took over the site (the terms' version date when later than 2023-12-01). */
  readonly added: string;
}

export interface ApiRegion {
  readonly name: string;
  readonly cities: readonly string[];
}

/** Every error body. `error` is 'authentication required' for the anonymous 403 (SPEC §8), otherwise a stable code. */
export interface ApiError {
  readonly error: string;
  readonly field?: string;
  readonly reason?: string;
  readonly request_id?: string;
}

export { AUTHENTICATION_REQUIRED } from './error-catalogue';

/** What the server knows of the visitor of a page that the rules of signup and search depend on. */
export interface ApiVisitor {
  /** She arrived through a traffic source (tracking data in the query or the cookie). */
  readonly traffic_source: boolean;
}

/** SPEC §3 chat state `likes` and `liked_by`, and the matches tab (issue 10). Newest first. */
export interface ApiLikes {
  /** The profiles the member liked. */
  readonly profiles: readonly ApiProfile[];
  /** Who liked her: `like_new` until she opens the profile. */
  readonly liked_by: readonly { readonly id: number; readonly like_new: boolean; readonly profile: ApiProfile }[];
  readonly matches: readonly ApiProfile[];
}

/**
 * "Wie bekeek mij" (issue 27, decision 0068): the members who opened her profile in the last 30 days, newest first;
 * `is_new` when the view came after she last opened this list. Reading the list marks them all seen.
 */
export interface ApiVisitors {
  readonly visitors: readonly { readonly profile: ApiProfile; readonly at: string; readonly is_new: boolean }[];
}

/** The swipe game's likes today: `limit` and `remaining` are null for a premium member (no cap). */
export interface ApiSwipeAllowance {
  readonly limit: number | null;
  readonly used: number;
  readonly remaining: number | null;
}

/** One of the match finder's shortlist: the profile and how far from the member's city (null: a city not known). */
export interface ApiFoundMatch {
  readonly profile: ApiProfile;
  readonly distance_km: number | null;
}

/** What a like answers: the match, when the like made one (or already was), so the web can celebrate it. */
export interface ApiLikeResult {
  readonly liked: true;
  readonly match: ApiProfile | null;
  readonly swipe: ApiSwipeAllowance;
}

/** A bundle of credits as /credits offers it (issue 12): amounts in euros (or the currency), two decimals. */
export interface ApiCreditBundle {
  readonly id: number;
  readonly credits: number;
  /** The list price. */
  readonly amount: number;
  /** With the active discount, if any (otherwise the list price). */
  readonly discounted_amount: number;
  readonly currency: string;
  /** How many messages the credits buy at message_credits each, and what one costs. */
  readonly messages: number;
  readonly price_per_message: number;
  readonly popular: boolean;
}

/** The discount that applies now (SPEC §3, §4): the time bonus, else the welcome discount, else one typed in. */
export interface ApiDiscountCode {
  readonly code: string;
  readonly country: string | null;
  readonly user_id: number | null;
  /** ISO 8601, or null when it does not expire. */
  readonly expires: string | null;
  readonly value_percentage: number;
  readonly percentage: number;
  readonly currency: string;
  readonly minimum_order_value: number;
  readonly status: 'active' | 'disabled';
  readonly validity: 'once_per_user' | 'once';
  readonly expired: boolean;
  readonly paymentmethods: readonly string[];
  /** time_bonus (TIMEBONUS25, SPEC §9), welcome, or code. */
  readonly kind: 'time_bonus' | 'welcome' | 'code';
}

/** What /credits, /pricing and /premium show: the bundles for the member's (or visitor's) country and the methods. */
export interface ApiCreditOffer {
  readonly country: string;
  readonly bundles: readonly ApiCreditBundle[];
  readonly methods: readonly string[];
  readonly message_credits: number;
  /** The active discount for a member (null for a visitor or when none applies). */
  readonly discount: ApiDiscountCode | null;
}

/** One payment (SPEC §3 Payment): amounts in euros (or the currency), two decimals. */
export interface ApiPayment {
  readonly payment_id: string;
  readonly bundle_id: number;
  readonly credits: number;
  readonly amount: number;
  readonly list_amount: number;
  readonly currency: string;
  readonly method: string;
  readonly status: 'open' | 'pending' | 'completed' | 'failed' | 'cancelled';
  readonly discount_code: string | null;
  readonly discount_percentage: number;
  readonly created_at: string;
  readonly paid_at: string | null;
  /** Where to pay, while the payment is open. */
  readonly checkout_url: string | null;
}

/** The sandbox provider's checkout (development and tests): what the member is asked to pay. */
export interface ApiSandboxCheckout {
  readonly ref: string;
  readonly payment_id: string;
  readonly amount: number;
  readonly currency: string;
  readonly method: string;
  readonly description: string;
  readonly status: 'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired';
}
