import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import path from 'node:path';
import { SCREENSHOT_DIR, screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');
const localeCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'locale');
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

/** Tabs through the page from its top until the element labelled `label` has the focus, as a keyboard user would. */
async function tabTo(page: Page, label: string): Promise<void> {
  for (let i = 0; i < 15; i += 1) {
    await page.keyboard.press('Tab');
    if ((await focused(page)) === label) return;
  }
  throw new Error(`"${label}" was not reached with Tab`);
}

/** SPEC §2, §4, §9 (issue 24, decision 0064): the language menu, /lang-config, the locale cookie, the US footer. */
describe('switching the language', () => {
  const session = useE2eSession();
  const settings = () => session.app.server.settings;

  it('lets a visitor switch to English with the keyboard in the top bar, and keeps it on her next visit', async () => {
    const page = await session.newPage(VIEWPORTS.desktop);
    await page.goto('/login');
    expect(await htmlLang(page)).toBe('nl');
    await tabTo(page, 'Taal: Nederlands');
    await page.keyboard.press('Enter');
    const english = page.getByRole('button', { name: 'English' });
    await expect.poll(() => english.isVisible()).toBe(true);
    // Each language named in itself, with a country, the current one marked.
    expect(await page.getByRole('button', { name: 'Nederlands' }).getAttribute('aria-current')).toBe('true');
    expect(await english.getAttribute('lang')).toBe('en');
    // Escape closes it and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect.poll(() => english.isVisible()).toBe(false);
    expect(await focused(page)).toBe('Taal: Nederlands');

    await page.keyboard.press('Enter');
    await expect.poll(() => english.isVisible()).toBe(true);
    // At 375 px a visitor's bar has no room for it (the footer links to /lang-config): the screenshot's resize takes
    // the focus away, so it goes back to the menu's button before she goes on with the keyboard.
    await screenshotBoth(page, 'language-menu-open');
    await page.locator('summary[aria-label="Taal: Nederlands"]').focus();
    for (let i = 0; i < 12 && !(await focused(page)).includes('English'); i += 1) await page.keyboard.press('Tab');
    expect(await focused(page)).toContain('English');
    await Promise.all([page.waitForURL('**/login'), page.keyboard.press('Enter')]);
    await expect.poll(() => htmlLang(page)).toBe('en');
    expect(await page.getByRole('button', { name: 'Log in' }).first().isVisible()).toBe(true);
    const cookie = await localeCookie(page);
    expect(cookie).toMatchObject({ value: 'en', sameSite: 'Lax', path: '/' });
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    // Her next visit: another page of the site, the same browser.
    const next = await page.context().newPage();
    await next.goto(`${session.app.server.url}/`);
    expect(await htmlLang(next)).toBe('en');
    expect(await next.locator('summary[aria-label="Language: English"]').count()).toBe(1);
    expect(session.consoleErrors.errors).toEqual([]);
  });

  it('shows the US footer in English only', async () => {
    const page = await session.newPage(VIEWPORTS.phone);
    await page.goto('/pricing');
    expect(await page.getByRole('heading', { name: /2257/ }).count()).toBe(0);
    await page.context().addCookies([{ name: 'locale', value: 'en', url: session.app.server.url }]);
    await page.goto('/pricing');
    const statement = page.getByRole('region', { name: /18 U\.S\.C\. § 2257 statement/ });
    expect(await statement.isVisible()).toBe(true);
    expect(await statement.textContent()).toContain('at least 18 years old');
    await statement.scrollIntoViewIfNeeded();
    await screenshotBoth(page, 'language-us-footer');
  });

  it('offers every language on /lang-config, large, and switches there without scripts', async () => {
    const page = await session.newPageWithoutScripts(VIEWPORTS.phone);
    await page.goto('/members');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Taal' }).click();
    await page.waitForURL('**/lang-config');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Kies je taal');
    const english = page.getByRole('button', { name: /English/ });
    expect(await english.textContent()).toContain('United States');
    const box = await english.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    // Without scripts the page's own rendering is what a person sees (screenshotBoth waits on a script).
    for (const [label, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `language-lang-config-${label}.png`), fullPage: true });
    }
    await english.click();
    await expect.poll(() => htmlLang(page)).toBe('en');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Choose your language');
    expect(await page.getByRole('button', { name: /English/ }).getAttribute('aria-current')).toBe('true');
  });

  it("gives a visitor without a choice the domain's language", async () => {
    await settings().set('*', 'domain_language', 'en-GB');
    try {
      const page = await session.newPage(VIEWPORTS.phone);
      await page.goto('/login');
      expect(await htmlLang(page)).toBe('en');
      expect(await localeCookie(page)).toBeUndefined();
      // Her own choice wins over the domain's.
      await page.context().addCookies([{ name: 'locale', value: 'nl', url: session.app.server.url }]);
      await page.goto('/login');
      expect(await htmlLang(page)).toBe('nl');
    } finally {
      await settings().set('*', 'domain_language', 'nl-NL');
    }
  });

  it('shows no language menu where the domain offers one language', async () => {
    await settings().set('*', 'languages', ['nl']);
    try {
      const page = await session.newPage(VIEWPORTS.desktop);
      await page.goto('/login');
      expect(await page.locator('summary[aria-label^="Taal"]').count()).toBe(0);
    } finally {
      await settings().set('*', 'languages', []);
    }
  });

  it('lets a member choose her language in settings: the server sets the cookie and the page comes back in it', async () => {
    const page = await session.loggedIn('lisa@hartslag.example', VIEWPORTS.phone);
    try {
      await page.goto('/settings');
      const select = page.getByLabel('Taal van de site', { exact: true });
      await expect.poll(() => select.isVisible()).toBe(true);
      await select.selectOption('de');
      const [saved] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/api/user.php') && response.request().method() === 'PUT'),
        page.getByRole('button', { name: 'Taal opslaan' }).click(),
      ]);
      // The cookie comes with the server's answer (decision 0064), as the top bar's menu sets it.
      expect(saved.status()).toBe(200);
      expect(await saved.headerValue('set-cookie')).toMatch(/^locale=de;.*Max-Age=31536000/i);
      await expect.poll(() => htmlLang(page)).toBe('de');
      await expect.poll(() => page.getByLabel('Sprache der Seite', { exact: true }).isVisible()).toBe(true);
      expect(await localeCookie(page)).toMatchObject({ value: 'de', sameSite: 'Lax', path: '/' });
      await screenshotBoth(page, 'language-settings-german');
    } finally {
      await page.getByLabel('Sprache der Seite', { exact: true }).selectOption('nl');
      await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/user.php')), page.getByRole('button', { name: 'Sprache speichern' }).click()]);
      await expect.poll(() => htmlLang(page)).toBe('nl');
    }
  });

  it("sends a member from a credit page's address in another language to hers", async () => {
    const page = await session.loggedIn('demo@hartslag.example', VIEWPORTS.phone);
    const response = await page.goto('/guthaben');
    expect(new URL(page.url()).pathname).toBe('/credits');
    expect(response?.status()).toBe(200);
    const redirect = await page.request.get('/guthaben/erneut-bestellen?x=1', { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers().location).toBe('/credits/repeat-order?x=1');
    // At 375 px the menu is in the top bar, its button the language's code.
    await page.goto('/members');
    await page.locator('summary[aria-label="Taal: Nederlands"]').click();
    await expect.poll(() => page.getByRole('button', { name: 'English' }).isVisible()).toBe(true);
    await screenshotBoth(page, 'language-menu-member');
  });
});
