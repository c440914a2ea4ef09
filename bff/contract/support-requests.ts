import { z } from 'zod/mini';
import { COMPLAINT_CATEGORIES, COMPLAINT_MAX, REPORT_REASONS, REPORT_TEXT_MAX } from '../../domain/support/support-case';
import { recordId } from './fields';

/** Request schemas of reports and complaints (docs/api.md "Reports and complaints"; zod/mini). Unknown keys are dropped. */

/** A report of a profile (`profile_id`) or of a conversation (`conversation_id`): one of the two. */
export const reportBody = z.object({
  profile_id: z.optional(recordId),
  conversation_id: z.optional(recordId),
  reason: z.enum(REPORT_REASONS),
  text: z._default(z.string().check(z.maxLength(REPORT_TEXT_MAX * 2)), ''),
});

export const complaintBody = z.object({
  category: z.enum(COMPLAINT_CATEGORIES),
  description: z.string().check(z.maxLength(COMPLAINT_MAX * 2)),
  /** A visitor's address; a member's own is used. */
  email: z.optional(z.string().check(z.trim(), z.maxLength(254))),
});
