import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eServer, type E2eServer } from './app-server';
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

  it.each(['/x.js', '/foo.png', '/assets/nope.js', '/manifest.webmanifest', '/members/1.php'])('answers a missing file %s with 404, not 500', async (path) => {
    expect((await get(path)).status).toBe(404);
  });

  it.each(['/members/99999999999999999999', '/members/1e25', '/members/-3', '/members/0x10'])('answers the profile page %s, no member id, with 404', async (path) => {
    const response = await get(path, { Cookie: cookie });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This page could not be found');
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

/** SPEC §8's failed lazy chunk load, as a member meets it: a link whose page cannot be loaded still takes her there. */
describe('a page chunk that fails to load', () => {
  const session = useE2eSession();

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
});
