import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, liveSocketReady, screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';
import { givenMember, sessionCookieFor, type GivenMember } from '../support/members';

const AXE = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

/** axe-core's color-contrast rule on the page as it is now: the failing nodes, none when all text meets WCAG AA. */
async function contrastViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the page's CSP (script nonces) does not apply.
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { nodes: { target: string[]; failureSummary?: string }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } });
    return result.violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`));
  });
}

/** Waits until no CSS animation or transition runs on the element (a toast's slide-in), so colours are final. */
async function settled(page: Page, selector: string) {
  await expect
    .poll(() => page.locator(selector).first().evaluate((el) => el.getAnimations().filter((a) => a.playState === 'running' && !(a.effect as KeyframeEffect | null)?.pseudoElement).length))
    .toBe(0);
}

const bodyClass = (page: Page) => page.evaluate(() => document.body.className);

/** SPEC §4, §8 and §9's signals: error pages, the progress bar, toasts, the offline notice, the title count, page classes. */
describe('what the app signals besides its pages', () => {
  const session = useE2eSession();
  const { consoleErrors, newPage } = session;
  const server = () => session.app.server;

  /** Console errors since `from`, except the browser's note about a failed response the test caused on purpose. */
  const errorsSince = (from: number, expected: RegExp[] = []) => consoleErrors.errors.slice(from).filter((e) => !expected.some((re) => re.test(e)));

  async function loggedInPage(member: GivenMember, viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS] = VIEWPORTS.desktop) {
    const page = await newPage(viewport);
    expect((await page.request.post('/api/user.php', { data: { email: member.email, password: member.password } })).status()).toBe(200);
    return page;
  }

  it('shows the 404 error page inside the default layout with its own title', async () => {
    const from = consoleErrors.errors.length;
    const page = await newPage();
    const response = await page.goto('/deze-pagina-bestaat-niet');
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe('Pagina niet gevonden · Hartslag');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Deze pagina kon niet worden gevonden');
    expect(await page.getByRole('link', { name: 'Terug naar de homepage' }).getAttribute('href')).toBe('/');
    // The layout: top navigation and footer around it.
    expect(await page.getByRole('banner').getByRole('link', { name: 'Inloggen' }).count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await screenshotBoth(page, 'signals-error-404');
    expect(errorsSince(from, [/status of 404/])).toEqual([]);
  });

  it('shows the 500 error page in the layout when a page\'s data fails, served and after a client-side navigation', async () => {
    const from = consoleErrors.errors.length;
    const knex = server().database.knex;
    const member = await givenMember(knex, { name: 'Fenna' });
    const other = await givenMember(knex, { name: 'Gijs', gender: 'male' });
    const page = await loggedInPage(member);
    const chat = await (await page.request.post('/api/chat.php', { data: { profile_id: other.id } })).json();
    // The database loses the messages table: reading the conversation on the server throws.
    await knex.raw('alter table messages rename to messages_gone');
    try {
      const response = await page.goto(`/chats/${chat.chat.id}`);
      expect(response?.status()).toBe(500);
      expect(await page.title()).toBe('Er ging iets mis · Hartslag');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Fout');
      expect(await page.getByText('Er is een fout opgetreden, probeer het later opnieuw.').count()).toBe(1);
      expect(await page.getByText('Foutcode 500').count()).toBe(1);
      expect(await page.getByRole('navigation', { name: 'Hoofdmenu' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Terug naar de homepage' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Opnieuw proberen' }).count()).toBe(1);
      await screenshotBoth(page, 'signals-error-500');

      // The same failure met by the client-side router: the error page, in the layout, with its title.
      await page.goto('/members');
      await hydrated(page);
      // Outside React's root, so no render of the page removes it; Vike's router still takes the click.
      await page.evaluate((href) => {
        const link = Object.assign(document.createElement('a'), { href, id: 'to-broken', textContent: 'gesprek' });
        document.body.prepend(link);
      }, `/chats/${chat.chat.id}`);
      await page.locator('#to-broken').click();
      await expect.poll(() => page.title()).toBe('Er ging iets mis · Hartslag');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Fout');
      expect(await page.getByRole('navigation', { name: 'Hoofdmenu' }).count()).toBe(1);
    } finally {
      await knex.raw('alter table messages_gone rename to messages');
    }
    expect(errorsSince(from, [/status of 500/, /pageContext couldn't be fetched because an error occurred on the server-side/])).toEqual([]);
  });

  it('shows the progress bar only while a page change is slow, without the trickle for reduced motion', async () => {
    const from = consoleErrors.errors.length;
    const page = await loggedInPage(await givenMember(server().database.knex));
    await page.goto('/');
    await hydrated(page);
    const bar = page.locator('[data-signals="progress"]');
    expect(await bar.getAttribute('aria-hidden')).toBe('true');

    // The next page's data is held on the way: the navigation is as slow as the test wants.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.pageContext.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Leden zoeken' }).click();
    const progressbar = page.getByRole('progressbar', { name: 'Pagina wordt geladen' });
    await expect.poll(() => progressbar.count()).toBe(1);
    expect(await bar.evaluate((el) => getComputedStyle(el.firstElementChild!).animationName)).not.toBe('none');
    await screenshotBoth(page, 'signals-progress');
    release();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/members');
    await expect.poll(() => bar.getAttribute('data-phase')).toBe('idle');
    expect(await progressbar.count()).toBe(0);
    await page.unroute('**/*.pageContext.json');

    // Reduced motion: the same bar, standing still.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    let releaseAgain = () => {};
    const heldAgain = new Promise<void>((resolve) => (releaseAgain = resolve));
    await page.route('**/*.pageContext.json', async (route) => {
      await heldAgain;
      await route.continue();
    });
    await page.getByRole('banner').getByRole('link', { name: 'Hartslag' }).click();
    await expect.poll(() => progressbar.count()).toBe(1);
    expect(await bar.evaluate((el) => getComputedStyle(el.firstElementChild!).animationName)).toBe('none');
    releaseAgain();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => bar.getAttribute('data-phase')).toBe('idle');
    expect(errorsSince(from)).toEqual([]);
  });

  it('tells a visitor she is offline in a banner and back online in a toast, announced and reachable by keyboard', async () => {
    const from = consoleErrors.errors.length;
    const page = await newPage(VIEWPORTS.phone);
    await page.goto('/');
    await hydrated(page);
    const toast = (text: string) => page.locator('[data-signals="toasts"] li').filter({ hasText: text });

    // Offline: the connection banner (issue 23, web/pwa/connection-banner.tsx), a live region of its own.
    const offline = 'Geen verbinding — we proberen het opnieuw';
    await page.context().setOffline(true);
    await expect.poll(() => page.getByRole('status').filter({ hasText: offline }).count()).toBe(1);
    await expect.poll(() => page.locator('[data-signals="connection"] p').isVisible()).toBe(true);
    await settled(page, '[data-signals="connection"] p');
    expect(await contrastViolations(page)).toEqual([]);
    await screenshotBoth(page, 'signals-offline');

    await page.context().setOffline(false);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Weer online' }).count()).toBe(1);
    const online = toast('Weer online');
    await expect.poll(() => online.isVisible()).toBe(true);
    expect(await page.getByText(offline).count()).toBe(0);
    // SPEC §9's success colour, dark text on it; hovering keeps it while it is checked.
    await online.hover();
    expect(await online.getAttribute('data-tone')).toBe('success');
    expect(await online.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(118, 166, 30)');
    expect(await online.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(27, 27, 31)');
    expect(await online.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(350);
    await settled(page, '[data-signals="toasts"] li');
    expect(await contrastViolations(page)).toEqual([]);
    await page.setViewportSize(VIEWPORTS.desktop);
    expect(await online.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(350);
    await screenshotBoth(page, 'signals-toast-online');

    // F8 reaches the newest toast's close button; Enter closes it.
    await page.locator('main h1').first().hover();
    await page.context().setOffline(true);
    await expect.poll(() => page.getByText(offline).count()).toBe(1);
    await page.context().setOffline(false);
    await expect.poll(() => toast('Weer online').count()).toBe(1);
    await page.keyboard.press('F8');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Melding sluiten');
    await page.keyboard.press('Enter');
    await expect.poll(() => toast('Weer online').count()).toBe(0);
    // Once more: it goes by itself (4 s) once nothing holds it.
    await page.context().setOffline(true);
    await expect.poll(() => page.getByText(offline).count()).toBe(1);
    await page.context().setOffline(false);
    await expect.poll(() => toast('Weer online').count()).toBe(1);
    await expect.poll(() => toast('Weer online').count(), { timeout: 15_000 }).toBe(0);
    // What the page asked for while the network was away failed, as it should: Vike prefetches a hovered link's assets,
    // and the browser may check the service worker for an update (its own check, reported by the browser itself) just
    // as the network goes.
    expect(errorsSince(from, [/ERR_INTERNET_DISCONNECTED/, /An unknown error occurred when fetching the script/])).toEqual([]);
  });

  it('prefixes the title with the unread count live, shows the badge with AA contrast and clears it on reading', async () => {
    const from = consoleErrors.errors.length;
    const knex = server().database.knex;
    const anna = await givenMember(knex, { name: 'Anna' });
    const bram = await givenMember(knex, { name: 'Bram', gender: 'male', credits: 100 });
    const page = await loggedInPage(anna);
    await page.goto('/members');
    expect(await page.title()).toBe('Leden zoeken · Hartslag');

    const cookie = await sessionCookieFor(server().api, bram);
    const chat = (await server().api.post('/api/chat.php').set('Cookie', cookie).send({ profile_id: anna.id })).body.chat;
    const send = (text: string) => server().api.post('/api/messages.php').set('Cookie', cookie).send({ conversation_id: chat.id, text }).expect(201);
    await send('Hoi Anna!');
    await expect.poll(() => page.title()).toBe('(1) Leden zoeken · Hartslag');
    await send('Zin in koffie?');
    await expect.poll(() => page.title()).toBe('(2) Leden zoeken · Hartslag');

    // A client-side page change keeps the count in front of the new page's title.
    await page.getByRole('link', { name: /^Berichten/ }).click();
    await expect.poll(() => page.title()).toBe('(2) Berichten · Hartslag');
    // Served from the server, the count is there from the first byte.
    const served = await (await page.request.get('/chats')).text();
    expect(served).toContain('<title>(2) Berichten · Hartslag</title>');
    const badge = page.getByRole('navigation', { name: 'Hoofdmenu' }).getByLabel('2 ongelezen');
    await expect.poll(() => badge.count()).toBe(1);
    expect(await contrastViolations(page)).toEqual([]);
    await screenshotBoth(page, 'signals-unread');

    // Opening the conversation reads it: no count left.
    await page.goto(`/chats/${chat.id}`);
    await expect.poll(() => page.title()).toBe('Bram · Hartslag');
    expect(errorsSince(from)).toEqual([]);
  });

  it('marks <body> logged-out or logged-in from the server and keeps it live when the session ends elsewhere', async () => {
    const from = consoleErrors.errors.length;
    const served = await (await fetch(`${server().url}/`)).text();
    expect(served).toMatch(/<body class="logged-out"/);

    const member = await givenMember(server().database.knex, { password: 'een lang genoeg wachtwoord' });
    const page = await newPage();
    await page.goto('/login');
    expect(await bodyClass(page)).toBe('logged-out');
    await page.getByLabel('E-mailadres').fill(member.email);
    await page.getByLabel('Wachtwoord').fill(member.password);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect.poll(() => bodyClass(page)).toBe('logged-in');
    const ready = liveSocketReady(page);
    await page.goto('/members');
    expect(await bodyClass(page)).toBe('logged-in');
    await ready;
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    // The password changes on another device: every session ends, this tab's too, without a reload.
    const cookie = await sessionCookieFor(server().api, member);
    await server().api.put('/api/password.php').set('Cookie', cookie).send({ current_password: member.password, password: 'een heel ander wachtwoord' }).expect(200);
    await expect.poll(() => bodyClass(page)).toBe('logged-out');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errorsSince(from)).toEqual([]);
  });

  it('reloads once on a failed chunk load, and not again within 60 s', async () => {
    const from = consoleErrors.errors.length;
    const page = await newPage();
    await page.goto('/');
    await hydrated(page);
    const failChunk = () =>
      page.evaluate(() => {
        Object.assign(window, { beforeReload: true });
        const event = new Event('vite:preloadError', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    const reloaded = page.waitForEvent('load');
    expect(await failChunk()).toBe(true);
    await reloaded;
    await hydrated(page);
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
    expect(Number(await page.evaluate(() => sessionStorage.getItem('hartslag.chunkReloadAt')))).toBeGreaterThan(0);

    // Again within the minute: no reload (a chunk that is really gone must not loop the tab).
    expect(await failChunk()).toBe(false);
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(true);
    expect(errorsSince(from)).toEqual([]);
  });
});
