import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';
import { SEEN_BY_OTHERS } from '../../domain/accounts/member';
import { givenMember } from '../support/members';

const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value;
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

/** Issue 24: how a visitor arrives — the 18+ warning once, the cookie choice, and a front door with faces. */
describe('arriving on the site', () => {
  const session = useE2eSession();
  const settings = () => session.app.server.settings;

  it('asks a new visitor her age once, in a dialog she can answer by keyboard and not escape, then asks about cookies', async () => {
    const page = await session.newArrival(VIEWPORTS.phone);
    await page.goto('/');
    const warning = page.getByRole('alertdialog', { name: 'Alleen voor volwassenen' });
    await expect.poll(() => warning.isVisible()).toBe(true);
    // The cookie banner waits until the age question is answered: one after the other, never stacked.
    expect(await page.getByRole('region', { name: 'Cookies' }).count()).toBe(0);
    await expect.poll(() => focusedText(page)).toBe('Ik ben 18 jaar of ouder');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Verlaten');
    expect(await page.getByRole('link', { name: 'Verlaten' }).getAttribute('href')).toMatch(/^https:\/\//);
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Ik ben 18 jaar of ouder');
    await page.keyboard.press('Escape');
    expect(await warning.isVisible()).toBe(true);
    await screenshotBoth(page, 'arrival-entry-warning');

    await page.keyboard.press('Enter');
    await expect.poll(() => warning.count()).toBe(0);
    expect(Number(await cookie(page, 'hs_entry_ok'))).toBeGreaterThan(Date.now() - 60_000);
    await expect.poll(() => page.getByRole('region', { name: 'Cookies' }).isVisible()).toBe(true);
    await screenshotBoth(page, 'arrival-cookie-banner');

    // Once answered, never again: not in the server's HTML either.
    const html = await (await page.request.get('/')).text();
    expect(html).not.toContain('Alleen voor volwassenen');
    await page.reload();
    expect(await warning.count()).toBe(0);
    expect(session.consoleErrors.errors).toEqual([]);
  });

  it('does not show the warning when enable_site_entry_popup is no', async () => {
    await settings().set('*', 'enable_site_entry_popup', 'no');
    try {
      const page = await session.newArrival();
      await page.goto('/login');
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      expect(await page.getByRole('region', { name: 'Cookies' }).isVisible()).toBe(true);
    } finally {
      await settings().set('*', 'enable_site_entry_popup', 'yes');
    }
  });

  it('refuses or accepts cookies with one click each, remembers it, and lets her change it from the footer', async () => {
    const page = await session.newArrival(VIEWPORTS.phone);
    await page.context().addCookies([{ name: 'hs_entry_ok', value: '1', url: session.app.server.url }]);
    await page.goto('/?network=adnet&sub=%7Bbanner%7D');
    const banner = page.getByRole('region', { name: 'Cookies' });
    const refuse = banner.getByRole('button', { name: 'Weigeren' });
    const accept = banner.getByRole('button', { name: 'Accepteren' });
    // The same prominence: the same size side by side.
    const [r, a] = [await refuse.boundingBox(), await accept.boundingBox()];
    expect(r!.width).toBeCloseTo(a!.width, 0);
    expect(r!.height).toBe(a!.height);
    // Nothing that needs consent was set before it.
    expect(await cookie(page, 'hs_tracking')).toBeUndefined();

    await refuse.click();
    await expect.poll(() => banner.count()).toBe(0);
    expect(await cookie(page, 'hs_consent')).toMatch(/^refused\.\d+$/);
    expect(await cookie(page, 'hs_tracking')).toBeUndefined();
    await page.reload();
    expect(await banner.count()).toBe(0);

    await page.getByRole('button', { name: 'Cookie-instellingen' }).click();
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toContain('Je keuze nu: geweigerd.');
    await banner.getByRole('button', { name: 'Accepteren' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    expect(await cookie(page, 'hs_consent')).toMatch(/^accepted\.\d+$/);
    // Accepted on the page she arrived on: that arrival's tracking is kept now.
    expect(await cookie(page, 'hs_tracking')).toBeTruthy();
    expect(session.consoleErrors.errors).toEqual([]);
  });

  it('keeps the choice made before the scripts run (the banner is a form)', async () => {
    const page = await session.newPageWithoutScripts(VIEWPORTS.phone);
    await page.context().clearCookies({ name: 'hs_consent' });
    await page.goto('/pages/faq');
    await page.getByRole('button', { name: 'Accepteren' }).click();
    await page.waitForURL('**/pages/faq');
    expect(await cookie(page, 'hs_consent')).toMatch(/^accepted\.\d+$/);
    expect(await page.getByRole('region', { name: 'Cookies' }).count()).toBe(0);
  });

  it('shows a visitor real faces on the home page, each leading to the profile, with honest figures, the claim with its source and promo tiles', async () => {
    await settings().set('*', 'logged_out_search', 'all');
    await settings().set('*', 'marketing_claim_source', 'Ledenonderzoek Hartslag, oktober 2026 (1.204 leden)');
    await settings().set('*', 'member_resell', true);
    await settings().set('*', 'promo_tiles', [
      { type: 'cam', title: 'Live met iemand praten', url: 'https://cams.example/', image: '' },
      { type: 'resell', title: 'Nog meer singles bij onze partner', url: 'https://partner.example/', image: '' },
    ]);
    // Enough newcomers for the week's figure (decision 0063: shown from ten on), which is the database's own count.
    const knex = session.app.server.database.knex;
    for (let i = 0; i < 10; i += 1) await givenMember(knex, { name: `Nieuw ${i}` });
    const since = new Date(Date.now() - 7 * 24 * 3600 * 1000);
    const [{ joined }] = (await knex('profiles').where('status', 'active').where('member_invisible', false).whereIn('member_status', SEEN_BY_OTHERS).where('created_at', '>=', since).count({ joined: '*' })) as [{ joined: string }];
    try {
      for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
        const page = await session.newPage(viewport);
        await page.goto('/');
        expect(await page.getByText(`${joined} nieuwe leden deze week`).count()).toBe(1);
        const faces = page.locator('main a[href^="/members/"] img');
        await expect.poll(() => faces.count()).toBeGreaterThanOrEqual(6);
        const href = await page.locator('main a[href^="/members/"]').first().getAttribute('href');
        expect(href).toMatch(/^\/members\/\d+$/);
        expect(await page.getByText(/\d+ profielen om te ontdekken/).count()).toBe(1);
        expect(await page.getByText('Bron: Ledenonderzoek Hartslag, oktober 2026 (1.204 leden)').count()).toBe(1);
        expect(await page.getByText('46% van onze leden had binnen een week een eerste gesprek.').count()).toBe(1);
        expect(await page.getByRole('link', { name: /Nog meer singles bij onze partner/ }).getAttribute('href')).toBe('https://partner.example/');
        expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^https:\/\/.+\/media\//);
        // Nothing of the front door scrolls sideways (the top bar is the layout's).
        const overflow = await page.evaluate(() => [...document.querySelectorAll('main *')].filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).length);
        expect(overflow).toBe(0);
        if (viewport === VIEWPORTS.phone) await screenshotBoth(page, 'arrival-home');
        // The teaser the face leads to opens, with its share image.
        await page.goto(href!);
        expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^https:\/\//);
        await page.context().close();
      }
    } finally {
      await settings().set('*', 'logged_out_search', 'none');
      await settings().set('*', 'marketing_claim_source', '');
      await settings().set('*', 'member_resell', false);
      await settings().set('*', 'promo_tiles', []);
    }
    expect(session.consoleErrors.errors).toEqual([]);
  });

  it('shows no faces and no resell tile when the settings say so, and no claim without a source', async () => {
    await settings().set('*', 'promo_tiles', [{ type: 'resell', title: 'Partner', url: 'https://partner.example/', image: '' }]);
    try {
      const page = await session.newPage(VIEWPORTS.phone);
      await page.goto('/');
      expect(await page.locator('main a[href^="/members/"]').count()).toBe(0);
      expect(await page.getByText(/nieuwe leden deze week/).count()).toBe(0);
      expect(await page.getByText('46%').count()).toBe(0);
      expect(await page.getByRole('link', { name: /Partner/ }).count()).toBe(0);
    } finally {
      await settings().set('*', 'promo_tiles', []);
    }
  });

  it('has an accessibility statement linked from the footer, and a 404 page in one language', async () => {
    const page = await session.newPage(VIEWPORTS.phone);
    await page.goto('/');
    await page.getByRole('link', { name: 'Toegankelijkheid' }).click();
    await page.waitForURL('**/accessibility');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Toegankelijkheid' }).count()).toBe(1);
    await screenshotBoth(page, 'arrival-accessibility');
    await page.goto('/bestaat-niet');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Deze pagina kon niet worden gevonden' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Terug naar de homepage' }).getAttribute('href')).toBe('/');
    await screenshotBoth(page, 'arrival-404');
  });
});
