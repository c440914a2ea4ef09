import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, type GivenMember } from '../support/members';
import { freshDatabase } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { ConsoleErrors, hydrated, launchChromium, SCREENSHOT_DIR, VIEWPORTS } from './browser';
import { arrivedCookies } from './e2e-session';

/** Where the screenshots of this page go, for a person to look at (ui.md: 375 and 1280 px). */
const SHOTS = process.env.SHOTS_DIR ?? SCREENSHOT_DIR;

/**
 * Issue 23, SPEC §2 /notifications (decision 0056): her e-mail preferences as switches, saved at once with a toast and
 * kept over a reload; the stopped-mail notice that turns her mail back on; invisible mode; members only.
 */
describe('/notifications, her e-mail preferences', () => {
  let server: TestServer;
  let browser: Browser;
  const consoleErrors = new ConsoleErrors();

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const database = await freshDatabase('pglite');
    const started = await startTestServer('pglite', { database, config: { pages: true, dev: false } });
    server = { ...started, close: async () => { await started.close(); await database.close(); } };
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const member = (name: string) => givenMember(server.database.knex, { name, email: `${name.toLowerCase()}-${Date.now()}@example.nl` });

  async function pageOf(who: GivenMember | null, viewport: { width: number; height: number }): Promise<Page> {
    const context = await browser.newContext({ viewport, baseURL: server.url, locale: 'nl-NL' });
    await context.addCookies(arrivedCookies(server.url));
    consoleErrors.watch(context);
    const page = await context.newPage();
    if (who) expect((await page.request.post('/api/user.php', { data: { email: who.email, password: who.password } })).status()).toBe(200);
    return page;
  }
  const open = async (page: Page) => {
    await page.goto('/notifications');
    await hydrated(page);
  };
  const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  const storedPreferences = async (who: GivenMember) =>
    ((await server.database.knex('members').where('id', who.id).first('email_preferences')) as { email_preferences: unknown }).email_preferences;

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`at ${viewport.width} px: a switch flipped by keyboard is saved with a toast and is still off after a reload`, async () => {
      const anna = await member(`Anna${label}`);
      const page = await pageOf(anna, viewport);
      await open(page);
      expect(await page.title()).toMatch(/^Meldingen en e-mail · /);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Meldingen en e-mail' }).isVisible()).toBe(true);
      const like = page.getByRole('switch', { name: 'Likes en matches' });
      const offers = page.getByRole('switch', { name: 'Aanbiedingen' });
      expect(await like.isChecked()).toBe(true);
      expect(await offers.isChecked()).toBe(false);
      expect(await page.getByRole('group', { name: 'Berichten' }).getByRole('switch').count()).toBe(3);
      await shoot(page, `notifications-${label}`);

      await like.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Opgeslagen' }).count()).toBeGreaterThan(0);
      expect(await like.isChecked()).toBe(false);
      await expect.poll(() => storedPreferences(anna)).toEqual({ like: false });
      // The toast floats over the page: a shot of the screen as she sees it.
      const toast = page.locator('[data-signals="toasts"] li').filter({ hasText: 'Opgeslagen' });
      await expect.poll(() => toast.isVisible()).toBe(true);
      // Its entrance finished: the shot shows the toast as it stays, not half faded in.
      await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
      await page.screenshot({ path: `${SHOTS}/notifications-toast-${label}.png` });

      await page.reload();
      await hydrated(page);
      expect(await page.getByRole('switch', { name: 'Likes en matches' }).isChecked()).toBe(false);
      expect(await page.getByRole('switch', { name: 'Nieuwe berichten' }).isChecked()).toBe(true);
      await page.context().close();
    });
  }

  it('says why her mail is stopped, and turns it back on in one click', async () => {
    const bea = await member('Bea');
    await server.database.knex('members').where('id', bea.id).update({ notifications_disabled: JSON.stringify(['unsubscribe']) });
    for (const [label, viewport] of Object.entries(VIEWPORTS)) {
      const look = await pageOf(bea, viewport);
      await open(look);
      await shoot(look, `notifications-stopped-${label}`);
      await look.context().close();
    }
    const page = await pageOf(bea, VIEWPORTS.phone);
    await open(page);
    expect(await page.getByText('We sturen je op dit moment geen e-mail').isVisible()).toBe(true);
    expect(await page.getByText('Je hebt je afgemeld via de link in een van onze e-mails.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Zet e-mail weer aan' }).click();
    await expect.poll(() => page.getByText('We sturen je op dit moment geen e-mail').count()).toBe(0);
    const stored = (await server.database.knex('members').where('id', bea.id).first('notifications_disabled')) as { notifications_disabled: unknown };
    expect(stored.notifications_disabled).toEqual([]);
  });

  it('turns invisible mode on with the same call as the settings page', async () => {
    const cor = await member('Cor');
    const page = await pageOf(cor, VIEWPORTS.desktop);
    await open(page);
    const invisible = page.getByRole('switch', { name: 'Onzichtbaar' });
    expect(await invisible.isChecked()).toBe(false);
    await invisible.click();
    await expect.poll(async () => ((await server.database.knex('members').where('id', cor.id).first('invisible')) as { invisible: boolean }).invisible).toBe(true);
    await page.reload();
    await hydrated(page);
    expect(await page.getByRole('switch', { name: 'Onzichtbaar' }).isChecked()).toBe(true);
  });

  it('sends a visitor to the login page', async () => {
    const page = await pageOf(null, VIEWPORTS.phone);
    await page.goto('/notifications');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
  });

  it('threw nothing in any page', () => {
    expect(consoleErrors.errors).toEqual([]);
  });
});
