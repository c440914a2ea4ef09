import type { RequestHandler } from 'express';
import type { SiteSettings, SiteSettingsStore } from '../../domain/settings/site-settings';
import { BACKGROUND_COLOUR, ICONS, START_URL, THEME_COLOUR } from '../contract/web-manifest';
import { textsFor } from '../../domain/shared/locale-texts';
import { weakEtag } from './cacheable-json';
import en from './manifest-texts/en.json';
import nl from './manifest-texts/nl.json';

/** The manifest's own words per locale (manifest-texts/<locale>.json, decision 0060), Dutch when the domain's language has none. */
const TEXTS = { nl, en };

/** The screenshots an install dialog shows (tools/icons/take-screenshots.ts takes them from the demo), labelled in a language. */
export function screenshotsIn(language: string) {
  const texts = textsFor(TEXTS, language);
  return [
    { src: '/icons/screenshot-narrow.png', sizes: '750x1334', type: 'image/png', form_factor: 'narrow', label: texts.screenshotNarrow },
    { src: '/icons/screenshot-wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: texts.screenshotWide },
  ] as const;
}

/** A launcher shows at most about 12 characters under the icon: a longer name is cut at a word, else left whole. */
export function shortNameOf(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= 12) return trimmed;
  const firstWord = trimmed.split(/\s+/)[0]!;
  return firstWord.length <= 12 ? firstWord : trimmed.slice(0, 12);
}

/** The language of the domain (`nl-NL` → `nl`), Dutch when it names none. */
function languageOf(settings: Pick<SiteSettings, 'domain_language'>): string {
  return /^[a-z]{2}/i.exec(settings.domain_language)?.[0].toLowerCase() ?? 'nl';
}

export type WebManifest = ReturnType<typeof webManifestOf>;

/**
 * The web app manifest of a domain: its name and description from the domain's settings, the brand's colours and
 * icons, opening on the search in a window of its own. `id` is fixed, so a later change of `start_url` is the same
 * app to the browser.
 */
export function webManifestOf(settings: Pick<SiteSettings, 'name' | 'description' | 'domain_language'>) {
  return {
    id: '/',
    name: settings.name,
    short_name: shortNameOf(settings.name),
    description: settings.description,
    lang: languageOf(settings),
    dir: 'ltr',
    start_url: START_URL,
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    categories: ['social', 'lifestyle'],
    icons: [
      { src: ICONS.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: ICONS.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: ICONS.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: screenshotsIn(languageOf(settings)),
  };
}

/**
 * GET /manifest.webmanifest: the manifest of the domain asked for (decision 0012: an unknown host gets the default
 * domain's). Public and the same for every visitor, kept an hour, revalidated by its ETag.
 */
export function webManifest(deps: { settings: SiteSettingsStore }): RequestHandler {
  return async (req, res) => {
    const settings = await deps.settings.forDomain(req.hostname);
    const body = JSON.stringify(webManifestOf(settings));
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.setHeader('ETag', weakEtag(body));
    res.type('application/manifest+json').send(body);
  };
}
