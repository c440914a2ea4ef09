import { z } from 'zod/mini';
import { GIFTS } from '../../domain/chat/gifts';
import { recordId } from './fields';
import { GENDERS, SEXUALITIES } from '../../domain/profiles/profile';

/**
 * Request schemas of /api. Unknown keys are dropped, so `credits`, `paid_user` or `__proto__` in a body have no effect.
 * Written with zod/mini (the same checks as zod's classic API, as functions), so a page imports only the checks its
 * forms use.
 */

const id = recordId;
const country = z.string().check(z.trim(), z.regex(/^[A-Z]{2}$/, 'country code'));

export const loginBody = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
});

export const signupBody = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
  date_of_birth: z.string().check(z.trim(), z.regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')),
  gender: z.enum(GENDERS),
  sexuality: z.enum(SEXUALITIES),
  country,
  region: z._default(z.string().check(z.trim(), z.maxLength(80)), ''),
  city: z._default(z.string().check(z.trim(), z.maxLength(80)), ''),
  signup_message: z.optional(z.string().check(z.maxLength(1000))),
});

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
/** zod's preprocess: an empty query value counts as absent. */
const preprocessed = <S extends z.core.$ZodType>(schema: S) => z.pipe(z.transform(emptyAsUndefined), schema);
const age = z.coerce.number().check(z.int(), z.minimum(18), z.maximum(99));

export const searchQuery = z.object({
  gender: preprocessed(z.optional(z.enum(GENDERS))),
  country: preprocessed(z.optional(country)),
  countryregion: preprocessed(z.optional(z.string().check(z.trim(), z.maxLength(80)))),
  min_age: preprocessed(z.optional(age)),
  max_age: preprocessed(z.optional(age)),
  page: preprocessed(z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1)),
  /** The page of the similar results (SPEC §3), when few matched. */
  similar_page: preprocessed(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)))),
});

export const profileQuery = z.object({ id });
export const openChatBody = z.object({ profile_id: id });
export const conversationQuery = z.object({ conversation_id: id });
/** DELETE /api/chat.php: one conversation, or every conversation with a profile. */
export const removeChatBody = z
  .object({ conversation_id: z.optional(id), profile_id: z.optional(id) })
  .check(
    z.superRefine((body, ctx) => {
      if ((body.conversation_id === undefined) === (body.profile_id === undefined)) ctx.addIssue({ code: 'custom', path: ['conversation_id'], message: 'conversation_or_profile' });
    }),
  );
/** POST /api/messages.php: a text, a gift from the catalogue (domain/chat/gifts.ts) or a GIF, with an optional text. */
export const sendMessageBody = z
  .object({
    conversation_id: id,
    text: z._default(z.string().check(z.maxLength(10_000)), ''),
    gift_id: z.optional(z.enum(GIFTS)),
    /** A GIF by its id at the GIF service (GET /api/gifs.php). */
    gif_id: z.optional(z.string().check(z.regex(/^[a-z]+:[A-Za-z0-9_-]{1,64}$/, 'gif id'))),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.gift_id !== undefined && body.gif_id !== undefined) ctx.addIssue({ code: 'custom', path: ['gif_id'], message: 'gift_or_gif' });
      else if (body.gift_id === undefined && body.gif_id === undefined && body.text.trim() === '') ctx.addIssue({ code: 'custom', path: ['text'], message: 'empty' });
    }),
  );

/** GET /api/gifs.php: the words to find GIFs by; none for the popular ones. */
export const gifQuery = z.object({ q: z._default(z.string().check(z.maxLength(50)), '') });

export type LoginBody = z.infer<typeof loginBody>;
export type SignupBody = z.infer<typeof signupBody>;
export type SearchQuery = z.infer<typeof searchQuery>;
