import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTS } from '../../bff/wiring/tokens';
import { givenMember, sessionCookieFor, type GivenMember } from '../support/members';
import { startTestPushService, type TestPushService, type TestSubscription } from '../support/push-service';
import { freshDatabase } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { CHROMIUM_FLAGS, ConsoleErrors, hydrated, launchChromium, liveSocketReady, SCREENSHOT_DIR, VIEWPORTS } from './browser';
import { arrivedCookies } from './e2e-session';

/** Screenshots for a person to look at (ui.md: 375 and 1280 px). */
const SHOTS = process.env.SHOTS_DIR ?? SCREENSHOT_DIR;

/**
 * Issue 23, done when: one member's message makes a push arrive for the other, who has the app installed and her badge
 * set. Bram's page in Chromium is installable; he turns notifications on from the push alert, and the subscription his
 * page saves (through its own call) points at the loopback push service, made with that service's keys (a headless
 * Chromium cannot reach a real push service, so only the browser's subscribe answers with it). Sanne writes to him: the
 * push service checks the VAPID signature and decrypts the payload, and his page sets the app badge.
 */
describe('a message arrives as a push on the installed app', () => {
  let server: TestServer;
  let push: TestPushService;
  let browser: Browser;
  let vapidKey: string | undefined;
  const consoleErrors = new ConsoleErrors();

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    push = await startTestPushService({ vapidPublicKey: () => vapidKey });
    const database = await freshDatabase('pglite');
    const started = await startTestServer('pglite', {
      database,
      config: { pages: true, dev: false },
      rebind: (container) => container.rebind(PORTS.pushEndpointAccess).toConstantValue(push.access),
    });
    server = { ...started, close: async () => { await started.close(); await database.close(); } };
    vapidKey = (await server.database.knex('server_secrets').where('name', 'vapid_public_key').first('value'))?.value as string;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await push?.close();
  });

  /** Bram's browser: notifications allowed, its push manager answering with the test service's subscription, badge calls recorded. */
  async function brams(viewport: { width: number; height: number }, subscription: TestSubscription): Promise<{ context: BrowserContext; page: Page }> {
    // A profile of its own: Chromium offers no install in an incognito context, which browser.newContext() is.
    const profileDir = mkdtempSync(path.join(tmpdir(), 'hartslag-e2e-push-'));
    const context = await chromium.launchPersistentContext(profileDir, { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS, baseURL: server.url, viewport, locale: 'nl-NL' });
    consoleErrors.watch(context);
    await context.addCookies(arrivedCookies(server.url));
    await context.grantPermissions(['notifications'], { origin: server.url });
    await context.addInitScript((sub) => {
      const calls: (number | null)[] = [];
      (window as unknown as { badgeCalls: (number | null)[] }).badgeCalls = calls;
      Object.assign(navigator, {
        setAppBadge: (count: number) => (calls.push(count), Promise.resolve()),
        clearAppBadge: () => (calls.push(null), Promise.resolve()),
      });
      // Kept by the browser across pages, as a real subscription is.
      const KEPT = 'test-push-subscribed';
      const made = { ...sub, toJSON: () => sub, unsubscribe: async () => (localStorage.removeItem(KEPT), true) };
      PushManager.prototype.subscribe = async function subscribe() {
        localStorage.setItem(KEPT, '1');
        return made as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function getSubscription() {
        return (localStorage.getItem(KEPT) ? made : null) as PushSubscription | null;
      };
    }, { endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys });
    return { context, page: context.pages()[0] ?? (await context.newPage()) };
  }

  const logIn = async (page: Page, who: GivenMember) =>
    expect((await page.request.post('/api/user.php', { data: { email: who.email, password: who.password } })).status()).toBe(200);

  const installabilityErrors = async (page: Page) => {
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors: errors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    await cdp.detach();
    return errors;
  };

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`at ${viewport.width} px: Bram turns notifications on from the alert, Sanne writes, the push arrives decrypted and his badge is set`, async () => {
      const stamp = `${label}${Date.now()}`;
      const bram = await givenMember(server.database.knex, { name: 'Bram', email: `bram-${stamp}@example.nl` });
      const sanne = await givenMember(server.database.knex, { name: 'Sanne', email: `sanne-${stamp}@example.nl`, credits: 500, paidUser: true });
      const subscription = push.subscribe();
      const { context, page } = await brams(viewport, subscription);
      await logIn(page, bram);
      const live = liveSocketReady(page);
      await page.goto('/members');
      await hydrated(page);
      await live;

      // Installable, as Chromium's own install button decides: the manifest and a worker that controls the page.
      await page.evaluate(async () => void (await navigator.serviceWorker.ready));
      await expect.poll(() => installabilityErrors(page), { timeout: 15_000 }).toEqual([]);

      // The push alert asks; his yes is saved through the page's own call (POST /api/user.php?push=1).
      const alert = page.getByRole('complementary', { name: 'Mis geen bericht' });
      await expect.poll(() => alert.isVisible()).toBe(true);
      await page.screenshot({ path: `${SHOTS}/push-alert-${viewport.width}.png` });
      // The floating card hides no part of the page: scrolled to the end, the footer's last line is above the card.
      const end = await page.evaluate(async () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const aside = document.querySelector('aside[aria-labelledby="push-alert-title"]')!;
        await Promise.all(aside.getAnimations().map((animation) => animation.finished));
        const card = aside.getBoundingClientRect();
        const footer = [...document.querySelectorAll('footer')].at(-1)!.getBoundingClientRect();
        return { footerBottom: Math.round(footer.bottom), cardTop: Math.round(card.top), padding: document.body.style.paddingBottom };
      });
      expect(end.footerBottom, JSON.stringify(end)).toBeLessThanOrEqual(end.cardTop);
      await page.evaluate(() => window.scrollTo(0, 0));
      await alert.getByRole('button', { name: 'Meldingen aanzetten' }).click();
      await expect.poll(() => alert.isVisible()).toBe(false);
      const stored = await server.database.knex('push_subscriptions').where('member_id', bram.id).first('state', 'endpoint');
      expect(stored).toEqual({ state: 'subscribed', endpoint: subscription.endpoint });

      // Sanne writes to him while his tab is in the background (hidden: the beacon of SPEC §7).
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      const sanneCookie = await sessionCookieFor(server.api, sanne);
      const chat = (await server.api.post('/api/chat.php').set('Cookie', sanneCookie).send({ profile_id: bram.id })).body.chat.id as number;
      const text = `Hoi Bram, zin in koffie? (${label})`;
      const sent = await server.api.post('/api/messages.php').set('Cookie', sanneCookie).set('Idempotency-Key', randomUUID()).send({ conversation_id: chat, text });
      expect(sent.status).toBe(201);

      const arrived = (await push.waitFor(push.received.length + 1)).find((received) => received.subscriptionId === subscription.id);
      expect(push.refused).toEqual([]);
      expect(arrived?.payload).toEqual({ title: 'Sanne begint een gesprek met je', body: text, url: `/chats/${chat}`, tag: `chat-${chat}`, badge: 1 });
      // His page heard it live: the badge shows the unread message.
      await expect.poll(() => page.evaluate(() => (window as unknown as { badgeCalls: (number | null)[] }).badgeCalls.at(-1))).toBe(1);

      // The setting on /notifications tells it as it is: on, for this device.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      });
      await page.goto('/notifications');
      await hydrated(page);
      const setting = page.getByRole('switch', { name: 'Meldingen op dit apparaat' });
      await expect.poll(() => setting.isChecked()).toBe(true);
      await page.screenshot({ path: `${SHOTS}/push-setting-${viewport.width}.png`, fullPage: true });
      expect(consoleErrors.errors).toEqual([]);
      await context.close();
    });
  }

  it('explains how to allow notifications when the browser blocks them', async () => {
    const bram = await givenMember(server.database.knex, { name: 'Bram', email: `bram-denied-${Date.now()}@example.nl` });
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, baseURL: server.url, locale: 'nl-NL' });
    await context.addCookies(arrivedCookies(server.url));
    await context.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
    });
    const page = await context.newPage();
    await logIn(page, bram);
    await page.goto('/notifications');
    await hydrated(page);
    await expect.poll(() => page.getByText('in je browser geblokkeerd').isVisible()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Meldingen op dit apparaat' }).isDisabled()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/push-setting-denied-375.png`, fullPage: true });
    // No alert asks her again for what she refused.
    await page.goto('/members');
    await hydrated(page);
    expect(await page.getByRole('complementary', { name: 'Mis geen bericht' }).count()).toBe(0);
    await context.close();
  });
});
