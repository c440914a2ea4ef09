import type { EndpointName } from '../../bff/contract/endpoints';
import { isErrorCode, type ErrorCode } from '../../bff/contract/error-catalogue';
import type { MessageKey } from '../i18n/message-key';
import type { Problem } from './problem';

/** A catalogue lookup: useT() in a component, intl.formatMessage in a test. */
export type Translate = (id: MessageKey, values?: Record<string, string | number>) => string;

/** What some texts say besides the code: the site's limits (from settings). */
export interface TextValues {
  /** settings.min_age */
  readonly minAge?: number;
  /** settings.upload_max_megabytes */
  readonly mb?: number;
  /** settings.upload_max_megapixels */
  readonly mp?: number;
  /** The longest "about me" (domain/profiles/profile-details.ts). */
  readonly max?: number;
}

export type ErrorDetails = Omit<Problem, 'code'> & TextValues;

/** The text of every code of bff/contract/error-catalogue.ts, where neither its field nor its call says it better. */
export const CODE_TEXT: Readonly<Record<ErrorCode, MessageKey>> = {
  invalid_input: 'error.invalid',
  not_found: 'error.code.not_found',
  login_failed: 'login.failed',
  login_locked: 'login.locked',
  email_taken: 'error.emailTaken',
  insufficient_credits: 'chat.insufficient',
  conversation_limit: 'profile.conversationLimit',
  blocked: 'error.code.blocked',
  premium_only: 'error.code.premium_only',
  account_deleted: 'signup.accountDeleted',
  account_suspended: 'error.code.account_suspended',
  signups_closed: 'signup.closed',
  link_invalid: 'reset.linkInvalid',
  reset_limit: 'reset.limit',
  rate_limited: 'account.rateLimited',
  photo_limit: 'signup.photoLimit',
  wrong_password: 'account.wrongPassword',
  not_confirmed: 'error.code.not_confirmed',
  swipe_limit: 'likes.swipeLimit',
  code_not_found: 'error.code.code_not_found',
  code_used: 'error.code.code_used',
  code_invalid: 'error.code.code_invalid',
  payment_failed: 'error.code.payment_failed',
  direct_debit_blocked: 'error.code.direct_debit_blocked',
  direct_debit_limit: 'error.code.direct_debit_limit',
  sms_code_invalid: 'error.code.sms_code_invalid',
  'authentication required': 'error.code.authentication_required',
  cross_site_request: 'error.code.cross_site_request',
  invalid_body: 'error.code.invalid_body',
  payload_too_large: 'error.code.payload_too_large',
  request_in_progress: 'error.code.request_in_progress',
  idempotency_key_reused: 'error.generic',
  server_error: 'error.generic',
};

/** Where one call says a code better than the catalogue's text. */
const CALL_TEXT: { readonly [N in EndpointName]?: Partial<Record<ErrorCode, MessageKey>> } = {
  resendActivation: { rate_limited: 'activation.retryAfter' },
  requestPasswordReset: { rate_limited: 'reset.limit' },
  uploadPhoto: { payload_too_large: 'signup.photoTooLarge' },
  changePhoto: { premium_only: 'ownProfile.photos.privatePremium' },
  locate: { not_found: 'settings.location.notFound' },
  unsubscribeLink: { link_invalid: 'unsubscribe.invalid' },
  unsubscribe: { link_invalid: 'unsubscribe.invalid' },
};

/** invalid_input of fields whose one text says it, whatever the reason (but `required`). */
const FIELD_TEXT: Readonly<Record<string, MessageKey>> = {
  email: 'error.invalidEmail',
  country: 'error.unknownPlace',
  region: 'error.unknownPlace',
  city: 'error.unknownPlace',
  password_confirmation: 'reset.mismatch',
};

/** invalid_input of a field for a reason its field says better. */
const FIELD_REASON_TEXT: Readonly<Record<string, Readonly<Record<string, MessageKey>>>> = {
  about: { too_long: 'signup.aboutTooLong' },
  email: { same: 'settings.email.same' },
  mobile: { not_mobile: 'directdebit.invalid.notMobile', support_phone: 'directdebit.invalid.supportPhone' },
};

/** The reasons of docs/api.md (password policy, signup rules, photos) and of the forms' own checks. */
const REASON_TEXT: Readonly<Record<string, MessageKey>> = {
  required: 'error.required',
  too_short: 'error.too_short',
  too_long: 'error.too_long',
  too_common: 'error.too_common',
  invalid: 'error.invalid',
  too_young: 'error.too_young',
  same_as_email: 'error.same_as_email',
  starts_with_at: 'error.starts_with_at',
  mismatch: 'reset.mismatch',
  not_an_image: 'signup.photoNotAnImage',
  too_many_pixels: 'signup.photoTooManyPixels',
  control_characters: 'error.control_characters',
  unknown_interest: 'error.unknown_interest',
  duplicate_interest: 'error.unknown_interest',
  main_photo: 'error.main_photo',
  each_photo_once: 'error.each_photo_once',
};

function fieldTextKey(field: string, reason: string | undefined): MessageKey {
  if (reason === 'required') return 'error.required';
  return FIELD_REASON_TEXT[field]?.[reason ?? ''] ?? FIELD_TEXT[field] ?? REASON_TEXT[reason ?? ''] ?? 'error.invalid';
}

function textKey(code: string, details: ErrorDetails): MessageKey {
  if (!isErrorCode(code)) return 'error.generic';
  if (code === 'invalid_input' && details.field) return fieldTextKey(details.field, details.reason);
  return (details.action && CALL_TEXT[details.action]?.[code]) || CODE_TEXT[code];
}

/**
 * The one place an /api error code becomes words (DEVELOPERS.md): every code of the catalogue, invalid_input by its
 * field and reason, in the tab's language. Codes it does not know (NO_ANSWER) get the generic text of SPEC §8.
 */
export function errorText(t: Translate, code: string, details: ErrorDetails = {}): string {
  return t(textKey(code, details), {
    minutes: details.minutes ?? 1,
    minAge: details.minAge ?? 18,
    mb: details.mb ?? 0,
    mp: details.mp ?? 0,
    max: details.max ?? 0,
  });
}
