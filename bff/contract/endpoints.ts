import type { z } from 'zod/mini';
import type * as closure from './account-closure-requests';
import type * as consentRequests from './consent-requests';
import type { ApiCreditOffer, ApiDiscountCode, ApiPayment, ApiSandboxCheckout } from './api-types';
import type { ApiChat, ApiCompanyInfo, ApiConversation, ApiFoundMatch, ApiLikeResult, ApiGif, ApiLikes, ApiMessage, ApiProfile, ApiRegion, ApiSwipeAllowance, ApiUser, ApiVisitors } from './api-types';
import type * as directDebitRequests from './direct-debit-requests';
import type * as likeRequests from './like-requests';
import type * as paymentRequests from './payment-requests';
import type * as supportRequests from './support-requests';
import type * as security from './login-security-requests';
import type * as media from './profile-media-requests';
import type { ApiPhoto } from './profile-media-requests';
import type * as requests from './requests';
import type * as notifications from './notification-requests';
import type * as signup from './signup-requests';
import type * as unsubscribeRequests from './unsubscribe-requests';

/**
 * Every /api call the web makes (docs/api.md): path, method, where the request goes, the request's schema or type and
 * the answer's type. The bff routes (bff/api/*-routes.ts) answer these; web/api/endpoints.ts turns each into one
 * typed function.
 */

/** A type that no schema carries at run time: an empty marker that holds it for the compiler. */
export interface Typed<T> {
  readonly __type?: T;
}
const typed = <T>(): Typed<T> => ({});

/**
 * A request the bff parses with a schema of this contract: the schema's input type, without the schema. The table is
 * the browser's too, and the schemas (zod) stay out of every page that sends no form; the bff's routes parse with the
 * schemas themselves.
 */
const parsed = <S extends z.core.$ZodType>(): Typed<z.input<S>> => ({});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How the request travels: nothing, a JSON body, the query string, or multipart/form-data (one field per key, files
 * as they are).
 */
export type Carrier = 'none' | 'json' | 'query' | 'multipart';

export interface EndpointSpec {
  readonly method: Method;
  /** Under /api; may carry a fixed query (`/api/user.php?push=1`). */
  readonly path: `/api/${string}`;
  readonly send: Carrier;
  /** The schema the bff parses the request with, or the request's type where no schema parses it. */
  readonly request?: Typed<unknown>;
  readonly response: Typed<unknown>;
  /**
   * The route takes an Idempotency-Key (bff/http/idempotency.ts): every call is a member action that spends or sends,
   * so it is given a key of its own and may be retried with it.
   */
  readonly idempotent?: boolean;
  /** A beacon: sent with fetch's `keepalive`, so it still goes out when the page is hidden or closing (SPEC §7). */
  readonly beacon?: boolean;
}

const ok = typed<{ readonly ok: true }>();
const user = typed<{ readonly user: ApiUser }>();
const photosAndUser = typed<{ readonly photos: readonly ApiPhoto[]; readonly user: ApiUser }>();

