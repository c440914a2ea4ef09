import { readdirSync, readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';

/**
 * The mails' texts, one JSON file per locale (adapters/mail/texts/<locale>.json, ICU MessageFormat, nl the source),
 * found on the disk when the module loads (decision 0060). tools/i18n/locale-files.test.ts holds each locale to nl's
 * keys and arguments, and every served locale to having its file.
 */
const TEXTS_DIR = new URL('./texts/', import.meta.url);

const TEXTS: Readonly<Record<string, Readonly<Record<string, string>>>> = Object.fromEntries(
  readdirSync(TEXTS_DIR)
    .filter((file) => /^[a-z]{2}\.json$/.test(file))
    .map((file) => [file.slice(0, 2), JSON.parse(readFileSync(new URL(file, TEXTS_DIR), 'utf8')) as Record<string, string>]),
);

/** The locales that have mail texts. */
export const MAIL_LOCALES: readonly string[] = Object.keys(TEXTS).sort();

/**
 * Her language's texts when there are any, else Dutch: nl is the source and the default (SPEC §1), and a member can
 * only choose a served locale, which has mail texts (the test above); so this is for a language saved before.
 */
export const mailLocale = (language: string): string => {
  const locale = language.slice(0, 2).toLowerCase();
  return locale in TEXTS ? locale : 'nl';
};

const formats = new Map<string, IntlMessageFormat>();

export type MailValues = Readonly<Record<string, string | number>>;

/** One text of a locale, its arguments filled in (plurals by the locale's rules). Plain text: the HTML escapes it. */
export function mailText(locale: string, key: string, values: MailValues = {}): string {
  const id = `${locale}\u0000${key}`;
  let format = formats.get(id);
  if (!format) {
    const text = TEXTS[locale]?.[key];
    if (text === undefined) throw new Error(`No mail text ${key} in ${locale}`);
    formats.set(id, (format = new IntlMessageFormat(text, locale)));
  }
  return String(format.format(values));
}

/** The numbered texts of a mail (`activation.paragraph1`, `…2`), in order, the empty ones (a count of 0) left out. */
export function mailTexts(locale: string, prefix: string, values: MailValues): string[] {
  const texts: string[] = [];
  for (let n = 1; TEXTS[locale]?.[`${prefix}${n}`] !== undefined; n++) texts.push(mailText(locale, `${prefix}${n}`, values));
  return texts.filter((text) => text.trim().length > 0);
}
