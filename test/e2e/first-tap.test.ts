import type { APIRequestContext, Browser, CDPSession, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, VIEWPORTS } from './browser';
import { arrivedCookies, useE2eSession } from './e2e-session';

/**
 * A phone as Lighthouse's mobile preset simulates one: 4× slower CPU, slow 4G (150 ms round trip per request, 1.6 Mbps
 * down, 750 Kbps up), an empty cache.
 */
const SLOW_PHONE = { cpuRate: 4, latencyMs: 150, downBytesPerSecond: 1_600_000 / 8, upBytesPerSecond: 750_000 / 8 } as const;

/** How long a tap may take to act: the page's scripts, on the slow phone, on a busy machine. */
const ACTS_WITHIN_MS = 30_000;

interface Tapped {
  /** The tap's offset after the first contentful paint, ms (page clock). */
  afterPaint: number;
  /** The page clock when the tap's click reached the document. */
  at: number;
}

/**
 * Issue 26, "no lost input": the server's page paints long before its scripts have started (decision 0039), and a tap
 * in between must act, or show it is queued and then act, exactly once.
 */
describe('a tap right after the first paint, on a slow phone', () => {
  const session = useE2eSession();
  let browser: Browser;
  const delays: string[] = [];

  beforeAll(async () => {
    // The session's own Chromium, for a context of our own: a phone with a touch screen, and no wait for hydration.
    const page = await session.loggedIn('demo@hartslag.example', VIEWPORTS.phone);
    browser = page.context().browser()!;
    // The server's first render of each page is slow (its modules load): not what a phone meets.
    const { profiles } = (await (await page.request.get('/api/members.php')).json()) as { profiles: { id: number }[] };
    for (const path of [`/members/${profiles[0]!.id}`, '/chats']) expect((await page.request.get(path)).status()).toBe(200);
    await page.context().close();
  });
  afterAll(() => {
    // The figures for the closing note: how long each tap waited to act.
    if (delays.length) console.log(`first tap after first paint (4× CPU, slow 4G):\n  ${delays.join('\n  ')}`);
  });

  const cdps = new WeakMap<Page, CDPSession>();
  const cdpOf = (page: Page) => cdps.get(page)!;

  /** A fresh phone (empty cache), logged in as a demo member, throttled as SLOW_PHONE. */
  async function slowPhone(email: string): Promise<Page> {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, hasTouch: true, isMobile: true, baseURL: session.app.server.url, locale: 'nl-NL' });
    await context.addCookies(arrivedCookies(session.app.server.url));
    session.consoleErrors.watch(context);
    const known = session.app.logins.find((login) => login.email === email)!;
    const login = await context.request.post('/api/user.php', { data: { email: known.email, password: known.password } });
    expect(login.status()).toBe(200);
    const page = await context.newPage();
    // Every click that reaches the document, on the page's clock: when the tap landed.
    await page.addInitScript(() => {
      const clicks: number[] = [];
      Object.assign(window, { tapsSeen: clicks });
      window.addEventListener('click', (event) => clicks.push(event.timeStamp), { capture: true });
    });
    const cdp = await context.newCDPSession(page);
    cdps.set(page, cdp);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuRate });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PHONE.latencyMs,
      downloadThroughput: SLOW_PHONE.downBytesPerSecond,
      uploadThroughput: SLOW_PHONE.upBytesPerSecond,
    });
    return page;
  }

  /** Opens the page, at once: what the test does next happens while the page is still starting. */
  async function open(page: Page, path: string): Promise<void> {
    await page.goto(path, { waitUntil: 'commit' });
  }

  /**
   * Waits on the page until `offset` ms after its first contentful paint (by the page's clock; later when the page is
   * busy), and answers where the element to tap is then: the first `selector` named `name` (its aria-label or text).
   * One plain evaluate over the DevTools protocol: Playwright's locators and evaluate inject scripts of their own that,
   * on a throttled CPU, hold the page for a while before the tap.
   */
  async function afterFirstPaint(page: Page, offset: number, selector: string, name: string): Promise<{ paintedAt: number; x: number; y: number; tapsBefore: number }> {
    const expression = `new Promise((resolve, reject) => {
      new PerformanceObserver((list, observer) => {
        const paint = list.getEntriesByName('first-contentful-paint')[0];
        if (!paint) return;
        observer.disconnect();
        setTimeout(() => {
          const named = [...document.querySelectorAll(${JSON.stringify(selector)})].find((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().startsWith(${JSON.stringify(name)}));
          if (!named) return reject(new Error('nothing to tap'));
          const box = named.getBoundingClientRect();
          resolve({ paintedAt: paint.startTime, x: box.x + box.width / 2, y: box.y + box.height / 2, tapsBefore: window.tapsSeen.length });
        }, Math.max(0, paint.startTime + ${offset} - performance.now()));
      }).observe({ type: 'paint', buffered: true });
    })`;
    const { result, exceptionDetails } = await cdpOf(page).send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
    if (exceptionDetails) throw new Error(`no ${selector} named ${name} on the page`);
    return result.value as { paintedAt: number; x: number; y: number; tapsBefore: number };
  }

  /** A finger on the element `offset` ms after the first paint; when the tap landed, on the page's clock. */
  async function tapAfterPaint(page: Page, offset: number, selector: string, name: string): Promise<Tapped> {
    const { paintedAt, x, y, tapsBefore } = await afterFirstPaint(page, offset, selector, name);
    await page.touchscreen.tap(x, y);
    const tappedAt = await page.evaluate(
      (before) =>
        new Promise<number>((resolve) => {
          const taps = (window as unknown as { tapsSeen: number[] }).tapsSeen;
          const seen = () => (taps.length > before ? resolve(taps[before]!) : setTimeout(seen, 5));
          seen();
        }),
      tapsBefore,
    );
    return { afterPaint: Math.round(tappedAt - paintedAt), at: tappedAt };
  }

  /** When the page sent its first request for `path` (page clock), once it has. */
  async function sentAt(page: Page, path: string): Promise<number> {
    const sent = await page.waitForFunction(
      (p) => performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === p)?.startTime,
      path,
      { timeout: ACTS_WITHIN_MS },
    );
    return (await sent.jsonValue()) as number;
  }

  /** The requests the page makes to an API path, by method. */
  function requestsTo(page: Page, path: string): Request[] {
    const seen: Request[] = [];
    page.on('request', (request) => new URL(request.url()).pathname === path && seen.push(request));
    return seen;
  }

  const likedBy = async (request: APIRequestContext) =>
    ((await (await request.get('/api/likes.php')).json()) as { profiles: { id: number }[] }).profiles.map((p) => p.id);

  /** Members demo@ has not liked yet, one per test. */
  async function notLikedYet(page: Page): Promise<number[]> {
    const { profiles } = (await (await page.request.get('/api/members.php')).json()) as { profiles: { id: number }[] };
    const liked = new Set(await likedBy(page.request));
    return profiles.map((p) => p.id).filter((id) => !liked.has(id));
  }

  for (const offset of [100, 400, 800]) {
    it(`likes a profile from a tap on Like ${offset} ms after the first paint, once, and shows it pressed`, async () => {
      const page = await slowPhone('demo@hartslag.example');
      const other = (await notLikedYet(page))[offset / 100]!;
      const likes = requestsTo(page, '/api/like.php');

      await open(page, `/members/${other}`);
      const tap = await tapAfterPaint(page, offset, 'button', 'Like');

      await expect.poll(() => page.getByRole('button', { name: 'Like intrekken' }).getAttribute('aria-pressed'), { timeout: ACTS_WITHIN_MS }).toBe('true');
      delays.push(`Like, tapped ${tap.afterPaint} ms after first paint: sent ${Math.round((await sentAt(page, '/api/like.php')) - tap.at)} ms after the tap`);
      expect(await likedBy(page.request)).toContain(other);
      // Once: one like sent, none taken back, the button still pressed when the page has settled.
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(likes.map((request) => request.method())).toEqual(['POST']);
      expect(await page.getByRole('button', { name: 'Like intrekken' }).getAttribute('aria-pressed')).toBe('true');
      await page.context().close();
    });
  }

  it('goes to the messages from a tap on their tab 100 ms after the first paint', async () => {
    const page = await slowPhone('demo@hartslag.example');
    const other = (await notLikedYet(page))[0]!;
    await open(page, `/members/${other}`);
    const { x, y } = await afterFirstPaint(page, 100, 'nav[aria-label="Hoofdmenu"] a', 'Berichten');
    await page.touchscreen.tap(x, y);
    // A link may leave the page at once: the tap is timed on the test's clock.
    const tappedAt = Date.now();

    await page.waitForURL((url) => url.pathname === '/chats', { timeout: ACTS_WITHIN_MS });
    delays.push(`Berichten tab, tapped 100 ms after first paint: at /chats ${Date.now() - tappedAt} ms after the tap (test clock)`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Berichten' }).count(), { timeout: ACTS_WITHIN_MS }).toBe(1);
    await page.context().close();
  });

  it('sends a typed message from a tap on Send 100 ms after the first paint, exactly once', async () => {
    const page = await slowPhone('demo@hartslag.example');
    const knex = session.app.server.database.knex;
    const other = (await notLikedYet(page)).at(-1)!;
    const chat = ((await (await page.request.post('/api/chat.php', { data: { profile_id: other } })).json()) as { chat: { id: number } }).chat;
    const text = `Hoi! Meteen getikt ${Date.now()}`;
    const sends = requestsTo(page, '/api/messages.php');
    const stored = async () => Number(((await knex('messages').where({ conversation_id: chat.id, body: text }).count({ n: '*' })) as { n: string }[])[0]!.n);

    await open(page, `/chats/${chat.id}`);
    // She types as soon as she sees the field, and taps Send.
    const field = await afterFirstPaint(page, 0, 'textarea', '');
    await page.touchscreen.tap(field.x, field.y);
    await page.keyboard.insertText(text);
    const tap = await tapAfterPaint(page, 100, 'button', 'Verstuur');

    await expect.poll(stored, { timeout: ACTS_WITHIN_MS }).toBe(1);
    delays.push(`Send, tapped ${tap.afterPaint} ms after first paint: sent ${Math.round((await sentAt(page, '/api/messages.php')) - tap.at)} ms after the tap`);
    await expect.poll(() => page.getByRole('region', { name: /^Gesprek met / }).getByText(text).count(), { timeout: ACTS_WITHIN_MS }).toBe(1);
    // Exactly once: one post, one message, and the field emptied for the next.
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(sends.filter((request) => request.method() === 'POST')).toHaveLength(1);
    expect(await stored()).toBe(1);
    expect(await page.getByLabel('Bericht', { exact: true }).inputValue()).toBe('');
    await page.context().close();
  });
});
