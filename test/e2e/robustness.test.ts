import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { givenMember } from '../support/members';
import { startE2eServer, type E2eServer } from './app-server';
import { VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';

/** What the production server answers to paths a browser, a crawler or a prober may ask for. */
describe('the production server and odd paths', () => {
  let app: E2eServer;
  let cookie = '';
  beforeAll(async () => {
    app = await startE2eServer();
    const login = app.logins[0]!;
    const response = await fetch(`${app.server.url}/api/user.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: login.email, password: login.password }),
    });
    cookie = (response.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');
  });
  afterAll(() => app.server.close());

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${app.server.url}${path}`, { headers, redirect: 'manual' });

  it('serves a real robots.txt that keeps crawlers out of the API and the photos, and members\' pages say noindex to visitors', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Disallow: \/media\/$/m);
    // Members' pages are fetched and told noindex instead: a page a crawler may not fetch can be indexed by its address.
    expect(text).not.toMatch(/^Disallow: \/members/m);
    const robots = async (path: string, headers: Record<string, string> = {}) => /<meta name="robots" content="([^"]+)"/.exec(await (await get(path, headers)).text())?.[1];
    expect(await robots('/login')).toBeUndefined();
    expect(await robots('/pages/terms')).toBeUndefined();
    expect(await robots('/reset-password')).toBe('noindex');
    expect(await robots('/members', { cookie })).toBeUndefined();
    expect(await robots('/chats', { cookie })).toBeUndefined();
  });

  it.each(['/x.js', '/foo.png', '/assets/nope.js', '/site.webmanifest', '/members/1.php'])('answers a missing file %s with 404, not 500', async (path) => {
    expect((await get(path)).status).toBe(404);
  });

  it.each(['/members/99999999999999999999', '/members/1e25', '/members/-3', '/members/0x10'])('answers the profile page %s, no member id, with 404', async (path) => {
    const response = await get(path, { Cookie: cookie });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Deze pagina kon niet worden gevonden');
  });

  it.each(['/chats/1e25', '/chats/99999999999999999999'])('answers the conversation page %s with 404 for a member', async (path) => {
    expect((await get(path, { Cookie: cookie })).status).toBe(404);
  });

  it('still answers the page data a client-side navigation asks for', async () => {
    const response = await get('/members/index.pageContext.json', { Cookie: cookie });
    expect(response.status).toBe(200);
  });

  it('shows the search page when its query holds NUL, ignoring the query', async () => {
    const response = await get('/members?countryregion=%00&gender=%00', { Cookie: cookie });
    expect(response.status).toBe(200);
  });
});

/** What a member meets in the browser when a part of the app fails or arrives late. */
describe('the app in the browser when things fail or come late', () => {
  const session = useE2eSession();

  // SPEC §8's failed lazy chunk load: a link whose page cannot be loaded still takes her there.
  it('turns the click on its link into a full navigation to that link, with no Vike bug and no uncaught error', async () => {
    const page = await session.loggedIn('demo@hartslag.example');
    const messages: string[] = [];
    const pageErrors: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto('/members');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    // The likes page's own chunk fails (a deploy removed it, the network dropped) until the browser asks for /likes
    // as a document: the full navigation finds it again.
    let blocked = 0;
    let documentAsked = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === '/likes') documentAsked = true;
    });
    await page.route(/\/assets\/entries\/web_pages_likes\.[^/]+\.js$/, (route) => {
      if (documentAsked) return route.continue();
      blocked++;
      return route.abort('failed');
    });

    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Likes' }).click();

    await page.waitForURL((url) => url.pathname === '/likes');
    expect(blocked).toBeGreaterThan(0);
    expect(documentAsked).toBe(true);
    // A new document: the tab loaded /likes whole rather than staying on (or reloading) /members.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
    expect(pageErrors).toEqual([]);
    expect(messages.filter((text) => text.includes('[vike][Bug]') || /vike.*Bug/.test(text))).toEqual([]);
  });

  /** The sum of the page's layout shifts so far (CLS without its windows), as Chromium reports them. */
  const layoutShifts = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          const observer = new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) sum += entry.value;
          });
          observer.observe({ type: 'layout-shift', buffered: true });
          // The buffered entries come in the observer's next callback: two frames later they are in.
          requestAnimationFrame(() => requestAnimationFrame(() => (observer.disconnect(), resolve(sum))));
        }),
    );

  it('renders the time-bonus banner and the photo alert on the server, so they push nothing down after the first paint', async () => {
    // A member of a minute ago: 0 credits, inside the time bonus's window, no photo.
    const nina = await givenMember(session.app.server.database.knex, { name: 'Nina', credits: 0 });
    const page = await session.newPage(VIEWPORTS.phone);
    expect((await page.request.post('/api/user.php', { data: { email: nina.email, password: nina.password } })).status()).toBe(200);

    const html = await (await page.request.get('/members')).text();
    expect(html).toContain('data-testid="time-bonus-banner"');
    expect(html).toMatch(/role="timer"[^>]*>Nog \d:\d\d:\d\d</);
    expect(html).toContain('Je hebt nog geen profielfoto.');

    await page.goto('/members');
    await expect.poll(() => page.getByRole('complementary', { name: 'Welkomstbonus' }).getByRole('timer').textContent()).toMatch(/^Nog \d:\d\d:\d\d$/);
    await expect.poll(() => page.getByText('Je hebt nog geen profielfoto.').count()).toBe(1);
    // The discount the tab would have asked for is in the page: no call after the first paint.
    expect(await layoutShifts(page)).toBeLessThan(0.01);

    // Dismissed, the alert is gone from the server's page too: it does not flash in and out.
    await page.getByRole('button', { name: 'Melding sluiten' }).click();
    await expect.poll(() => page.getByText('Je hebt nog geen profielfoto.').count()).toBe(0);
    expect(await (await page.request.get('/members')).text()).not.toContain('Je hebt nog geen profielfoto.');
    await page.reload();
    expect(await page.getByText('Je hebt nog geen profielfoto.').count()).toBe(0);
    expect(await layoutShifts(page)).toBeLessThan(0.01);
    await page.context().close();
  });

  it('renders the activation reminder on the server for a member whose email is not confirmed', async () => {
    const olga = await givenMember(session.app.server.database.knex, { name: 'Olga', status: 'not_confirmed' });
    const page = await session.newPage(VIEWPORTS.desktop);
    expect((await page.request.post('/api/user.php', { data: { email: olga.email, password: olga.password } })).status()).toBe(200);

    const html = await (await page.request.get('/members')).text();
    expect(html).toContain('aria-label="Bevestig je e-mailadres"');
    expect(html).toContain(olga.email);

    await page.goto('/members');
    await expect.poll(() => page.getByRole('region', { name: 'Bevestig je e-mailadres' }).count()).toBe(1);
    expect(await layoutShifts(page)).toBeLessThan(0.01);

    // Dismissed for a day: the server leaves it out too.
    await page.getByRole('region', { name: 'Bevestig je e-mailadres' }).getByRole('button', { name: 'Herinnering verbergen' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Bevestig je e-mailadres' }).count()).toBe(0);
    expect(await (await page.request.get('/members')).text()).not.toContain('aria-label="Bevestig je e-mailadres"');
    await page.context().close();
  });
});
