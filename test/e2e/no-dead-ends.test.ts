import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2eSession } from './e2e-session';
import { givenMember } from '../support/members';
import { hydrated } from './browser';
import { LANDERS } from '../../web/components/landers/lander-names';
import { ANY_DOMAIN } from '../../adapters/postgres/postgres-site-settings';

/** At most this many pages of one shape (/members/<id>, /chats/<id>) are followed: they are the same page. */
const PER_SHAPE = 3;
const shapeOf = (path: string) => path.replace(/\/\d+(?=\/|$)/g, '/<id>');

/**
 * Opens every page reachable by the links the product shows, from the home page, and returns each page with the
 * status it answered. Links elsewhere (mail, phone, other sites) are not followed.
 */
async function crawl(page: Page, origin: string, start: readonly string[]): Promise<Map<string, number>> {
  const statuses = new Map<string, number>();
  const perShape = new Map<string, number>();
  const queue = [...start];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (statuses.has(path)) continue;
    const shape = shapeOf(path);
    if ((perShape.get(shape) ?? 0) >= PER_SHAPE) continue;
    perShape.set(shape, (perShape.get(shape) ?? 0) + 1);
    // Asked first with the tab's cookies: a download (the data export) is a working link too, but not a page to open.
    const answer = await page.request.get(path, { maxRedirects: 5 });
    statuses.set(path, answer.status());
    if (answer.status() >= 400 || !(answer.headers()['content-type'] ?? '').includes('text/html')) continue;
    const response = await page.goto(path);
    if (!response || response.status() >= 400) {
      statuses.set(path, response?.status() ?? 0);
      continue;
    }
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== origin) continue;
      const next = url.pathname + url.search;
      if (!statuses.has(next)) queue.push(next);
    }
  }
  return statuses;
}

const failures = (statuses: Map<string, number>) => [...statuses].filter(([, status]) => status === 0 || status >= 400);

describe('no dead ends: every link the product shows opens a working page', () => {
  const session = useE2eSession();

  it('for a visitor', async () => {
    const page = await session.newPage();
    const statuses = await crawl(page, session.app.server.url, ['/']);
    expect(failures(statuses)).toEqual([]);
    // The crawl reached the pages a visitor is shown, not just the home page.
    expect([...statuses.keys()]).toEqual(expect.arrayContaining(['/', '/login', '/signup']));
  });

  it('for a visitor from an ad, from every lander (issue 24)', async () => {
    // Visitors from an ad see profiles (SPEC §6), and she accepted cookies, so her arrival is kept (decision 0062).
    await session.app.server.settings.set(ANY_DOMAIN, 'logged_out_search_trafficsource', 'all');
    const page = await session.newPage();
    await page.context().addCookies([{ name: 'hs_consent', value: `accepted.${Date.now()}`, domain: new URL(session.app.server.url).hostname, path: '/' }]);
    const knex = session.app.server.database.knex;
    const id = Number((await knex('profiles').where('status', 'active').orderBy('member_id').first('member_id')).member_id);
    const landers = [
      ...LANDERS.map((name) => (name === 'tinderswipe' ? '/landers/tinderswipe' : `/landers/${name}/she-amsterdam`)),
      ...['landing', 'landing2', 'landing3', 'signup'].map((part) => `/members/${id}/${part}`),
    ];
    // The first lander carries the ad's tracking: from then on she is a visitor from a traffic source.
    const statuses = await crawl(page, session.app.server.url, [`${landers[0]}?network=adnet`, ...landers]);
    expect(failures(statuses)).toEqual([]);
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([...landers, '/signup', '/login', '/pages/terms']));
    await session.app.server.settings.set(ANY_DOMAIN, 'logged_out_search_trafficsource', 'none');
  });

  it('for a member', async () => {
    const member = await givenMember(session.app.server.database.knex, { password: 'een lang genoeg wachtwoord' });
    const page = await session.newPage();
    await page.goto('/login');
    await hydrated(page);
    await page.getByLabel('E-mailadres').fill(member.email);
    await page.getByLabel('Wachtwoord').fill(member.password);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/login');

    const statuses = await crawl(page, session.app.server.url, ['/', '/members', '/chats', '/settings']);
    expect(failures(statuses)).toEqual([]);
    expect([...statuses.keys()].some((path) => path.startsWith('/members/'))).toBe(true);
  });
});
