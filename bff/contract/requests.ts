import { z } from 'zod';
import { recordId } from './fields';
import { GENDERS, SEXUALITIES } from '../../domain/profiles/profile';

/** Request schemas of /api. Unknown keys are dropped, so `credits`, `paid_user` or `__proto__` in a body have no effect. */

const id = recordId;
const country = z.string().trim().regex(/^[A-Z]{2}$/, 'country code');

export const loginBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});

export const signupBody = z.object({
  email: z.string().trim().min(1).max(254),
  name: z.string().trim().min(1).max(40),
  password: z.string().min(1).max(1024),
  date_of_birth: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'),
  gender: z.enum(GENDERS),
  sexuality: z.enum(SEXUALITIES),
  country,
  region: z.string().trim().max(80).default(''),
  city: z.string().trim().max(80).default(''),
  signup_message: z.string().max(1000).optional(),
});

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

export const searchQuery = z.object({
  gender: z.preprocess(emptyAsUndefined, z.enum(GENDERS).optional()),
  country: z.preprocess(emptyAsUndefined, country.optional()),
  countryregion: z.preprocess(emptyAsUndefined, z.string().trim().max(80).optional()),
  min_age: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(18).max(99).optional()),
  max_age: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(18).max(99).optional()),
  page: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
});

export const profileQuery = z.object({ id });
export const openChatBody = z.object({ profile_id: id });
export const conversationQuery = z.object({ conversation_id: id });
export const sendMessageBody = z.object({ conversation_id: id, text: z.string().max(10_000) });

export type LoginBody = z.infer<typeof loginBody>;
export type SignupBody = z.infer<typeof signupBody>;
export type SearchQuery = z.infer<typeof searchQuery>;
