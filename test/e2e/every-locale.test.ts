import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localisedPath } from '../../domain/locale/credit-paths';
import { LOCALES } from '../../web/i18n/locale';
import { givenMember } from '../support/members';
import { startE2eServer, type E2eServer } from './app-server';

/** Every key of the source catalogue (nl): one of them on a page is a text the page could not find. */
const KEYS = readdirSync(new URL('../../web/i18n/locales/nl/', import.meta.url)).flatMap((file) =>
  Object.keys(JSON.parse(readFileSync(new URL(`../../web/i18n/locales/nl/${file}`, import.meta.url), 'utf8')) as Record<string, string>),
);
/** The fictional profiles' disclosure in Dutch (domain/settings/fictional-texts/nl.json): on a Dutch page only. */
const DUTCH_DISCLOSURE = Object.values(JSON.parse(readFileSync(new URL('../../domain/settings/fictional-texts/nl.json', import.meta.url), 'utf8')) as Record<string, string>);
const footerTerms = (locale: string) => (JSON.parse(readFileSync(new URL(`../../web/i18n/locales/${locale}/layout.json`, import.meta.url), 'utf8')) as Record<string, string>)['footer.terms'];

/** What a reader sees: the HTML without its scripts, styles and tags. */
const visibleText = (html: string) =>
  html
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&');

/**
 * Issue 24: the eleven locales render every kind of page — a visitor's and a member's, the static pages and a lander —
 * with `<html lang>` right, in their own words (the footer's terms link), and with no text missing (a missing text shows
 * its key).
 */
describe('every served locale', () => {
  let app: E2eServer;
  let memberCookie = '';
  let profile = 0;
  beforeAll(async () => {
    app = await startE2eServer();
    const knex = app.server.database.knex;
    const member = await givenMember(knex, { password: 'een lang genoeg wachtwoord' });
    profile = (await givenMember(knex, { name: 'Lotte' })).id;
    const login = await app.server.api.post('/api/user.php').send({ email: member.email, password: member.password });
    memberCookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  });
  afterAll(() => app?.server.close());

  it('lists the eleven locales of SPEC §1', () => {
    expect([...LOCALES].sort()).toEqual(['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv']);
  });

  it.each([...LOCALES])('renders the pages in %s', async (locale) => {
    const visitor = ['/', '/login', '/signup', '/members', '/pages/terms', '/pages/privacy', '/landers/gallery', '/lang-config', '/complaints'];
    const member = [`/members/${profile}`, '/chats', '/likes', '/settings', '/notifications', '/profile', localisedPath('/credits', locale)];
    const pages = [...visitor.map((path) => ({ path, cookie: `locale=${locale}` })), ...member.map((path) => ({ path, cookie: `locale=${locale}; ${memberCookie}` }))];
    for (const { path, cookie } of pages) {
      const page = await app.server.api.get(path).set('Cookie', cookie);
      expect(page.status, `${locale} ${path}`).toBe(200);
      expect(page.text, `${locale} ${path}`).toMatch(new RegExp(`<html[^>]*\\slang="${locale}"`));
      const text = visibleText(page.text);
      expect(text, `${locale} ${path}: the footer in ${locale}`).toContain(footerTerms(locale));
      const missing = KEYS.filter((key) => text.includes(key));
      expect(missing, `${locale} ${path}: texts shown as their keys`).toEqual([]);
      // Neither shown nor in the page's state (its settings): the disclosure speaks the page's language (issue 24).
      const dutch = locale === 'nl' ? [] : DUTCH_DISCLOSURE.filter((words) => page.text.includes(words));
      expect(dutch, `${locale} ${path}: the Dutch fictional-profile disclosure`).toEqual([]);
    }
  });
});
