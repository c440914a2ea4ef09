import type { KnownLocale } from '../../../domain/profiles/language';
import { LOCALES } from '../../i18n/locale.js';
import { theme } from '../../theme/theme.js';
import da from './texts/da.json' with { type: 'json' };
import de from './texts/de.json' with { type: 'json' };
import en from './texts/en.json' with { type: 'json' };
import es from './texts/es.json' with { type: 'json' };
import fi from './texts/fi.json' with { type: 'json' };
import fr from './texts/fr.json' with { type: 'json' };
import it from './texts/it.json' with { type: 'json' };
import nb from './texts/nb.json' with { type: 'json' };
import nl from './texts/nl.json' with { type: 'json' };
import pl from './texts/pl.json' with { type: 'json' };
import sv from './texts/sv.json' with { type: 'json' };

/**
 * The offline page (issue 23): what the service worker shows when a page cannot load for want of a connection. A
 * whole document of its own, written into the build as /offline.html by tools/build/service-worker.ts and precached:
 * it needs nothing from the network, no script of the app, and shows nothing of any member (it is the same for
 * everyone, so the worker may keep it). Its texts are per locale (texts/<locale>.json, decision 0060): the document is
 * Dutch, the site's language (SPEC §1), and holds every other served locale's words in an inert <template>; its script
 * shows the ones of the member's `locale` cookie.
 *
 * Its one inline script does that and reloads the page when the connection is back; the worker serves the page with a
 * policy that allows that script by its hash (offlinePolicy). "Opnieuw proberen" is a link to the page's own address, so it works
 * without the script too: the worker answers the page asked for, so the link leads there again.
 */
export const OFFLINE_PATH = '/offline.html';

/**
 * The page's words per locale (texts/<locale>.json, every known locale; tools/i18n/locale-files.test.ts holds them to
 * nl's keys): the document holds those of the served locales.
 */
export const OFFLINE_TEXTS: Readonly<Record<KnownLocale, Readonly<Record<keyof typeof nl, string>>>> = { da, de, en, es, fi, fr, it, nb, nl, pl, sv };

/** The Dutch words, as the document says them without its script. */
export const OFFLINE_TEXT = {
  title: nl.title,
  lead: nl.lead,
  worksTitle: nl.worksTitle,
  works: [nl.works1, nl.works2, nl.works3],
  retry: nl.retry,
} as const;

/** Her language's words when her locale cookie names another served locale; when the connection is back, the page she wanted. */
export const OFFLINE_SCRIPT =
  "var l=(/(?:^|;\\s*)locale=([a-z]{2})/.exec(document.cookie)||[])[1],t=l&&document.querySelector('template[lang=\"'+l+'\"]');" +
  "if(t){document.documentElement.lang=l;document.title=t.dataset.title;document.querySelector('main').replaceChildren(t.content)}" +
  "addEventListener('online',function(){location.reload()});";

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's content in one locale. */
function content(locale: KnownLocale): string {
  const t = OFFLINE_TEXTS[locale];
  return `${HEART}
<p class="status">${WIFI_OFF}<span>${escapeHtml(t.status)}</span></p>
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.lead)}</p>
<h2>${escapeHtml(t.worksTitle)}</h2>
<ul>${[t.works1, t.works2, t.works3].map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<a class="retry" href="">${escapeHtml(t.retry)}</a>`;
}

/** The brand's heart (web/public/favicon.svg), drawn inline: the page asks for nothing. */
const HEART = `<svg class="mark" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="${theme.colors.primary}"/><path d="M16 25s-8.5-5.2-8.5-11A4.6 4.6 0 0 1 16 10.9 4.6 4.6 0 0 1 24.5 14c0 5.8-8.5 11-8.5 11z" fill="${theme.colors.onPrimary}"/></svg>`;
/** lucide's wifi-off, as the app's connection banner shows it. */
const WIFI_OFF =
  '<svg class="icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M12 20h.01"/><path d="M8.5 16.429a5 5 0 0 1 7 0"/><path d="M5 12.859a10 10 0 0 1 5.17-2.69"/><path d="M19 12.859a10 10 0 0 0-2.007-1.523"/><path d="M2 8.82a15 15 0 0 1 4.177-2.643"/><path d="M22 8.82a15 15 0 0 0-11.288-3.764"/><path d="m2 2 20 20"/></svg>';

/** The app's tokens (web/theme/theme.ts), written into the document: it loads no stylesheet of the app. */
const { colors, font, radius, shadow } = theme;

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{color-scheme:light}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px 16px;background:${colors.background};color:${colors.text};
font-family:${font.family};font-size:${font.size.md};line-height:1.5}
main{width:100%;max-width:480px;background:${colors.surface};border-radius:${radius.card};box-shadow:${shadow.card};padding:32px 24px}
.mark{width:48px;height:48px;display:block;margin-bottom:24px}
.status{display:inline-flex;align-items:center;gap:8px;margin:0 0 8px;padding:4px 12px;border-radius:${radius.pill};background:${colors.neutralSoft};color:${colors.onNeutralSoft};font-size:${font.size.sm};font-weight:600}
.icon{width:18px;height:18px;flex:none}
h1{font-size:${font.size.xl};line-height:1.25;margin:0 0 8px}
p{margin:0 0 16px}
h2{font-size:${font.size.md};margin:24px 0 8px}
ul{margin:0 0 24px;padding-left:20px}
li{margin-bottom:4px}
.retry{display:inline-flex;align-items:center;justify-content:center;min-height:48px;padding:12px 24px;border-radius:${radius.pill};background:${colors.primary};
color:${colors.onPrimary};font-weight:600;text-decoration:none}
.retry:hover{background:${colors.primaryHover}}
.retry:focus-visible{outline:3px solid ${colors.focus};outline-offset:2px}
@media (min-width:${theme.breakpoints.sm}px){main{padding:40px}}
`;

export function offlineHtml(): string {
  const t = OFFLINE_TEXT;
  const others = LOCALES.filter((locale) => locale !== 'nl')
    .map((locale) => `<template lang="${locale}" data-title="${escapeHtml(OFFLINE_TEXTS[locale].title)} · Hartslag">\n${content(locale)}\n</template>`)
    .join('\n');
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${theme.colors.primary}">
<meta name="robots" content="noindex">
<title>${t.title} · Hartslag</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${content('nl')}
</main>
${others}
<script>${OFFLINE_SCRIPT}</script>
</body>
</html>
`;
}

/**
 * The policy the worker serves the offline page with, given the base64 SHA-256 of OFFLINE_SCRIPT: its own styles and
 * that one script, nothing from anywhere, no frame around it.
 */
export function offlinePolicy(scriptSha256: string): string {
  return `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${scriptSha256}'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;
}
