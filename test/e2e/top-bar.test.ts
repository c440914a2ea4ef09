import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR } from './browser';
import { useE2eSession, type Viewport } from './e2e-session';

const AXE = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

/** The widths the bar is held to (issue 27): a phone, then every width from a tablet to a laptop. */
const WIDTHS: readonly Viewport[] = [375, 768, 800, 1024, 1280].map((width) => ({ width, height: 860 }));

/** Two frames: the page has laid itself out at its width. */
const settled = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * The rows the bar's parts stand in: each visible part of the bar (the brand, each navigation link, the language and
 * account menus, a visitor's buttons) by its box, grouped by the vertical middle it shares with the first part of
 * its row. A tidy bar has one row; a phone has two (the bar, and the tab strip of links under it).
 */
const rowsOf = (page: Page) =>
  page.getByRole('banner').evaluate((header) => {
    const parts = [...header.querySelectorAll<HTMLElement>('a[href="/"], nav a, details > summary, :scope > div > div > a')]
      .map((part) => part.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    const rows: { top: number; bottom: number; count: number }[] = [];
    for (const box of parts) {
      const row = rows.find((r) => box.top < r.bottom && box.bottom > r.top);
      if (row) row.count++;
      else rows.push({ top: box.top, bottom: box.bottom, count: 1 });
    }
    return rows.map((row) => row.count);
  });

/** axe-core's WCAG A and AA rules, with the name-mismatch rule axe counts as experimental, on the bar alone. */
async function axeOnBar(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  return page.getByRole('banner').evaluate(async (bar) => {
    const axe = (window as unknown as { axe: { run(context: Element, options: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(bar, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'experimental'] },
    });
    return result.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
  });
}

async function shootBar(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const box = (await page.getByRole('banner').boundingBox())!;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), clip: { x: 0, y: 0, width: page.viewportSize()!.width, height: Math.ceil(box.y + box.height + 80) } });
}

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

/**
 * Issue 27: the top bar is one tidy row at every width from 768 to 1280 px (it wrapped onto two rows at 768 and three
 * at 800), its account menu's name holds what it shows, and "Wie bekeek mij" is in the member's navigation with the
 * badge of her new visitors.
 */
describe('the top bar', () => {
  const session = useE2eSession();
  const idOf = async (page: Page) => ((await (await page.request.get('/api/user.php')).json()) as { user: { id: number } }).user.id;

  it('stands in one row from 768 to 1280 px, the links a strip of one row under it on a phone, and passes axe', async () => {
    const page = await session.loggedIn('lisa@hartslag.example', WIDTHS[0]);
    await page.goto('/members');
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await settled(page);
      const rows = await rowsOf(page);
      // Brand, five links, language and account menus.
      expect(rows.reduce((sum, count) => sum + count, 0)).toBe(8);
      if (viewport.width >= 768) expect(rows, `${viewport.width} px`).toEqual([8]);
      else expect(rows, `${viewport.width} px`).toEqual([3, 5]);
      expect((await page.getByRole('banner').boundingBox())!.height, `${viewport.width} px`).toBeLessThanOrEqual(viewport.width >= 768 ? 72 : 130);
      await noSidewaysScroll(page);
      expect(await axeOnBar(page), `${viewport.width} px`).toEqual([]);
      await shootBar(page, `top-bar-member-${viewport.width}`);
    }
    await page.context().close();
  });

  it('stays one row at 768 and 1200 px in the languages with the longest names (German, Finnish, Polish)', async () => {
    const page = await session.loggedIn('lisa@hartslag.example', WIDTHS[1]);
    for (const locale of ['de', 'fi', 'pl']) {
      // Chosen as a member chooses it: the language page's form, which brings her back to it in that language.
      await page.goto('/lang-config');
      await Promise.all([page.waitForURL('**/lang-config'), page.getByRole('main').locator(`button[value="${locale}"]`).click()]);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
      await page.goto('/members');
      for (const width of [768, 992, 1200]) {
        await page.setViewportSize({ width, height: 860 });
        await settled(page);
        expect(await rowsOf(page), `${locale} at ${width} px`).toEqual([8]);
      }
      await shootBar(page, `top-bar-member-${locale}-1200`);
    }
    // Her language was saved with her account: back to Dutch for the tests after this one.
    await page.goto('/lang-config');
    await Promise.all([page.waitForURL('**/lang-config'), page.getByRole('main').locator('button[value="nl"]').click()]);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('nl');
    await page.context().close();
  });

  it('holds a visitor’s brand, languages, login and signup in one row at every width', async () => {
    const page = await session.newPage(WIDTHS[0]);
    await page.goto('/pages/terms');
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await settled(page);
      expect((await rowsOf(page)).length, `${viewport.width} px`).toBe(1);
      expect(await axeOnBar(page), `${viewport.width} px`).toEqual([]);
      await shootBar(page, `top-bar-visitor-${viewport.width}`);
    }
    await page.context().close();
  });

  it('leads to "Wie bekeek mij" with the badge of her new visitors, which clears once she looked', async () => {
    const demo = await session.loggedIn('demo@hartslag.example', WIDTHS[4]);
    const lisa = await session.loggedIn('lisa@hartslag.example', WIDTHS[1]);
    await demo.goto(`/members/${await idOf(lisa)}`);
    await expect.poll(() => demo.getByRole('heading', { level: 1 }).count()).toBe(1);

    for (const viewport of [WIDTHS[1], WIDTHS[0]]) {
      await lisa.setViewportSize(viewport);
      await lisa.goto('/members');
      const nav = lisa.getByRole('navigation', { name: 'Hoofdmenu' });
      const visitors = nav.getByRole('link', { name: 'Wie bekeek mij 1 nieuwe bezoeker', exact: true });
      expect(await visitors.count()).toBe(1);
      expect(await visitors.isVisible()).toBe(true);
      await shootBar(lisa, `top-bar-visitors-badge-${viewport.width}`);
    }
    await lisa.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: /^Wie bekeek mij/ }).click();
    await lisa.waitForURL(/\/visitors$/);
    await expect.poll(() => lisa.getByRole('heading', { name: 'Wie bekeek mij', level: 1 }).count()).toBe(1);
    const current = lisa.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Wie bekeek mij', exact: true });
    // Looked at: the badge is gone, and the item says this is the page she is on.
    await expect.poll(() => current.count()).toBe(1);
    expect(await current.getAttribute('aria-current')).toBe('page');
    await demo.context().close();
    await lisa.context().close();
  });
});
