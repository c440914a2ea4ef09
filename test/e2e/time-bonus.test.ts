import { describe, expect, it } from 'vitest';
import { givenMember } from '../support/members';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { hydrated, SCREENSHOT_DIR, screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';

/** The modal floats over the page: what the member sees is the viewport, once its entrance (220 ms) is over. */
async function screenshotViewports(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${label}.png`) });
  }
  await page.setViewportSize(VIEWPORTS.phone);
}

/**
 * The welcome time bonus (issue 12, SPEC §4): a new member sees the countdown tick each second, the modal 40 s
 * after she enters the members area with 0 credits, dismisses it, and it stays hidden after a reload. The 40 s run on
 * Playwright's clock, not in real time.
 */
describe('the time bonus', () => {
  const session = useE2eSession();

  it('counts down for a new member, opens the modal after 40 s in the members area, and keeps it dismissed', async () => {
    const tessa = await givenMember(session.app.server.database.knex, { name: 'Tessa', credits: 0 });
    const page = await session.newPage(VIEWPORTS.phone);
    await page.clock.install();
    expect((await page.request.post('/api/user.php', { data: { email: tessa.email, password: tessa.password } })).status()).toBe(200);

    await page.goto('/members');
    await hydrated(page);
    const banner = page.getByRole('complementary', { name: 'Welkomstbonus' });
    const timer = banner.getByRole('timer');
    await expect.poll(() => timer.textContent()).toMatch(/^Nog (4:00:00|3:59:\d\d)$/);
    expect(await banner.textContent()).toContain('25% korting op je eerste credits');
    expect(await banner.getByRole('link', { name: 'Bekijk credits' }).getAttribute('href')).toBe('/credits');

    // It ticks each second.
    const before = await timer.textContent();
    await page.clock.runFor(3000);
    await expect.poll(() => timer.textContent()).not.toBe(before);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshotBoth(page, 'time-bonus-banner');

    // 40 s after entering the members area (she moved on to a profile inside it): the modal.
    await page.clock.runFor(20_000);
    const firstProfile = page.locator('a[href^="/members/"]').first();
    await firstProfile.click();
    await page.waitForURL(/\/members\/\d+$/);
    await page.clock.runFor(10_000);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.clock.runFor(10_000);
    const modal = page.getByRole('dialog', { name: 'Je welkomstbonus' });
    await expect.poll(() => modal.count()).toBe(1);
    expect(await modal.getByRole('timer').textContent()).toMatch(/^3:5\d:\d\d$/);
    expect(await modal.getByRole('link', { name: 'Kies je credits' }).getAttribute('href')).toBe('/credits');
    await screenshotViewports(page, 'time-bonus-modal');

    await modal.getByRole('button', { name: 'Misschien later' }).click();
    await expect.poll(() => modal.count()).toBe(0);
    expect(Number(await page.evaluate(() => localStorage.getItem('hs_time_bonus_dismissed')))).toBeGreaterThan(0);

    // After a reload the banner counts on, and the modal stays away.
    await page.reload();
    await hydrated(page);
    await expect.poll(() => banner.getByRole('timer').count()).toBe(1);
    await page.clock.runFor(60_000);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(session.consoleErrors.errors).toEqual([]);
    await page.context().close();
  });

  it('closes with Escape, and shows nothing to a paid member', async () => {
    const vera = await givenMember(session.app.server.database.knex, { name: 'Vera', credits: 0 });
    const page = await session.newPage(VIEWPORTS.desktop);
    await page.clock.install();
    await page.request.post('/api/user.php', { data: { email: vera.email, password: vera.password } });
    await page.goto('/likes');
    await hydrated(page);
    await page.clock.runFor(41_000);
    const modal = page.getByRole('dialog', { name: 'Je welkomstbonus' });
    await expect.poll(() => modal.count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.count()).toBe(0);
    await page.context().close();

    const paid = await session.loggedIn('demo@hartslag.example', VIEWPORTS.desktop);
    await paid.goto('/members');
    await hydrated(paid);
    await paid.waitForLoadState('networkidle');
    expect(await paid.getByRole('complementary', { name: 'Welkomstbonus' }).count()).toBe(0);
    await paid.context().close();
  });
});
