import { z } from 'zod/mini';
import { EMAIL_PREFERENCES, type EmailPreference, type NotificationsDisabledReason } from '../../domain/notifications/email-preferences';

/** Request schemas and answers of /api/notifications.php (docs/api.md "E-mail preferences"; zod/mini, see requests.ts). */

const flags = Object.fromEntries(EMAIL_PREFERENCES.map((name) => [name, z.optional(z.boolean())])) as { [K in EmailPreference]: z.ZodMiniOptional<z.ZodMiniBoolean> };

/**
 * PUT: the preferences she switched (any of the eight; a name that is none of them is refused, not ignored, so a typo
 * never looks saved), and/or `enable_mail: true` to turn her mail back on after it was stopped.
 */
export const emailSettingsBody = z
  .object({
    preferences: z.optional(z.strictObject(flags)),
    enable_mail: z.optional(z.literal(true)),
  })
  .check(z.refine((body) => body.enable_mail === true || Object.keys(body.preferences ?? {}).length > 0, { message: 'nothing to change', path: ['preferences'] }));

export type EmailSettingsBody = z.input<typeof emailSettingsBody>;

/** The answer of GET and PUT: her eight preferences and why her mail is stopped (empty when it is not). */
export interface ApiEmailSettings {
  readonly preferences: Readonly<Record<EmailPreference, boolean>>;
  readonly notifications_disabled: readonly NotificationsDisabledReason[];
}
