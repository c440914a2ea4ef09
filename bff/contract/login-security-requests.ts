import { z } from 'zod/mini';

/** Request schemas of password reset and change and email change (zod/mini, see requests.ts). Unknown keys are dropped. */

const email = z.string().check(z.trim(), z.minLength(1), z.maxLength(254));
// Long enough for any policy answer (too_long is the domain's to give), short enough to bound the hashing work.
const password = z.string().check(z.minLength(1), z.maxLength(1024));
// Any garbled token is the domain's link_invalid ("Link verlopen of invalide"), not a form error.
const token = z.string().check(z.trim(), z.minLength(1), z.maxLength(256));

export const passwordResetBody = z.object({ email });
export const passwordResetDoBody = z.object({ token, password, password_confirmation: z.string().check(z.maxLength(1024)) });
export const passwordChangeBody = z.object({ current_password: z.string().check(z.minLength(1), z.maxLength(1024)), password });
export const mailChangeBody = z.object({ email, password: z.string().check(z.minLength(1), z.maxLength(1024)) });
export const mailChangeDoBody = z.object({ token });

export type PasswordResetBody = z.infer<typeof passwordResetBody>;
export type PasswordResetDoBody = z.infer<typeof passwordResetDoBody>;
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;
export type MailChangeBody = z.infer<typeof mailChangeBody>;
export type MailChangeDoBody = z.infer<typeof mailChangeDoBody>;
