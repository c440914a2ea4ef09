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

/** The banner's height, and how far apart the middles of its time, its discount and its button are (0: one line). */
async function oneLine(page: Page): Promise<{ height: number; spread: number }> {
  return page.evaluate(() => {
    const banner = document.querySelector('[data-testid="time-bonus-banner"]')!;
    const parts = [banner.querySelector('[role="timer"]'), banner.querySelector('a')].map((el) => el!.getBoundingClientRect());
    const middles = parts.map((box) => box.top + box.height / 2);
    return { height: banner.getBoundingClientRect().height, spread: Math.max(...middles) - Math.min(...middles) };
  });
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
    // Compact on a phone (issue 27): one line — the time, the discount, the button — 48 px at most; one line at 1280 too.
    for (const size of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      await page.setViewportSize(size);
      const line = await oneLine(page);
      expect(line.height).toBeLessThanOrEqual(size === VIEWPORTS.phone ? 48 : 56);
      expect(line.spread).toBeLessThanOrEqual(4);
    }
    await page.setViewportSize(VIEWPORTS.phone);
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

  it('waits until she is idle: never over a message she types (1280 px) or the gallery (375 px), and opens as soon as she is', async () => {
    const knex = session.app.server.database.knex;
    const sanneId = ((await knex('members').where('email', 'demo@hartslag.example').first('id')) as { id: number }).id;
    const modal = (page: Page) => page.getByRole('dialog', { name: 'Je welkomstbonus' });

    // Typing a message at 1280 px: the 40 s pass while she types, and while the field keeps her focus.
    const ilse = await givenMember(knex, { name: 'Ilse', credits: 0 });
    const desk = await session.newPage(VIEWPORTS.desktop);
    await desk.clock.install();
    await desk.request.post('/api/user.php', { data: { email: ilse.email, password: ilse.password } });
    await desk.goto(`/members/${sanneId}/chat`);
    await desk.waitForURL(/\/chats\/\d+$/);
    await hydrated(desk);
    const text = desk.getByLabel('Bericht', { exact: true });
    await text.click();
    for (let second = 0; second < 45; second += 3) {
      await text.pressSequentially('x');
      await desk.clock.runFor(3000);
    }
    expect(await modal(desk).count()).toBe(0);
    await desk.clock.runFor(30_000);
    expect(await modal(desk).count()).toBe(0);
    // She stops: the field loses her focus (no input): the modal opens at once.
    await text.evaluate((field) => (field as HTMLElement).blur());
    await desk.clock.runFor(1000);
    await expect.poll(() => modal(desk).count()).toBe(1);
    // Her half-typed message is still there under it.
    expect(await text.inputValue()).toMatch(/^x+$/);
    await desk.context().close();

    // The gallery at 375 px: never over it; after she closes it, 5 s without input, then the modal.
    const noor = await givenMember(knex, { name: 'Noor', credits: 0 });
    const phone = await session.newPage(VIEWPORTS.phone);
    await phone.clock.install();
    await phone.request.post('/api/user.php', { data: { email: noor.email, password: noor.password } });
    await phone.goto(`/members/${sanneId}`);
    await hydrated(phone);
    await phone.getByRole('button', { name: 'Bekijk alle 3 foto’s van Sanne' }).click();
    const gallery = phone.getByRole('dialog', { name: 'Foto’s van Sanne' });
    await expect.poll(() => gallery.count()).toBe(1);
    await phone.clock.runFor(60_000);
    expect(await modal(phone).count()).toBe(0);
    await phone.keyboard.press('Escape');
    await expect.poll(() => gallery.count()).toBe(0);
    await phone.clock.runFor(3000);
    expect(await modal(phone).count()).toBe(0);
    await phone.clock.runFor(3000);
    await expect.poll(() => modal(phone).count()).toBe(1);
    await screenshotViewports(phone, 'time-bonus-modal-after-gallery');
    expect(session.consoleErrors.errors).toEqual([]);
    await phone.context().close();
  });
});
