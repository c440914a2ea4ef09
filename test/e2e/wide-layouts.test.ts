import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR, VIEWPORTS } from './browser';
import { useE2eSession, type Viewport } from './e2e-session';

const TABLET = { width: 768, height: 1024 } as const;
const WIDTHS: readonly (readonly [string, Viewport])[] = [
  ['phone', VIEWPORTS.phone],
  ['tablet', TABLET],
  ['desktop', VIEWPORTS.desktop],
];

/** Two frames: the page has laid itself out at its width. */
const settled = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** A full-page screenshot at 375, 768 and 1280 px, for a person to look at (issue 27: before and after). */
async function screenshotWidths(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const [label, size] of WIDTHS) {
    await page.setViewportSize(size);
    await settled(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${label}.png`), fullPage: true });
  }
}

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** How many columns a grid lays its items out in: the distinct left edges of its children. */
const columnsOf = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((grid) => new Set([...grid.children].filter((child) => child.getBoundingClientRect().width > 0).map((child) => Math.round(child.getBoundingClientRect().left))).size);

/** How many of a grid's children show (a grid hides the cards of an unfinished last row). */
const visibleChildren = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((grid) => [...grid.children].filter((child) => child.getBoundingClientRect().width > 0).length);

/**
 * Issue 27 item 6: on a desktop the home page and the search use the width (photo-first cards in a wider grid, the
 * filters in a side panel beside the results, the hero's faces beside its words, the claim beside the values), within
 * SPEC §9's breakpoints; a phone stays as it was, nothing scrolling sideways.
 */
describe('wide layouts', () => {
  const session = useE2eSession();

  it('search at 1280 px: the filters in a side panel beside a grid of four photo cards, reachable by keyboard before the results', async () => {
    const page = await session.loggedIn('lisa@hartslag.example', VIEWPORTS.desktop);
    await page.goto('/members');
    await screenshotWidths(page, 'layout-search');
    await page.setViewportSize(VIEWPORTS.desktop);
    await settled(page);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

    const filters = page.getByRole('search', { name: 'Leden zoeken' });
    const results = page.locator('main [data-part="search-results"]');
    const panel = (await filters.boundingBox())!;
    const grid = (await results.boundingBox())!;
    // Side by side: the panel to the left of the results, both starting near the top of the page.
    expect(panel.x + panel.width).toBeLessThanOrEqual(grid.x);
    expect(Math.abs(panel.y - grid.y)).toBeLessThan(200);
    expect(await columnsOf(page, 'main [data-part="search-results"]')).toBe(4);
    // The cards are photo-first and large: each at least 190 px wide.
    const card = (await results.getByRole('link').first().boundingBox())!;
    expect(card.width).toBeGreaterThanOrEqual(190);

    // By keyboard: from the page's heading the Tab key reaches every filter and the search button before any result.
    await page.getByRole('heading', { level: 1 }).first().evaluate((heading) => {
      heading.setAttribute('tabindex', '-1');
      (heading as HTMLElement).focus();
    });
    const reached: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute('name') ?? document.activeElement?.textContent?.trim() ?? ''));
      if (reached.at(-1) === 'Zoeken') break;
    }
    expect(reached).toEqual(['gender', 'country', 'countryregion', 'min_age', 'max_age', 'Zoeken'].filter((name) => name !== 'countryregion'));
    await page.context().close();
  });

  it('search at 375 px: two photo cards a row, the filters one button away, nothing sideways', async () => {
    const page = await session.loggedIn('lisa@hartslag.example', VIEWPORTS.phone);
    await page.goto('/members');
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await columnsOf(page, 'main [data-part="search-results"]')).toBe(2);
    expect(await page.getByRole('search', { name: 'Leden zoeken' }).isVisible()).toBe(false);
    const button = page.getByRole('button', { name: /^Filters/ });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog', { name: 'Zoekfilters' }).count()).toBe(1);
    await page.context().close();
  });

  it('the home page at 1280 px: the faces beside the words, the claim and the values a side panel beside four cards a row; at 375 px two a row, nothing sideways', async () => {
    const settings = session.app.server.settings;
    await settings.set('*', 'logged_out_search', 'all');
    await settings.set('*', 'marketing_claim_source', 'Ledenonderzoek Hartslag, oktober 2026 (1.204 leden)');
    try {
      const page = await session.newPage(VIEWPORTS.desktop);
      await page.goto('/');
      await screenshotWidths(page, 'layout-home');
      await page.setViewportSize(VIEWPORTS.desktop);
      await settled(page);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      const firstFace = (await page.locator('[data-part="hero-faces"] a').first().boundingBox())!;
      expect(firstFace.x).toBeGreaterThan(title.x + title.width);
      const grid = (await page.locator('main [data-part="card-grid"]').boundingBox())!;
      for (const words of [page.locator('main figure:has(blockquote)'), page.getByRole('list', { name: 'Hartslag' })]) {
        const box = (await words.boundingBox())!;
        // Beside the faces: to their left, and level with them.
        expect(box.x + box.width).toBeLessThanOrEqual(grid.x);
        expect(box.y).toBeLessThan(grid.y + grid.height);
        expect(box.y + box.height).toBeGreaterThan(grid.y);
      }
      expect(await columnsOf(page, 'main [data-part="card-grid"]')).toBe(4);
      // Whole rows only: no half-empty last row.
      expect((await visibleChildren(page, 'main [data-part="card-grid"]')) % 4).toBe(0);

      await page.setViewportSize(VIEWPORTS.phone);
      await settled(page);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await columnsOf(page, 'main [data-part="card-grid"]')).toBe(2);
      expect((await visibleChildren(page, 'main [data-part="card-grid"]')) % 2).toBe(0);
      await page.context().close();
    } finally {
      await settings.set('*', 'logged_out_search', 'none');
      await settings.set('*', 'marketing_claim_source', '');
    }
  });

  it('the member’s home page: at 1280 px her welcome a side panel beside four cards a row; nothing sideways at 375, 768 and 1280 px', async () => {
    const page = await session.loggedIn('lisa@hartslag.example', VIEWPORTS.desktop);
    await page.goto('/');
    await screenshotWidths(page, 'layout-home-member');
    for (const [, size] of WIDTHS) {
      await page.setViewportSize(size);
      await settled(page);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    }
    const welcome = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const grid = (await page.locator('main [data-part="card-grid"]').boundingBox())!;
    expect(welcome.x + welcome.width).toBeLessThanOrEqual(grid.x);
    expect(await columnsOf(page, 'main [data-part="card-grid"]')).toBe(4);
    await page.context().close();
  });
});