export const ENDPOINTS = {
  // Session (user-routes.ts)
  currentUser: { method: 'GET', path: '/api/user.php', send: 'none', response: user },
  logIn: { method: 'POST', path: '/api/user.php', send: 'json', request: parsed<typeof requests.loginBody>(), response: user },
  logOut: { method: 'GET', path: '/api/logout.php', send: 'none', response: ok },

  // Signup and activation (signup-routes.ts)
  signUp: { method: 'POST', path: '/api/signup.php', send: 'json', request: parsed<typeof signup.signupRequest>(), response: user },
  activate: { method: 'POST', path: '/api/activate.php', send: 'json', request: parsed<typeof signup.activateRequest>(), response: user },
  resendActivation: { method: 'POST', path: '/api/activation-mail.php', send: 'none', response: ok, idempotent: true },

  // Login, password, email (login-security-routes.ts)
  requestPasswordReset: { method: 'POST', path: '/api/password-reset.php', send: 'json', request: parsed<typeof security.passwordResetBody>(), response: ok },
  resetPassword: { method: 'POST', path: '/api/password-reset-do.php', send: 'json', request: parsed<typeof security.passwordResetDoBody>(), response: ok },
  changePassword: { method: 'PUT', path: '/api/password.php', send: 'json', request: parsed<typeof security.passwordChangeBody>(), response: ok },
  requestEmailChange: { method: 'POST', path: '/api/mail-change.php', send: 'json', request: parsed<typeof security.mailChangeBody>(), response: ok },
  confirmEmailChange: {
    method: 'POST',
    path: '/api/mail-change-do.php',
    send: 'json',
    request: parsed<typeof security.mailChangeDoBody>(),
    response: typed<{ readonly ok: true; readonly email: string }>(),
  },

  // Profile settings and media (profile-settings-routes.ts, settings-routes.ts)
  saveUserSettings: { method: 'PUT', path: '/api/user.php', send: 'json', request: parsed<typeof media.userSettingsBody>(), response: user },
  savePushSubscription: { method: 'POST', path: '/api/user.php?push=1', send: 'json', request: parsed<typeof media.pushSubscriptionBody>(), response: ok },
  /** Issue 24, decision 0062: the cookie choice (consent-routes.ts). */
  chooseConsent: { method: 'POST', path: '/api/consent.php', send: 'json', request: parsed<typeof consentRequests.consentBody>(), response: typed<{ readonly consent: consentRequests.ApiConsent }>() },
  /** SPEC §7: the beacon of a page that is hidden (push-routes.ts); an empty JSON body, 204. */
  pageHidden: { method: 'POST', path: '/api/page-hidden.php', send: 'json', request: typed<Record<string, never>>(), response: typed<void>(), beacon: true },
  saveProfileDetails: { method: 'PUT', path: '/api/profile.php', send: 'json', request: parsed<typeof media.profileDetailsBody>(), response: user },
  /** The field is PHOTO_FIELD ('photo'); busboy reads it as it streams in. */
  uploadPhoto: {
    method: 'POST',
    path: '/api/photo.php',
    send: 'multipart',
    request: typed<{ readonly photo: Blob }>(),
    response: typed<{ readonly photo: ApiPhoto; readonly user: ApiUser }>(),
    idempotent: true,
  },
  photos: { method: 'GET', path: '/api/photos.php', send: 'none', response: typed<{ readonly photos: readonly ApiPhoto[] }>() },
  arrangePhotos: { method: 'PUT', path: '/api/photos.php', send: 'json', request: parsed<typeof media.photoOrderBody>(), response: photosAndUser },
  changePhoto: { method: 'PUT', path: '/api/photo.php', send: 'json', request: parsed<typeof media.photoChangeBody>(), response: photosAndUser },
  /** In the query: some proxies drop the body of a DELETE. */
  deletePhoto: { method: 'DELETE', path: '/api/photo.php', send: 'query', request: parsed<typeof media.photoDeleteQuery>(), response: photosAndUser },
  locate: {
    method: 'GET',
    path: '/api/geocode.php',
    send: 'query',
    request: parsed<typeof media.geocodeQuery>(),
    response: typed<{ readonly country: string; readonly region: string; readonly city: string }>(),
  },
  regions: {
    method: 'GET',
    path: '/api/regions.php',
    send: 'none',
    response: typed<{ readonly regions: Readonly<Record<string, readonly ApiRegion[]>> }>(),
  },
  interests: { method: 'GET', path: '/api/interests.php', send: 'none', response: typed<{ readonly interests: readonly string[] }>() },
  companyInfo: { method: 'GET', path: '/api/companyinfo.php', send: 'none', response: typed<{ readonly company: ApiCompanyInfo }>() },

  // Privacy and closing the account (account-closure-routes.ts)
  setInvisible: { method: 'PUT', path: '/api/invisible.php', send: 'json', request: parsed<typeof closure.invisibleBody>(), response: user },
  blockedMembers: { method: 'GET', path: '/api/blocks.php', send: 'none', response: typed<{ readonly profiles: readonly ApiProfile[] }>() },
  block: { method: 'POST', path: '/api/block.php', send: 'json', request: parsed<typeof closure.blockBody>(), response: ok },
  /** In the query: some proxies drop the body of a DELETE. */
  unblock: { method: 'DELETE', path: '/api/block.php', send: 'query', request: parsed<typeof closure.blockBody>(), response: ok },
  deleteAccount: { method: 'POST', path: '/api/delete-account.php', send: 'json', request: parsed<typeof closure.deleteAccountBody>(), response: ok },
  requestReactivation: { method: 'POST', path: '/api/reactivate.php', send: 'json', request: parsed<typeof closure.reactivationRequestBody>(), response: ok },
  reactivate: { method: 'POST', path: '/api/reactivate-do.php', send: 'json', request: parsed<typeof closure.reactivateBody>(), response: user },

  // E-mail preferences (notification-routes.ts)
  emailSettings: { method: 'GET', path: '/api/notifications.php', send: 'none', response: typed<{ readonly notifications: notifications.ApiEmailSettings }>() },
  saveEmailSettings: {
    method: 'PUT',
    path: '/api/notifications.php',
    send: 'json',
    request: parsed<typeof notifications.emailSettingsBody>(),
    response: typed<{ readonly notifications: notifications.ApiEmailSettings }>(),
  },

  // Chat (chat-routes.ts)
  /** In the query: some proxies drop the body of a DELETE. */
  /** Multipart: the field PHOTO_FIELD ('photo') and `conversation_id`. */
  sendChatPhoto: {
    method: 'POST',
    path: '/api/chat-photo.php',
    send: 'multipart',
    request: typed<{ readonly conversation_id: string; readonly photo: Blob }>(),
    response: typed<{ readonly message: ApiMessage; readonly credits: number }>(),
    idempotent: true,
  },
  gifs: { method: 'GET', path: '/api/gifs.php', send: 'query', request: parsed<typeof requests.gifQuery>(), response: typed<{ readonly gifs: readonly ApiGif[] }>() },
  markRead: { method: 'POST', path: '/api/read.php', send: 'json', request: parsed<typeof requests.conversationQuery>(), response: ok },
  removeChat: { method: 'DELETE', path: '/api/chat.php', send: 'query', request: parsed<typeof requests.removeChatBody>(), response: ok },
  chats: { method: 'GET', path: '/api/chats.php', send: 'none', response: typed<{ readonly chats: readonly ApiChat[] }>() },
  conversation: {
    method: 'GET',
    path: '/api/messages.php',
    send: 'query',
    request: parsed<typeof requests.conversationQuery>(),
    response: typed<{ readonly conversation: ApiConversation }>(),
  },
  openChat: {
    method: 'POST',
    path: '/api/chat.php',
    send: 'json',
    request: parsed<typeof requests.openChatBody>(),
    response: typed<{ readonly chat: { readonly id: number } }>(),
    idempotent: true,
  },
  sendMessage: {
    method: 'POST',
    path: '/api/messages.php',
    send: 'json',
    request: parsed<typeof requests.sendMessageBody>(),
    response: typed<{ readonly message: ApiMessage; readonly credits: number }>(),
    idempotent: true,
  },

  // Likes and matches (like-routes.ts)
  likes: { method: 'GET', path: '/api/likes.php', send: 'none', response: typed<ApiLikes>() },
  like: { method: 'POST', path: '/api/like.php', send: 'json', request: parsed<typeof likeRequests.likeBody>(), response: typed<ApiLikeResult>() },
  /** In the query: some proxies drop the body of a DELETE. */
  unlike: { method: 'DELETE', path: '/api/like.php', send: 'query', request: parsed<typeof likeRequests.unlikeBody>(), response: ok },
  autoLike: {
    method: 'GET',
    path: '/api/auto-like.php',
    send: 'query',
    request: parsed<typeof likeRequests.autoLikeQuery>(),
    response: typed<{ readonly profile: ApiProfile | null }>(),
  },
  swipeGame: {
    method: 'GET',
    path: '/api/swipe.php',
    send: 'none',
    response: typed<{ readonly swipe: ApiSwipeAllowance; readonly profiles: readonly ApiProfile[] }>(),
  },
  matchFinder: {
    method: 'GET',
    path: '/api/match-finder.php',
    send: 'query',
    request: parsed<typeof likeRequests.matchFinderQuery>(),
    response: typed<{ readonly matches: readonly ApiFoundMatch[] }>(),
  },
  // Reports and complaints (support-routes.ts)
  report: { method: 'POST', path: '/api/report.php', send: 'json', request: parsed<typeof supportRequests.reportBody>(), response: typed<{ readonly reference: string }>() },
  complaint: {
    method: 'POST',
    path: '/api/complaint.php',
    send: 'json',
    request: parsed<typeof supportRequests.complaintBody>(),
    response: typed<{ readonly reference: string }>(),
  },
  visitors: { method: 'GET', path: '/api/visitors.php', send: 'none', response: typed<ApiVisitors>() },
  pass: { method: 'POST', path: '/api/swipe-pass.php', send: 'json', request: parsed<typeof likeRequests.passBody>(), response: ok },
  undoPass: { method: 'POST', path: '/api/swipe-undo.php', send: 'json', request: parsed<typeof likeRequests.passBody>(), response: ok },

  // Unsubscribe links (unsubscribe-routes.ts, decision 0057): the /unsubscribe page reads what stops, then confirms.
  unsubscribeLink: {
    method: 'GET',
    path: '/api/unsubscribe.php',
    send: 'query',
    request: parsed<typeof unsubscribeRequests.unsubscribeQuery>(),
    response: typed<unsubscribeRequests.ApiUnsubscribeLink>(),
  },
  unsubscribe: {
    method: 'POST',
    path: '/api/unsubscribe.php',
    send: 'json',
    request: parsed<typeof unsubscribeRequests.unsubscribeBody>(),
    response: typed<unsubscribeRequests.ApiUnsubscribed>(),
  },

  // Credits and payments (payment-routes.ts)
  creditOffer: { method: 'GET', path: '/api/credits.php', send: 'none', response: typed<{ readonly offer: ApiCreditOffer }>() },
  checkout: {
    method: 'POST',
    path: '/api/checkout.php',
    send: 'json',
    request: parsed<typeof paymentRequests.checkoutBody>(),
    response: typed<{ readonly payment: ApiPayment; readonly checkout_url: string }>(),
    idempotent: true,
  },
  repeatOrder: {
    method: 'POST',
    path: '/api/repeat-order.php',
    send: 'json',
    request: parsed<typeof paymentRequests.repeatOrderBody>(),
    response: typed<{ readonly payment: ApiPayment; readonly checkout_url: string }>(),
    idempotent: true,
  },
  payment: { method: 'GET', path: '/api/payment.php', send: 'query', request: parsed<typeof paymentRequests.paymentQuery>(), response: typed<{ readonly payment: ApiPayment }>() },
  transactions: { method: 'GET', path: '/api/transactions.php', send: 'none', response: typed<{ readonly payments: readonly ApiPayment[] }>() },
  sandboxCheckout: {
    method: 'GET',
    path: '/api/sandbox-checkout.php',
    send: 'query',
    request: parsed<typeof paymentRequests.sandboxCheckoutQuery>(),
    response: typed<{ readonly checkout: ApiSandboxCheckout }>(),
  },
  sandboxOutcome: {
    method: 'POST',
    path: '/api/sandbox-checkout.php',
    send: 'json',
    request: parsed<typeof paymentRequests.sandboxOutcomeBody>(),
    response: typed<{ readonly redirect_url: string }>(),
  },
  discountCode: {
    method: 'GET',
    path: '/api/discountcode.php',
    send: 'query',
    request: parsed<typeof paymentRequests.discountCodeQuery>(),
    response: typed<ApiDiscountCode | null>(),
  },
  // Direct debit (direct-debit-routes.ts)
  directDebitCode: {
    method: 'POST',
    path: '/api/directdebit-code.php',
    send: 'json',
    request: parsed<typeof directDebitRequests.directDebitCodeBody>(),
    response: typed<{ readonly ok: true; readonly expires_in: number }>(),
    idempotent: true,
  },
  directDebit: {
    method: 'POST',
    path: '/api/directdebit.php',
    send: 'json',
    request: parsed<typeof directDebitRequests.directDebitBody>(),
    response: typed<{ readonly payment: ApiPayment; readonly credits: number }>(),
    idempotent: true,
  },
} as const satisfies Record<string, EndpointSpec>;

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;

/** What a call takes: the schema's input (what the bff parses), the marked type, or nothing. */
export type RequestOf<N extends EndpointName> = Endpoints[N] extends { readonly request: Typed<infer T> } ? T : void;

/** What a successful call answers. */
export type ResponseOf<N extends EndpointName> = Endpoints[N]['response'] extends Typed<infer T> ? T : never;
