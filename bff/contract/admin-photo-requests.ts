import { z } from 'zod/mini';

/**
 * The moderators' photo queue (issue 25, decision 0075): GET /api/admin/photos, GET /api/admin/photos/:id/image,
 * POST /api/admin/photos/:id/approve and …/reject. Only the admin pages and the bff import this file.
 */

export const PHOTO_REJECTION_REASON_NAMES = ['nudity', 'not_the_member', 'minor', 'violence', 'contact_details', 'other'] as const;
export type ApiPhotoRejectionReason = (typeof PHOTO_REJECTION_REASON_NAMES)[number];

export const adminPhotoIdParams = z.object({ id: z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number)) });
export const adminPhotoImageQuery = z.object({ size: z.optional(z.enum(['thumb', 'full'])) });
export const adminRejectPhotoBody = z.object({
  reason: z.enum(PHOTO_REJECTION_REASON_NAMES),
  /** Required with `other`; told to her in the mail. */
  note: z.optional(z.string().check(z.maxLength(500))),
});

/** A photo waiting for a moderator. Its image is at `image` (the admin route, for every photo, private ones too). */
export interface ApiQueuedPhoto {
  readonly id: number;
  readonly kind: 'profile' | 'chat';
  readonly member: { readonly id: number; readonly name: string; readonly email: string };
  readonly uploaded_at: string;
  /** `/api/admin/photos/:id/image?size=full`: served to a moderator only, never cached. */
  readonly image: string;
}

/** GET /api/admin/photos: the oldest waiting first, and how many wait in all. */
export interface ApiPhotoQueue {
  readonly photos: readonly ApiQueuedPhoto[];
  readonly waiting: number;
}
