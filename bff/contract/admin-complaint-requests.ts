import { z } from 'zod/mini';

/**
 * The complaints in the back office (issue 25, decisions 0081 and 0082; docs/api.md "Back office"): request schemas (zod/mini,
 * unknown keys dropped) and answer types. Only the admin pages and the bff import this file.
 */

export const adminComplaintsQuery = z.object({ status: z.optional(z.enum(['open', 'assigned', 'resolved'])) });
export const adminComplaintIdParams = z.object({ id: z.pipe(z.string().check(z.regex(/^\d{1,16}$/)), z.transform(Number)) });
/** Her answer to whoever filed it, mailed to her and kept as the note: required (the use case refuses an empty one, naming `note`). */
export const adminResolveComplaintBody = z.object({ note: z.string().check(z.maxLength(1000)) });

export interface ApiQueuedComplaint {
  readonly id: number;
  readonly reference: string;
  /** The member who filed it, when she was signed in; a visitor's complaint has none. */
  readonly member_id: number | null;
  readonly email: string;
  readonly category: string;
  readonly description: string;
  readonly at: string;
  readonly status: 'open' | 'assigned' | 'resolved';
  /** The moderator who took it, and her name (decision 0082); none while it is open. */
  readonly assignee_id: number | null;
  readonly assignee_name: string | null;
  readonly resolved_by: number | null;
  readonly resolved_at: string | null;
  readonly resolution_note: string | null;
}
