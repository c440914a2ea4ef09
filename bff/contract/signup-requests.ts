import { z } from 'zod/mini';
import { GENDERS, SEXUALITIES } from '../../domain/profiles/profile';

/** Request schemas of signup and activation (zod/mini, see requests.ts). Unknown keys are dropped (`credits`, `paid_user`, `status`…). */

export const signupRequest = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
  date_of_birth: z.string().check(z.trim(), z.regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')),
  gender: z.enum(GENDERS),
  sexuality: z.enum(SEXUALITIES),
  country: z.string().check(z.trim(), z.regex(/^[A-Z]{2}$/, 'country code')),
  region: z._default(z.string().check(z.trim(), z.maxLength(80)), ''),
  city: z._default(z.string().check(z.trim(), z.maxLength(80)), ''),
  signup_message: z.optional(z.string().check(z.maxLength(1000))),
  invite_code: z.optional(z.string().check(z.trim(), z.maxLength(64))),
});

export const activateRequest = z.object({
  token: z.string().check(z.trim(), z.minLength(1), z.maxLength(256)),
});

export type SignupRequest = z.infer<typeof signupRequest>;
export type ActivateRequest = z.infer<typeof activateRequest>;
