import { fictionalTextsFor } from '../../domain/settings/fictional-texts';
import type { SiteSettings } from '../../domain/settings/site-settings';

/**
 * The settings the browser is sent (GET /api/settings.php and every page's state): what SPEC §3 lists and the pages
 * show, nothing more. An allow-list, so a setting added to SiteSettings stays on the server until it is named here:
 * the anti-abuse thresholds (login attempts and lockout, signups per IP, message burst and hourly limits, reset and
 * activation mails, SMS codes, the direct-debit limit) and the link lifetimes never leave it (issue 22). A lockout's
 * minutes reach the member only inside the lockout message itself (SPEC §8).
 */
export const PUBLIC_SETTING_KEYS = [
  'domain',
  'domain_language',
  'languages',
  'name',
  'index_title',
  'description',
  'countries',
  'visible_profile_fields',
  'visible_profile_notes',
  'geoip_country',
  'geoip_selected_country',
  'cdn_prefix',
  'message_credits',
  'signup_credits',
  'photo_credits',
  'gift_credits',
  'message_length',
  'minimum_message_costs',
  'min_age',
  'support_email',
  'support_phone',
  'company_name',
  'company_address',
  'company_kvk',
  'company_city',
  'company_country',
  'company_tradenames',
  'company_vat_numbers',
  'company_added',
  'company_id',
  'delete_discount',
  'enable_site_entry_popup',
  'site_entry_countries',
  'push_public_key',
  'search_fields',
  'fictional_warning',
  'fictional_singular',
  'fictional_plural',
  'fictional_icon',
  'refund_days',
  'signups',
  'logged_out_search',
  'logged_out_search_trafficsource',
  'interests',
  'member_resell',
  // Issue 24: the home page's claim with its source, and its promo tiles.
  'marketing_claim_percentage',
  'marketing_claim_source',
  'promo_tiles',
  'niche',
  'mail_name',
  // The photo form says how large a photo may be before the member picks one.
  'upload_max_megabytes',
  'upload_max_megapixels',
  'static_page_paths',
  // A failed payment offers PayPal where the member's country has it (SPEC §8).
  'payment_methods',
] as const satisfies readonly (keyof SiteSettings)[];

export type PublicSettingKey = (typeof PUBLIC_SETTING_KEYS)[number];

/** What the browser knows of a domain's settings. */
export type PublicSettings = Pick<SiteSettings, PublicSettingKey>;

/**
 * A domain's settings as the browser is sent them for a page in `locale`: the allowed keys only, whatever else the
 * object carries, and the fictional profiles' disclosure in that locale (domain/settings/fictional-texts.ts). Without a
 * locale, the domain's own language's.
 */
export function publicSettingsOf(settings: PublicSettings, locale: string = settings.domain_language.slice(0, 2).toLowerCase()): PublicSettings {
  const shown: Partial<Record<PublicSettingKey, unknown>> = {};
  for (const key of PUBLIC_SETTING_KEYS) shown[key] = settings[key];
  return { ...(shown as PublicSettings), ...fictionalTextsFor(settings, locale) };
}
