import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';

/**
 * Issue 27, decision 0068, what members of the best apps expect: the swipe game's undo of the last pass, the distance
 * on search and swipe cards, and "Wie bekeek mij" with its badge, at 375 and 1280 px.
 */
describe('beyond the spec', () => {
  const session = useE2eSession();

  /** The name on the card shown ("Frank" of "Frank, 55"). */
  const shownName = async (page: Page) => (await page.getByTestId('swipe-card').getByRole('heading').textContent())!.split(',')[0]!;
  const idOf = async (page: Page) => ((await (await page.request.get('/api/user.php')).json()) as { user: { id: number } }).user.id;
  const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`brings back the last pass by button and by Backspace, once, and says how far away each card lives (${label})`, async () => {
      const page = await session.loggedIn('lisa@hartslag.example', viewport);
      await page.goto('/swipe-game');
      // Lisa lives in Utrecht; the seed's members live in the shipped cities: the card says how far.
      await expect.poll(() => page.getByTestId('swipe-card').getByTestId('card-distance').textContent()).toMatch(/^ · op (minder dan 5|\d+) km$/);
      expect(await page.getByRole('button', { name: /terughalen$/ }).count()).toBe(0);

      // Pass by button; the undo button brings the same card back on top.
      const first = await shownName(page);
      await page.getByRole('button', { name: `${first} overslaan` }).click();
      await expect.poll(() => shownName(page)).not.toBe(first);
      if (label === 'phone') await screenshotBoth(page, 'swipe-game-undo');
      await page.getByRole('button', { name: `${first} terughalen` }).click();
      await expect.poll(() => shownName(page)).toBe(first);
      expect(await page.getByRole('button', { name: /terughalen$/ }).count()).toBe(0);

      // Pass by key, Backspace brings it back; the server forgot the pass: a new game deals it again.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => shownName(page)).not.toBe(first);
      await expect.poll(() => page.getByRole('button', { name: `${first} terughalen` }).count()).toBe(1);
      await page.keyboard.press('Backspace');
      await expect.poll(() => shownName(page)).toBe(first);
      await noSidewaysScroll(page);
      await expect.poll(async () => ((await (await page.request.get('/api/swipe.php')).json()) as { profiles: { name: string }[] }).profiles.map((p) => p.name)).toContain(first);
      // A like is never brought back.
      const before = await (await page.request.get('/api/swipe.php')).json();
      expect(before.profiles.length).toBeGreaterThan(1);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => shownName(page)).not.toBe(first);
      expect(await page.getByRole('button', { name: /terughalen$/ }).count()).toBe(0);
      await page.context().close();
    });
  }

  it('says how far away each member lives on the search cards', async () => {
    const page = await session.loggedIn('demo@hartslag.example', VIEWPORTS.phone);
    await page.goto('/members');
    await expect.poll(() => page.getByTestId('card-distance').count()).toBeGreaterThan(0);
    for (const text of await page.getByTestId('card-distance').allTextContents()) expect(text).toMatch(/^op (minder dan 5|\d{1,3}(\.\d{3})?) km$/);
    await noSidewaysScroll(page);
    await screenshotBoth(page, 'search-distance');
    await page.context().close();
  });

  it('lists who opened her profile with a badge on the likes page, which clears once she looked; empty, it says what to do', async () => {
    const lisa = await session.loggedIn('lisa@hartslag.example', VIEWPORTS.phone);
    const demo = await session.loggedIn('demo@hartslag.example', VIEWPORTS.desktop);
    const lisaId = await idOf(lisa);
    await demo.goto(`/members/${lisaId}`);
    await expect.poll(() => demo.getByRole('heading', { level: 1 }).count()).toBe(1);

    // Lisa: the likes page's "Wie bekeek mij" carries the badge; the list shows Demo, new, just now.
    await lisa.goto('/likes');
    // The likes page's own link (the top bar has one too, test/e2e/top-bar.test.ts).
    const link = lisa.getByRole('main').getByRole('link', { name: /^Wie bekeek mij/ });
    await expect.poll(() => link.textContent()).toMatch(/Wie bekeek mij\s*1$/);
    await noSidewaysScroll(lisa);
    await screenshotBoth(lisa, 'likes-visitors-link');
    await link.click();
    await lisa.waitForURL(/\/visitors$/);
    await expect.poll(() => lisa.getByRole('heading', { name: 'Wie bekeek mij', level: 1 }).count()).toBe(1);
    const cards = lisa.getByRole('main').getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().textContent()).toMatch(/Nieuw.*Bekeek je profiel nu/);
    await noSidewaysScroll(lisa);
    await screenshotBoth(lisa, 'visitors');
    // Looked at: the badge is gone, on the next page too.
    await lisa.goto('/likes');
    await expect.poll(() => lisa.getByRole('main').getByRole('link', { name: /^Wie bekeek mij/ }).textContent()).toBe('Wie bekeek mij');
    await lisa.goto('/visitors');
    expect(await lisa.getByText('Nieuw', { exact: true }).count()).toBe(0);

    // Demo: nobody opened hers; the empty list says what helps, with the way there.
    await demo.goto('/visitors');
    await expect.poll(() => demo.getByText(/heeft nog niemand je profiel bekeken/).count()).toBe(1);
    expect(await demo.getByRole('link', { name: 'Leden zoeken' }).count()).toBeGreaterThan(0);
    await noSidewaysScroll(demo);
    await screenshotBoth(demo, 'visitors-empty');
    await lisa.context().close();
    await demo.context().close();
  });
});
