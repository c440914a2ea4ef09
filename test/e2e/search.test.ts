import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession, type Viewport } from './e2e-session';

/** Search (issue 9, SPEC §3 search state): the filters live in the URL and every way back keeps them. */
describe('the member search', () => {
  const session = useE2eSession();

  const loggedIn = (viewport: Viewport) => session.loggedIn('lisa@hartslag.example', viewport);
  const search = (page: Page) => new URL(page.url()).search;

  it('keeps the filters through a profile and back, the browser’s back and forward, and the navigation', async () => {
    const page = await loggedIn(VIEWPORTS.desktop);
    await page.goto('/members');
    const form = page.getByRole('search', { name: 'Leden zoeken' });
    await form.getByLabel('Geslacht').selectOption('female');
    await form.getByLabel('Land', { exact: true }).selectOption('NL');
    await form.getByLabel('Leeftijd vanaf').selectOption('25');
    await form.getByLabel('Leeftijd tot').selectOption('45');
    await form.getByRole('button', { name: 'Zoeken' }).click();
    await expect.poll(() => search(page)).toBe('?gender=female&country=NL&min_age=25&max_age=45');
    await expect.poll(() => page.getByRole('list', { name: 'Ingestelde filters' }).getByRole('link').count()).toBe(3);
    const wanted = search(page);
    await screenshotBoth(page, 'search-filtered');

    // To a profile and back by its link.
    await page.locator('main a[href^="/members/"]').first().click();
    await expect.poll(() => page.url()).toMatch(/\/members\/\d+$/);
    await page.getByRole('link', { name: 'Terug naar zoeken' }).click();
    await expect.poll(() => search(page)).toBe(wanted);
    expect(await form.getByLabel('Land', { exact: true }).inputValue()).toBe('NL');
    expect(await form.getByLabel('Leeftijd vanaf').inputValue()).toBe('25');

    // The browser's back and forward.
    await page.locator('main a[href^="/members/"]').first().click();
    await expect.poll(() => page.url()).toMatch(/\/members\/\d+$/);
    await page.goBack();
    await expect.poll(() => search(page)).toBe(wanted);
    await page.goForward();
    await expect.poll(() => page.url()).toMatch(/\/members\/\d+$/);

    // Elsewhere, and back by the navigation, also after a reload of the tab.
    await page.goto('/chats');
    await page.reload();
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Leden zoeken' }).click();
    await expect.poll(() => search(page)).toBe(wanted);
    await page.context().close();
  });

  it('on a phone puts the filters in a sheet, shows them as chips that each remove one, and offers to clear them when nothing matches', async () => {
    const page = await loggedIn(VIEWPORTS.phone);
    await page.goto('/members');
    expect(await page.getByRole('search', { name: 'Leden zoeken' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Zoekfilters' });
    await sheet.getByLabel('Geslacht').selectOption('female');
    await sheet.getByLabel('Land', { exact: true }).selectOption('BE');
    await sheet.getByLabel('Regio').selectOption({ index: 1 });
    await screenshotBoth(page, 'search-sheet');
    await sheet.getByRole('button', { name: 'Resultaten tonen' }).click();
    await expect.poll(() => sheet.count()).toBe(0);
    const chips = page.getByRole('list', { name: 'Ingestelde filters' });
    await expect.poll(() => chips.getByRole('link').count()).toBe(3);
    expect(await page.getByRole('button', { name: 'Filters (3)' }).count()).toBe(1);
    await screenshotBoth(page, 'search-chips');

    await chips.getByRole('link', { name: 'Filter België verwijderen' }).click();
    await expect.poll(() => search(page)).toBe('?gender=female');
    await expect.poll(() => chips.getByRole('link').count()).toBe(1);

    await page.goto('/members?gender=female&country=NL&min_age=98&max_age=99');
    await expect.poll(() => page.getByText('Geen leden gevonden', { exact: false }).count()).toBe(1);
    await page.getByRole('link', { name: 'Filters wissen' }).click();
    await expect.poll(() => search(page)).toBe('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
  });

  it('offers similar profiles when few match, and says which filter it let go of', async () => {
    const page = await loggedIn(VIEWPORTS.desktop);
    const knex = session.app.server.database.knex;
    const region = (await knex('profiles').where({ country: 'NL', gender: 'female' }).groupBy('region').orderByRaw('count(*)').first('region')) as { region: string };
    await page.goto(`/members?gender=female&country=NL&countryregion=${encodeURIComponent(region.region)}`);
    const similar = page.getByRole('region', { name: 'Vergelijkbare profielen' });
    await expect.poll(() => similar.count()).toBe(1);
    expect(await similar.getByText(`Weinig leden in ${region.region}. Dit zijn leden elders in Nederland.`, { exact: false }).count()).toBe(1);
    expect(await similar.locator('a[href^="/members/"]').count()).toBeGreaterThan(0);
    await screenshotBoth(page, 'search-similar');
    await page.context().close();
  });
});
