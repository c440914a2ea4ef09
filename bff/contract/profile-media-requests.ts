import { z } from 'zod/mini';
import { recordId } from './fields';

/** Request schemas of the profile settings and media calls (docs/api.md "Profile settings and media"; zod/mini, see requests.ts). */

const place = z.string().check(z.trim(), z.minLength(1), z.maxLength(80));

/** One of her photos a moderator took down (decision 0075): the reason, from the photo queue's fixed list, and when. */
export interface ApiRejectedPhoto {
  readonly id: number;
  readonly reason: 'nudity' | 'not_the_member' | 'minor' | 'violence' | 'contact_details' | 'other';
  readonly rejected_at: string;
}

/** PUT /api/user.php: the language, the location (country, region and city together), or both. */
export const userSettingsBody = z
  .object({
    language: z.optional(z.string().check(z.trim(), z.minLength(2), z.maxLength(10))),
    country: z.optional(z.string().check(z.trim(), z.regex(/^[A-Z]{2}$/, 'country code'))),
    region: z.optional(place),
    city: z.optional(place),
  })
  .check(
    z.superRefine((body, ctx) => {
      const location = body.country !== undefined || body.region !== undefined || body.city !== undefined;
      if (location) {
        for (const field of ['country', 'region', 'city'] as const) {
          if (body[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
        }
      } else if (body.language === undefined) {
        ctx.addIssue({ code: 'custom', path: ['language'], message: 'required' });
      }
    }),
  );

const line = z.optional(z.string().check(z.trim(), z.maxLength(400)));

/** PUT /api/profile.php: any of the details; exact lengths and the interests list are the domain's rules. */
export const profileDetailsBody = z.object({
  name: z.optional(z.string().check(z.trim(), z.maxLength(400))),
  reason: line,
  hair_colour: line,
  eye_colour: line,
  body_type: line,
  relationship_status: line,
  tattoos: line,
  interests: z.optional(z.array(z.string().check(z.maxLength(80))).check(z.maxLength(50))),
  about: z.optional(z.string().check(z.maxLength(8000))),
});

/** POST /api/user.php?push=1: the browser's PushSubscription (toJSON), or "denied". */
export const pushSubscriptionBody = z.object({
  subscription: z.union([
    z.literal('denied'),
    z.object({
      endpoint: z.string().check(z.maxLength(4096)),
      keys: z.object({ p256dh: z.string().check(z.maxLength(512)), auth: z.string().check(z.maxLength(512)) }),
    }),
  ]),
});

const coordinate = z.pipe(z.string().check(z.trim(), z.regex(/^-?\d{1,3}(\.\d{1,12})?$/, 'decimal degrees')), z.transform(Number));

/** GET /api/geocode.php?lat=&lon= in decimal degrees (WGS84). */
export const geocodeQuery = z.object({
  lat: z.pipe(coordinate, z.number().check(z.minimum(-90), z.maximum(90))),
  lon: z.pipe(coordinate, z.number().check(z.minimum(-180), z.maximum(180))),
});

export type UserSettingsBody = z.infer<typeof userSettingsBody>;
export type ProfileDetailsBody = z.infer<typeof profileDetailsBody>;
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/**
 * One of the member's own photos as GET /api/photos.php and POST /api/photo.php show it: paths under settings.cdn_prefix,
 * or for a private photo links of this site signed for her (`/private-media/…`, decision 0043).
 */
export interface ApiPhoto {
  readonly id: number;
  readonly filename: string;
  readonly thumb_filename: string;
  /** 0 is the main image. */
  readonly position: number;
  readonly private: boolean;
}

const photoIdField = recordId;

/** PUT /api/photos.php: every photo of the member's, in the order wanted (the first is the main image). */
export const photoOrderBody = z.object({ order: z.array(photoIdField).check(z.minLength(1), z.maxLength(25)) });

/** PUT /api/photo.php: one photo made the main image, or marked private or public (premium only). */
export const photoChangeBody = z
  .object({ id: photoIdField, main: z.optional(z.literal(true)), private: z.optional(z.boolean()) })
  .check(
    z.superRefine((body, ctx) => {
      if ((body.main === undefined) === (body.private === undefined)) ctx.addIssue({ code: 'custom', path: ['main'], message: 'main_or_private' });
    }),
  );

/** DELETE /api/photo.php?id= (or a JSON body with the id). */
export const photoDeleteQuery = z.object({ id: photoIdField });

/** The multipart field POST /api/photo.php reads. */
export const PHOTO_FIELD = 'photo';
