import type { MessageKeyErrors } from './nl-errors';

/** English texts of the /api error codes that no page text already says — merged into the en catalogue. */
export const enErrors: Record<MessageKeyErrors, string> = {
  'error.code.not_found': 'This could not be found (any more).',
  'error.code.blocked': 'You can no longer send each other messages.',
  'error.code.premium_only': 'This is for premium members only.',
  'error.code.not_confirmed': 'Please confirm your email address first.',
  'error.code.authentication_required': 'Please log in again to continue.',
  'error.code.cross_site_request': 'This request did not come from this site and was refused.',
  'error.code.invalid_body': 'The request could not be read, please try again.',
  'error.code.payload_too_large': 'This is too large to send.',
  'error.code.request_in_progress': 'Your request is still being processed, one moment please.',
  'error.code.code_not_found': 'Code not found',
  'error.code.code_used': 'Code already used',
  'error.code.code_invalid': 'Code invalid',
  'error.code.payment_failed': 'Payment failed',
  'error.code.direct_debit_blocked': 'Your account is blocked for direct debit.',
  'error.code.direct_debit_limit': 'You have reached the direct debit limit. Please choose another payment method.',
  'error.code.sms_code_invalid': 'This SMS code is wrong or has expired. Request a new code.',
  'directdebit.invalid.notMobile': 'We only text the code to a mobile number of a country this site serves, not to a landline, premium-rate or satellite number.',
};
