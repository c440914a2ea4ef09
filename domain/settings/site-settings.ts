/** The settings of SPEC §3, one set per domain the install serves. */
/** 'all', 'with_trafficsource', or any other value: invite-only (SPEC §1; domain/accounts/signup-allowed.ts). */
export type SignupsMode = string;

export interface MessageCostInCurrency {
  readonly costs: number;
  readonly currency: string;
}

/** A bundle of credits for sale (issue 12): its price in the smallest unit of its currency. */
export interface CreditBundleSetting {
  readonly id: number;
  readonly credits: number;
  readonly amount_cents: number;
  readonly currency: string;
  /** The countries it is sold in; empty: every country of the domain. */
  readonly countries: readonly string[];
  /** Shown as the best choice. */
  readonly popular?: boolean;
}

/** Issue 24: a partner's promo tile on the home page (SPEC §2 cam-profile promo tiles, types cam and resell). */
export interface PromoTileSetting {
  readonly type: 'cam' | 'resell';
  readonly title: string;
  /** The partner's page, opened in a new tab (https only). */
  readonly url: string;
  /** A photo for the tile (https), or empty. */
  readonly image: string;
}

export interface SiteSettings {
  readonly domain: string;
  /** The domain's canonical origin (configuration, never the request): every link in a mail starts with it. */
  readonly base_url: string;
  readonly domain_language: string;
  /** Decision 0064: the languages the domain's language menu offers; empty: every served one. */
  readonly languages: readonly string[];
  readonly name: string;
  readonly index_title: string;
  readonly description: string;
  readonly countries: readonly string[];
  readonly visible_profile_fields: readonly string[];
  readonly visible_profile_notes: readonly string[];
  readonly geoip_country: string;
  readonly geoip_selected_country: string;
  readonly cdn_prefix: string;
  readonly message_credits: number;
  readonly signup_credits: number;
  readonly free_messages: number;
  readonly photo_credits: number;
  readonly gift_credits: number;
  readonly message_length: number;
  readonly minimum_message_costs: Readonly<Record<string, MessageCostInCurrency>>;
  readonly min_age: number;
  readonly support_email: string;
  readonly support_phone: string;
  readonly company_name: string;
  readonly company_address: string;
  readonly company_kvk: string;
  readonly company_city: string;
  readonly company_country: string;
  readonly company_tradenames: string;
  readonly company_vat_numbers: string;
  readonly company_added: string;
  readonly company_id: number;
  readonly delete_discount: number;
  readonly enable_site_entry_popup: 'yes' | 'no';
  readonly site_entry_countries: readonly string[];
  readonly push_public_key: string;
  readonly search_fields: readonly string[];
  readonly fictional_warning: string;
  readonly fictional_singular: string;
  readonly fictional_plural: string;
  readonly fictional_icon: string;
  readonly refund_days: number;
  readonly signups: SignupsMode;
  readonly logged_out_search: string;
  readonly logged_out_search_trafficsource: string;
  readonly interests: readonly string[];
  readonly member_resell: boolean;
  /** Issue 24: SPEC §9 "marketing text claims 46%", shown on the home page only with its source (decision 0063). */
  readonly marketing_claim_percentage: number;
  readonly marketing_claim_source: string;
  /** Issue 24: the home page's promo tiles; `resell` tiles only when member_resell is on. */
  readonly promo_tiles: readonly PromoTileSetting[];
  readonly niche: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  readonly mail_name: string;
  /** Values SPEC shows as "not shown": settings with defaults, documented in docs/settings.md. */
  readonly activation_link_hours: number;
  readonly activation_mails_per_hour: number;
  readonly login_attempts_per_account: number;
  readonly login_attempts_per_ip: number;
  readonly login_lockout_minutes: number;
  readonly reset_link_minutes: number;
  readonly reset_mails_per_day: number;
  readonly email_change_link_hours: number;
  readonly upload_max_megabytes: number;
  readonly upload_max_megapixels: number;
  readonly signups_per_ip_per_hour: number;
  readonly message_burst_per_10_seconds: number;
  readonly messages_per_hour: number;
  /** Issue 12: the bundles for sale, per country (`countries`). */
  readonly credit_bundles: readonly CreditBundleSetting[];
  /** Issue 12: the payment methods offered per country (SPEC §3 methods); `*` for any other country. */
  readonly payment_methods: Readonly<Record<string, readonly string[]>>;
  /** SPEC §9: the welcome discount, 25 %, for this many hours after signup (its duration is not shown in SPEC). */
  readonly welcome_discount_percentage: number;
  readonly welcome_discount_hours: number;
  /** Issue 12: the most a member may order by direct debit (sdd) in 30 days, in the smallest unit of the currency. */
  readonly direct_debit_limit_cents: number;
  /** Direct-debit SMS codes a day to one number, whoever asks (SMS fraud). */
  readonly sms_codes_per_number_per_day: number;
  /** SPEC §2 route `{token}`: one-segment paths that open a static page, e.g. {"algemene-voorwaarden": "terms"}. */
  readonly static_page_paths: Readonly<Record<string, string>>;
}

export interface SiteSettingsStore {
  /** The settings of a configured domain; any other host gets the install's default domain. */
  forDomain(domain: string): Promise<SiteSettings>;
}
