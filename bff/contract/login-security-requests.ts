import { z } from 'zod';

/** Request schemas of password reset and change and email change. Unknown keys are dropped. */

const email = z.string().trim().min(1).max(254);
// Long enough for any policy answer (too_long is the domain's to give), short enough to bound the hashing work.
const password = z.string().min(1).max(1024);
// Any garbled token is the domain's link_invalid ("Link verlopen of invalide"), not a form error.
const token = z.string().trim().min(1).max(256);

export const passwordResetBody = z.object({ email });
export const passwordResetDoBody = z.object({ token, password, password_confirmation: z.string().max(1024) });
export const passwordChangeBody = z.object({ current_password: z.string().min(1).max(1024), password });
export const mailChangeBody = z.object({ email, password: z.string().min(1).max(1024) });
export const mailChangeDoBody = z.object({ token });

export type PasswordResetBody = z.infer<typeof passwordResetBody>;
export type PasswordResetDoBody = z.infer<typeof passwordResetDoBody>;
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;
export type MailChangeBody = z.infer<typeof mailChangeBody>;
export type MailChangeDoBody = z.infer<typeof mailChangeDoBody>;
