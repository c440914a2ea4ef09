import type { ApiSettings } from '../../../bff/contract/api-types';
import type { Locale } from '../../i18n/locale';
import { centsOf, intlFormat, moneyText } from '../../i18n/money';

/** The settings a static page's text may name as `{placeholder}`, and the derived `{message_price}`. */
export const PLACEHOLDERS = [
  'name',
  'company_name',
  'company_address',
  'company_city',
  'company_country',
  'company_kvk',
  'company_tradenames',
  'company_vat_numbers',
  'support_email',
  'support_phone',
  'min_age',
  'refund_days',
  'message_credits',
  'message_price',
  'photo_credits',
  'gift_credits',
  'fictional_warning',
  'fictional_singular',
  'fictional_plural',
] as const;

export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Readonly<Record<Placeholder, string>>;

/** The Intl locale a served locale's money and dates are written in; another takes its language's default (Intl). */
const INTL_LOCALE: Readonly<Partial<Record<Locale, string>>> = { nl: 'nl-NL', en: 'en-GB' };
const intlLocale = (locale: Locale): string => INTL_LOCALE[locale] ?? locale;

/** The price of one message in money, in the site's own country (SPEC §3 minimum_message_costs), e.g. "€ 1,49". */
function messagePrice(settings: ApiSettings, locale: Locale): string {
  const costs = settings.minimum_message_costs;
  const cost = costs[settings.geoip_country] ?? costs.NL ?? Object.values(costs)[0];
  if (!cost) return '';
  return moneyText(intlFormat(intlLocale(locale)), centsOf(cost.costs), cost.currency);
}

/**
 * Every placeholder's text for this domain and locale, made once on the server so the browser shows the very same
 * strings when it hydrates.
 */
export function placeholderValues(settings: ApiSettings, locale: Locale): PlaceholderValues {
  const values = {} as Record<Placeholder, string>;
  for (const key of PLACEHOLDERS) if (key !== 'message_price') values[key] = String(settings[key] ?? '');
  values.message_price = messagePrice(settings, locale);
  return values;
}

/** The date on the terms, in the visitor's language: "1 maart 2024", "1 March 2024". */
export const formatVersionDate = (date: Date, locale: Locale): string =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
