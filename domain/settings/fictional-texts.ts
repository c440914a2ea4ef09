import { textsFor } from '../shared/locale-texts';
import da from './fictional-texts/da.json';
import de from './fictional-texts/de.json';
import en from './fictional-texts/en.json';
import es from './fictional-texts/es.json';
import fi from './fictional-texts/fi.json';
import fr from './fictional-texts/fr.json';
import it from './fictional-texts/it.json';
import nb from './fictional-texts/nb.json';
import nl from './fictional-texts/nl.json';
import pl from './fictional-texts/pl.json';
import sv from './fictional-texts/sv.json';
import type { SiteSettings } from './site-settings';

/** The settings that disclose a fictional profile (SPEC §1, §3; security notes: on every surface where one appears). */
export type FictionalTexts = Pick<SiteSettings, 'fictional_singular' | 'fictional_plural' | 'fictional_warning'>;

/**
 * Each locale's words (fictional-texts/<locale>.json, checked against nl by `npm run i18n:check`, decision 0060). The
 * Dutch is the text the site always had, verbatim.
 */
const TEXTS = { da, de, en, es, fi, fr, it, nb, nl, pl, sv };

const KEYS = { fictional_singular: 'fictional.singular', fictional_plural: 'fictional.plural', fictional_warning: 'fictional.warning' } as const;

/**
 * The disclosure in the page's locale. An operator's own text (the setting, when not empty) is written in the domain's
 * language (`domain_language`), so it is used on pages in that language only; every other locale, and a domain that
 * set none, gets the locale's own words. A non-nl page never shows the Dutch (issue 24). A locale without words gets
 * Dutch, the source (as mails do, decision 0060).
 */
export function fictionalTextsFor(settings: FictionalTexts & Pick<SiteSettings, 'domain_language'>, locale: string): FictionalTexts {
  const own = settings.domain_language.slice(0, 2).toLowerCase() === locale;
  const words = textsFor(TEXTS, locale);
  const pick = (key: keyof typeof KEYS): string => (own && settings[key].trim() !== '' ? settings[key] : words[KEYS[key]]);
  return { fictional_singular: pick('fictional_singular'), fictional_plural: pick('fictional_plural'), fictional_warning: pick('fictional_warning') };
}
