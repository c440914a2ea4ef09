import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, hydrated, SCREENSHOT_DIR, screenshotBoth, VIEWPORTS } from './browser';
import { arrivedCookies, useE2eSession } from './e2e-session';

/**
 * Issue 23, the installed app: Chromium reports the site installable, the service worker controls the pages, a page
 * that cannot load offline shows the Dutch offline page, a new build's worker is offered and taken only on her
 * click, nothing of a member stays in the worker's caches after logout, and the connection banner comes and goes.
 */
describe('the installed app', () => {
  const session = useE2eSession();
  const demo = () => session.app.logins[0]!;

  const WORKER_FILE = path.resolve('dist/client/sw.js');
  const builtWorker = { text: '' };
  /** Serves `text` as /sw.js, as a deployment of a new build would (its compressed copies too). */
  function deployWorker(text: string) {
    builtWorker.text ||= readFileSync(WORKER_FILE, 'utf8');
    writeFileSync(WORKER_FILE, text);
    writeFileSync(`${WORKER_FILE}.br`, brotliCompressSync(text));
    writeFileSync(`${WORKER_FILE}.gz`, gzipSync(text));
  }
  afterEach(() => {
    if (builtWorker.text) deployWorker(builtWorker.text);
    builtWorker.text = '';
  });

  /** Chromium's own verdict, as its install button uses it: the reasons it would not offer to install. */
  async function installabilityErrors(page: Page): Promise<unknown[]> {
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    await cdp.detach();
    return installabilityErrors;
  }

  /** Resolves when the page's service worker is active and controls the page (a reload may be needed the first time). */
  async function controlled(page: Page): Promise<boolean> {
    return page.evaluate(() => Boolean(navigator.serviceWorker.controller));
  }

  async function workerReady(page: Page): Promise<string> {
    return page.evaluate(async () => (await navigator.serviceWorker.ready).active!.scriptURL);
  }

  /** Every cached request of the page's origin, by cache name. */
  async function cachedUrls(page: Page): Promise<Record<string, string[]>> {
    return page.evaluate(async () => {
      const result: Record<string, string[]> = {};
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        result[name] = (await cache.keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search);
      }
      return result;
    });
  }

  /** No animation runs on it any more (a card's slide-in): a screenshot shows it as it stays. */
  async function settled(locator: Locator) {
    await expect.poll(() => locator.evaluate((el) => el.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
  }

  async function logIn(context: BrowserContext) {
    const response = await context.request.post('/api/user.php', { data: { email: demo().email, password: demo().password } });
    expect(response.status()).toBe(200);
  }

  it('is installable for a visitor on the home page and for a member on the search, from a manifest and worker of its own', async () => {
    // A profile of its own: Chromium offers no install in an incognito context, which browser.newContext() is.
    const profileDir = mkdtempSync(path.join(tmpdir(), 'hartslag-e2e-profile-'));
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
      baseURL: session.app.server.url,
      viewport: VIEWPORTS.phone,
      locale: 'nl-NL',
    });
    try {
      session.consoleErrors.watch(context);
      await context.addCookies(arrivedCookies(session.app.server.url));
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await hydrated(page);
      expect(await workerReady(page)).toMatch(/\/sw\.js$/);
      await expect.poll(() => installabilityErrors(page)).toEqual([]);
      const manifest = await page.request.get('/manifest.webmanifest');
      expect(manifest.headers()['content-type']).toContain('application/manifest+json');
      // Every icon and screenshot it names is there.
      const body = (await manifest.json()) as { icons: { src: string }[]; screenshots: { src: string }[] };
      for (const { src } of [...body.icons, ...body.screenshots]) expect((await page.request.get(src)).headers()['content-type'], src).toBe('image/png');
      expect((await page.request.get('/icons/apple-touch-icon.png')).status()).toBe(200);
      expect((await page.request.get('/icons/badge-72.png')).status()).toBe(200);

      await logIn(context);
      await page.goto('/members');
      await hydrated(page);
      await expect.poll(() => installabilityErrors(page)).toEqual([]);
      // The worker the first visit installed controls the pages from then on.
      await page.reload();
      await hydrated(page);
      expect(await controlled(page)).toBe(true);
    } finally {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    }
  });

  it('shows the Dutch offline page when a page cannot load, and the page again once the connection is back', async () => {
    const page = await session.newPage(VIEWPORTS.phone);
    await logIn(page.context());
    await page.goto('/members');
    await workerReady(page);
    await page.reload();
    expect(await controlled(page)).toBe(true);

    await page.context().setOffline(true);
    await page.goto('/chats', { waitUntil: 'load' }).catch(() => undefined);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Je bent offline');
    expect(new URL(page.url()).pathname).toBe('/chats');
    await expect.poll(() => page.getByRole('heading', { name: 'Wat nog wel werkt' }).count()).toBe(1);
    const retry = page.getByRole('link', { name: 'Opnieuw proberen' });
    expect(await retry.evaluate((a: HTMLAnchorElement) => a.href)).toBe(page.url());
    await screenshotBoth(page, 'installed-app-offline-page');

    // Back online: the page reloads itself and shows what she asked for.
    await page.context().setOffline(false);
    await page.waitForURL('**/chats');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).not.toBe('Je bent offline');
    await hydrated(page);
  });

  it('keeps no member page, API answer or photo in its caches, and keeps only the shell after logout', async () => {
    const page = await session.newPage(VIEWPORTS.desktop);
    await logIn(page.context());
    await page.goto('/members');
    await workerReady(page);
    await page.reload();
    // A member's pages, her chats and a profile with its photos, by links (client navigation) and loads.
    await page.getByRole('link', { name: 'Berichten' }).first().click();
    await page.waitForURL('**/chats');
    await hydrated(page);
    await page.goto('/members');
    await page.locator('a[href^="/members/"]').first().click();
    await page.waitForURL(/\/members\/\d+$/);
    await hydrated(page);

    // Only the build's own files: no page, no API answer, no photo (public or signed).
    const buildFile = (url: string) => url.startsWith('/assets/') || ['/offline.html', '/icons/icon-192.png', '/icons/badge-72.png', '/favicon.svg'].includes(url);
    const during = Object.values(await cachedUrls(page)).flat();
    expect(during.filter((url) => !buildFile(url))).toEqual([]);
    // The profile page's script, kept while she looked at a profile: a file the home page does not ask for.
    const profileScript = during.find((url) => /web_pages_members_-id\./.test(url));
    expect(profileScript).toBeDefined();

    await page.locator('summary[aria-label="Account"]').click();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Everything but the shell went at logout: what is cached now, the home page asked for since.
    const after = Object.values(await cachedUrls(page)).flat();
    expect(after.filter((url) => !buildFile(url))).toEqual([]);
    expect(after).not.toContain(profileScript);
  });

  it('offers a new build with "Nieuwe versie beschikbaar" and reloads only when she chooses "Vernieuwen"', async () => {
    const page = await session.newPage(VIEWPORTS.phone);
    await logIn(page.context());
    await page.goto('/settings');
    const first = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      return (await caches.keys()).find((name) => name.startsWith('hartslag-shell-'));
    });
    await page.reload();
    expect(await controlled(page)).toBe(true);

    // A new build is deployed: the same worker with another version, in the files the server sends (the browser
    // fetches a worker's script itself, past any route a test could set). Put back at the end.
    const served = readFileSync(WORKER_FILE, 'utf8');
    const next = served.replace(/"version":"([0-9a-f]+)"/, (_all, version: string) => `"version":"${version.split('').reverse().join('')}"`);
    expect(next).not.toBe(served);
    deployWorker(next);

    // She is typing when the new version is found: the offer comes, and nothing reloads under her.
    const field = page.locator('main input[type="password"]').first();
    await field.fill('halverwege getypt');
    const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = Math.random()));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    const offer = page.locator('[data-signals="update"]');
    await expect.poll(() => offer.getByRole('heading', { name: 'Nieuwe versie beschikbaar' }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(marker);
    expect(await field.inputValue()).toBe('halverwege getypt');
    await settled(offer);
    await screenshotBoth(page, 'installed-app-update-prompt');

    await offer.getByRole('button', { name: 'Vernieuwen' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { marker?: number }).marker ?? null)).toBeNull();
    await hydrated(page);
    const now = await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('hartslag-shell-')));
    expect(now).toHaveLength(1);
    expect(now[0]).not.toBe(first);
    expect(await page.locator('[data-signals="update"]').count()).toBe(0);
  });

  it('says calmly when the connection is gone, and the banner goes when it is back', async () => {
    const page = await session.newPage(VIEWPORTS.phone);
    await logIn(page.context());
    await page.goto('/members');
    const banner = page.locator('[data-signals="connection"]');
    expect(await banner.getAttribute('role')).toBe('status');
    expect((await banner.textContent()) ?? '').toBe('');

    // Right after the page loaded: what it fetches when idle fails now, and must not reload it into an error page.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.context().setOffline(true);
    await expect.poll(() => banner.textContent()).toBe('Geen verbinding — we proberen het opnieuw');
    await settled(banner.locator('p'));
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await screenshotBoth(page, 'installed-app-offline-banner');

    await page.context().setOffline(false);
    await expect.poll(() => banner.textContent()).toBe('');
    // The toast's look, which could not load offline, is asked for again and shows.
    await expect.poll(() => page.locator('[data-signals="toasts"] li').filter({ hasText: 'Weer online' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  it('shows a back button on a profile in the installed app: back in its history, or to the search when it has none', async () => {
    const page = await session.newPage(VIEWPORTS.phone);
    await logIn(page.context());
    // The installed app's window: display-mode standalone.
    await page.context().addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone') ? ({ ...original(query), matches: true, media: query } as MediaQueryList) : original(query);
    });
    await page.goto('/chats');
    await page.goto('/members');
    const profile = await page.locator('a[href^="/members/"]').first().getAttribute('href');
    await page.goto(profile!);
    const back = page.getByRole('button', { name: 'Terug' });
    await expect.poll(() => back.count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Terug naar zoeken' }).count()).toBe(0);
    await back.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/members');

    // Opened on its own (a notification, a shortcut): no history, so the search.
    const alone = await page.context().newPage();
    await alone.goto(profile!);
    await hydrated(alone);
    await alone.getByRole('button', { name: 'Terug' }).click();
    await expect.poll(() => new URL(alone.url()).pathname).toBe('/members');

    // In a browser tab the page's own link stays.
    const tab = await session.newPage(VIEWPORTS.phone);
    await logIn(tab.context());
    await tab.goto(profile!);
    expect(await tab.getByRole('link', { name: 'Terug naar zoeken' }).count()).toBe(1);
    expect(await tab.getByRole('button', { name: 'Terug' }).count()).toBe(0);
  });

  it('sets the app badge to unread messages plus new likes', async () => {
    const page = await session.newPage(VIEWPORTS.desktop);
    await logIn(page.context());
    await page.addInitScript(() => {
      const calls: (number | null)[] = [];
      (window as unknown as { badgeCalls: (number | null)[] }).badgeCalls = calls;
      Object.assign(navigator, {
        setAppBadge: (count: number) => {
          calls.push(count);
          return Promise.reject(new Error('not installed'));
        },
        clearAppBadge: () => {
          calls.push(null);
          return Promise.resolve();
        },
      });
    });
    await page.goto('/members');
    const expected = await page.evaluate(async () => {
      const [chats, likes] = await Promise.all([fetch('/api/chats.php').then((r) => r.json()), fetch('/api/likes.php').then((r) => r.json())]);
      const unread = (chats.chats as { num_unread_messages: number }[]).reduce((sum, chat) => sum + chat.num_unread_messages, 0);
      const newLikes = (likes.liked_by as { like_new: boolean }[]).filter((like) => like.like_new).length;
      return unread + newLikes;
    });
    expect(expected).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { badgeCalls: (number | null)[] }).badgeCalls.at(-1))).toBe(expected);
    // A refused badge (not installed) is ignored: nothing reaches the console.
    expect(session.consoleErrors.errors.filter((error) => error.includes('not installed'))).toEqual([]);
  });

  it('knows the location permission and fills the place from "Gebruik mijn locatie" (SPEC §4, §9)', async () => {
    const page = await session.newPage(VIEWPORTS.phone);
    await logIn(page.context());
    // What the page asks the browser for: a position at most an hour old (SPEC §9's geolocation cache).
    await page.addInitScript(() => {
      const ask = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
      navigator.geolocation.getCurrentPosition = (found, failed, options) => {
        (window as unknown as { askedMaximumAge?: number }).askedMaximumAge = options?.maximumAge;
        ask(found, failed, options);
      };
    });
    await page.goto('/settings');
    const button = page.getByRole('button', { name: 'Gebruik mijn locatie' });
    // Not yet asked: the browser's own state.
    await expect.poll(() => button.getAttribute('data-permission')).toBe('prompt');

    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 51.9244, longitude: 4.4777 });
    await expect.poll(() => button.getAttribute('data-permission')).toBe('granted');
    await button.click();
    await expect.poll(() => page.getByLabel('Woonplaats').inputValue()).toBe('Rotterdam');
    expect(await page.getByLabel('Regio').inputValue()).toBe('Zuid-Holland');
    expect(await page.evaluate(() => (window as unknown as { askedMaximumAge?: number }).askedMaximumAge)).toBe(3_600_000);

    // Blocked for the site in the browser: said before she tries, with the way out.
    const blocked = await session.newPage(VIEWPORTS.phone);
    await logIn(blocked.context());
    await blocked.addInitScript(() => {
      const query = navigator.permissions.query.bind(navigator.permissions);
      navigator.permissions.query = (descriptor) =>
        descriptor.name === 'geolocation' ? Promise.resolve(Object.assign(new EventTarget(), { state: 'denied', name: 'geolocation', onchange: null }) as unknown as PermissionStatus) : query(descriptor);
    });
    await blocked.goto('/settings');
    const location = blocked.locator('#location');
    await expect.poll(() => location.getByRole('button', { name: 'Gebruik mijn locatie' }).getAttribute('data-permission')).toBe('denied');
    await expect.poll(() => location.getByText('Je hebt geen toestemming gegeven om je locatie te gebruiken', { exact: false }).count()).toBe(1);
    await location.screenshot({ path: path.join(SCREENSHOT_DIR, 'installed-app-location-denied-phone.png') });
  });

  it('shows a push as agreed with the server: title, body, icons, one notification per conversation', async () => {
    const page = await session.newPage(VIEWPORTS.desktop);
    const origin = session.app.server.url.replace(/\/$/, '');
    await page.context().grantPermissions(['notifications'], { origin });
    await logIn(page.context());
    await page.goto('/members');
    await workerReady(page);

    // The push service's delivery, through the DevTools protocol: the worker's push event with this payload.
    const cdp = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
        const ours = registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    // Chromium drops a notification from getNotifications() for good when it is asked while that notification is still
    // being shown (its display and its record race); so the test counts what the worker has finished showing first.
    const worker = page.context().serviceWorkers().find((candidate) => candidate.url() === `${origin}/sw.js`)!;
    await worker.evaluate(() => {
      const registration = (self as unknown as { registration: ServiceWorkerRegistration }).registration;
      const show = registration.showNotification.bind(registration);
      const counted = self as unknown as { shownCount: number };
      counted.shownCount = 0;
      registration.showNotification = async (title: string, options?: NotificationOptions) => {
        await show(title, options);
        counted.shownCount += 1;
      };
    });
    let pushed = 0;
    const push = async (payload: object) => {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: JSON.stringify(payload) });
      pushed += 1;
      await expect.poll(() => worker.evaluate(() => (self as unknown as { shownCount: number }).shownCount)).toBe(pushed);
    };
    const notifications = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, icon: n.icon, badge: (n as Notification & { badge: string }).badge, data: n.data as unknown })),
      );

    await push({ title: 'Nieuw bericht van Lisa', body: 'Hoi! Zin in koffie?', url: '/chats/12', tag: 'chat-12', badge: 3 });
    await expect.poll(notifications).toEqual([
      { title: 'Nieuw bericht van Lisa', body: 'Hoi! Zin in koffie?', tag: 'chat-12', icon: `${origin}/icons/icon-192.png`, badge: `${origin}/icons/badge-72.png`, data: { url: '/chats/12' } },
    ]);
    // A second message in the same conversation replaces the first; a like is a notification of its own.
    await push({ title: 'Nieuw bericht van Lisa', body: 'Of thee?', url: '/chats/12', tag: 'chat-12', badge: 4 });
    await push({ title: 'Bram vindt je leuk', body: 'Kijk wie je leuk vindt en like terug.', url: '/likes', tag: 'likes', badge: 5 });
    await expect.poll(async () => (await notifications()).map((n) => `${n.tag}: ${n.body}`).sort()).toEqual(['chat-12: Of thee?', 'likes: Kijk wie je leuk vindt en like terug.']);
    await cdp.detach();
  });
});
