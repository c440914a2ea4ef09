import { z } from 'zod';
import { GENDERS, SEXUALITIES } from '../../domain/profiles/profile';

/** Request schemas of signup and activation. Unknown keys are dropped (`credits`, `paid_user`, `status`…). */

export const signupRequest = z.object({
  email: z.string().trim().min(1).max(254),
  name: z.string().trim().min(1).max(40),
  password: z.string().min(1).max(1024),
  date_of_birth: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'),
  gender: z.enum(GENDERS),
  sexuality: z.enum(SEXUALITIES),
  country: z.string().trim().regex(/^[A-Z]{2}$/, 'country code'),
  region: z.string().trim().max(80).default(''),
  city: z.string().trim().max(80).default(''),
  signup_message: z.string().max(1000).optional(),
  invite_code: z.string().trim().max(64).optional(),
});

export const activateRequest = z.object({
  token: z.string().trim().min(1).max(256),
});

export type SignupRequest = z.infer<typeof signupRequest>;
export type ActivateRequest = z.infer<typeof activateRequest>;
