import { z } from 'zod';

/** Request schemas of the profile settings and media calls (docs/api.md "Profile settings and media"). */

const place = z.string().trim().min(1).max(80);

/** PUT /api/user.php: the language, the location (country, region and city together), or both. */
export const userSettingsBody = z
  .object({
    language: z.string().trim().min(2).max(10).optional(),
    country: z.string().trim().regex(/^[A-Z]{2}$/, 'country code').optional(),
    region: place.optional(),
    city: place.optional(),
  })
  .superRefine((body, ctx) => {
    const location = body.country !== undefined || body.region !== undefined || body.city !== undefined;
    if (location) {
      for (const field of ['country', 'region', 'city'] as const) {
        if (body[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
      }
    } else if (body.language === undefined) {
      ctx.addIssue({ code: 'custom', path: ['language'], message: 'required' });
    }
  });

const line = z.string().trim().max(400);

/** PUT /api/profile.php: any of the details; exact lengths and the interests list are the domain's rules. */
export const profileDetailsBody = z.object({
  reason: line.optional(),
  hair_colour: line.optional(),
  eye_colour: line.optional(),
  body_type: line.optional(),
  relationship_status: line.optional(),
  tattoos: line.optional(),
  interests: z.array(z.string().max(80)).max(50).optional(),
  about: z.string().max(8000).optional(),
});

/** POST /api/user.php?push=1: the browser's PushSubscription (toJSON), or "denied". */
export const pushSubscriptionBody = z.object({
  subscription: z.union([
    z.literal('denied'),
    z.object({
      endpoint: z.string().max(4096),
      keys: z.object({ p256dh: z.string().max(512), auth: z.string().max(512) }),
    }),
  ]),
});

const coordinate = z
  .string()
  .trim()
  .regex(/^-?\d{1,3}(\.\d{1,12})?$/, 'decimal degrees')
  .transform(Number);

/** GET /api/geocode.php?lat=&lon= in decimal degrees (WGS84). */
export const geocodeQuery = z.object({
  lat: coordinate.pipe(z.number().min(-90).max(90)),
  lon: coordinate.pipe(z.number().min(-180).max(180)),
});

export type UserSettingsBody = z.infer<typeof userSettingsBody>;
export type ProfileDetailsBody = z.infer<typeof profileDetailsBody>;
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** A photo as GET /api/photos.php and POST /api/photo.php show it; paths under settings.cdn_prefix. */
export interface ApiPhoto {
  readonly id: number;
  readonly filename: string;
  readonly thumb_filename: string;
}

/** The multipart field POST /api/photo.php reads. */
export const PHOTO_FIELD = 'photo';
