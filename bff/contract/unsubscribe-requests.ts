import { z } from 'zod/mini';

/**
 * Request schemas of the unsubscribe calls (docs/api.md "Unsubscribe and mail feedback", decision 0057; zod/mini).
 * The token travels in the query of the List-Unsubscribe URL (a mail client POSTs that URL, RFC 8058) or in the
 * JSON body (the /unsubscribe page).
 */
const token = z.string().check(z.minLength(1, 'required'), z.maxLength(200), z.regex(/^\d{1,15}\.[a-z_]{1,40}\.[A-Za-z0-9_-]{20,100}$/, 'not an unsubscribe token'));

export const unsubscribeQuery = z.object({ token });

/** RFC 8058 §3.1: the body a mail client POSTs, `List-Unsubscribe=One-Click`, as a form or as JSON; the token may come along. */
export const unsubscribeBody = z.object({
  'List-Unsubscribe': z.literal('One-Click', 'must be One-Click'),
  token: z.optional(token),
});

/** What the /unsubscribe page shows before she confirms. */
export interface ApiUnsubscribeLink {
  /** A preference of SPEC §3, or 'all' (all mail but the transactional). */
  readonly topic: string;
  /** That mail is off already: confirming changes nothing. */
  readonly already_stopped: boolean;
}

export interface ApiUnsubscribed {
  readonly topic: string;
  readonly unsubscribed: true;
}
