import type { MessageKeyAccount } from './nl-account';

/** English texts of login security, password reset, email change, settings and account deletion — merged into the en catalogue. */
export const enAccount: Record<MessageKeyAccount, string> = {
};
