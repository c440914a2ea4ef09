import { z } from 'zod/mini';
import { STATIC_PAGES } from '../../domain/legal/static-pages';
import { PAYMENT_METHODS } from '../../domain/payments/payment-method';
import type { EditableSettingKey, SettingSource } from '../../domain/settings/setting-rows';

/**
 * The back office's settings calls (issue 25, decision 0077): GET /api/admin/settings?domain=, POST
 * /api/admin/settings/:key {domain, value, reason?} and POST /api/admin/settings/:key/reset {domain, reason?} (the
 * domain's own row removed: it inherits again).
 * One schema per setting of docs/settings.md; a value that does not fit is answered 400 with the key as `field`.
 * Only the admin pages and the bff import this file.
 */

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const int = (min: number, max: number) => z.number().check(z.int(), z.minimum(min), z.maximum(max));
const country = z.string().check(z.regex(/^[A-Z]{2}$/));
const countries = z.array(country).check(z.maxLength(250));
const names = z.array(z.string().check(z.regex(/^[a-z][a-z0-9_]{0,39}$/))).check(z.maxLength(60));
const words = z.array(requiredText(40)).check(z.maxLength(60));
const https = z.string().check(z.trim(), z.maxLength(500), z.regex(/^https:\/\/[^\s]+$/));
const currency = z.string().check(z.regex(/^[A-Z]{3}$/));
/** Money in the currency's unit with at most two decimals (1.49). */
const money = z.number().check(z.minimum(0), z.maximum(1000), z.refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most two decimals'));
const locale = z.string().check(z.regex(/^[a-z]{2}$/));
const unique = <T>(keyOf: (item: T) => unknown) => (items: readonly T[]) => new Set(items.map(keyOf)).size === items.length;

const creditBundle = z.object({
  id: int(1, 1_000_000),
  credits: int(1, 1_000_000),
  amount_cents: int(1, 10_000_000),
  currency,
  countries,
  popular: z.optional(z.boolean()),
});

const promoTile = z.object({
  type: z.enum(['cam', 'resell']),
  title: requiredText(80),
  url: https,
  image: z.union([z.literal(''), https]),
});

/** Each editable setting's schema (decision 0077). */
export const SETTING_SCHEMAS = {
  domain_language: z.string().check(z.regex(/^[a-z]{2}(-[A-Z]{2})?$/)),
  languages: z.array(locale).check(z.maxLength(20), z.refine(unique((l: string) => l), 'duplicate')),
  name: requiredText(100),
  index_title: requiredText(200),
  description: text(500),
  countries: countries.check(z.minLength(1), z.refine(unique((c: string) => c), 'duplicate')),
  visible_profile_fields: names,
  visible_profile_notes: names,
  geoip_country: country,
  geoip_selected_country: country,
  cdn_prefix: z.string().check(z.trim(), z.maxLength(200), z.regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/)),
  message_credits: int(1, 10_000),
  signup_credits: int(0, 10_000),
  free_messages: int(0, 100),
  photo_credits: int(0, 10_000),
  gift_credits: int(0, 10_000),
  message_length: int(1, 10_000),
  minimum_message_costs: z.record(country, z.object({ costs: money, currency })),
  min_age: int(18, 99),
  support_email: z.string().check(z.trim(), z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)),
  support_phone: text(40),
  company_name: requiredText(200),
  company_address: text(200),
  company_kvk: text(40),
  company_city: text(200),
  company_country: text(100),
  company_tradenames: text(300),
  company_vat_numbers: text(300),
  company_added: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/), z.refine((s) => !Number.isNaN(Date.parse(s)), 'invalid date')),
  company_id: int(0, 1_000_000_000),
  delete_discount: int(0, 100),
  enable_site_entry_popup: z.enum(['yes', 'no']),
  site_entry_countries: countries,
  search_fields: names,
  fictional_warning: text(500),
  fictional_singular: text(60),
  fictional_plural: text(60),
  /** The icon beside a fictional profile; empty: none (refused while a profile is fictional). */
  fictional_icon: z.enum(['theater', '']),
  refund_days: int(0, 365),
  signups: z.enum(['all', 'with_trafficsource', 'invite_only']),
  logged_out_search: z.enum(['all', 'none']),
  logged_out_search_trafficsource: z.enum(['all', 'none']),
  interests: words,
  member_resell: z.boolean(),
  marketing_claim_percentage: int(0, 100),
  marketing_claim_source: text(300),
  promo_tiles: z.array(promoTile).check(z.maxLength(12)),
  niche: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal(7)]),
  mail_name: requiredText(100),
  activation_link_hours: int(1, 24 * 30),
  activation_mails_per_hour: int(1, 100),
  login_attempts_per_account: int(1, 100),
  login_attempts_per_ip: int(1, 10_000),
  login_lockout_minutes: int(1, 24 * 60),
  reset_link_minutes: int(5, 24 * 60),
  reset_mails_per_day: int(1, 100),
  email_change_link_hours: int(1, 24 * 30),
  upload_max_megabytes: int(1, 50),
  upload_max_megapixels: int(1, 200),
  signups_per_ip_per_hour: int(1, 1_000_000),
  message_burst_per_10_seconds: int(1, 1000),
  messages_per_hour: int(1, 100_000),
  credit_bundles: z.array(creditBundle).check(z.minLength(1), z.maxLength(20), z.refine(unique((b: { id: number }) => b.id), 'duplicate id')),
  payment_methods: z.record(z.union([country, z.literal('*')]), z.array(z.enum(PAYMENT_METHODS)).check(z.maxLength(PAYMENT_METHODS.length))),
  welcome_discount_percentage: int(0, 100),
  welcome_discount_hours: int(0, 24 * 365),
  direct_debit_limit_cents: int(0, 10_000_000),
  sms_codes_per_number_per_day: int(1, 100),
  static_page_paths: z.record(z.string().check(z.regex(/^[a-z0-9-]{1,60}$/)), z.enum(STATIC_PAGES)),
} satisfies Record<EditableSettingKey, z.core.$ZodType>;

