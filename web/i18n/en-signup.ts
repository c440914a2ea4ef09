import type { MessageKeySignup } from './nl-signup';

/** English texts of the signup flow and activation — merged into the en catalogue. */
export const enSignup: Record<MessageKeySignup, string> = {
};