/** How the page edits a setting: a number, a choice, a line of text, or JSON (lists and records). */
export type SettingInput = 'number' | 'choice' | 'text' | 'boolean' | 'json';

export const SETTING_CHOICES: Partial<Record<EditableSettingKey, readonly (string | number)[]>> = {
  enable_site_entry_popup: ['yes', 'no'],
  fictional_icon: ['theater', ''],
  signups: ['all', 'with_trafficsource', 'invite_only'],
  logged_out_search: ['all', 'none'],
  logged_out_search_trafficsource: ['all', 'none'],
  niche: [1, 2, 3, 4, 5, 6, 7],
};

export const adminSettingsQuery = z.object({ domain: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(253))) });
export const adminSettingKeyParams = z.object({ key: z.string().check(z.regex(/^[a-z_]{1,60}$/)) });
export const adminChangeSettingBody = z.object({
  domain: z.string().check(z.trim(), z.minLength(1), z.maxLength(253)),
  value: z.unknown(),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
});
export const adminResetSettingBody = z.object({
  domain: z.string().check(z.trim(), z.minLength(1), z.maxLength(253)),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
});

export interface ApiEffectiveSetting {
  readonly key: EditableSettingKey;
  readonly value: unknown;
  /** `default`: built in; `install`: the `*` row; `domain`: the domain's own row. */
  readonly source: SettingSource;
  readonly inherited: unknown;
  readonly input: SettingInput;
  readonly choices?: readonly (string | number)[];
}

/** GET /api/admin/settings?domain=: every editable setting of the domain (`*`: the install's own). */
export interface ApiDomainSettings {
  readonly domain: string;
  readonly domains: readonly string[];
  readonly fictional_profiles: number;
  readonly settings: readonly ApiEffectiveSetting[];
}
