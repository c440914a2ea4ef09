import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';

/** The swipe game (issue 10) by keyboard: 4 likes a day for a free member, no cap for a premium one. */
describe('the swipe game', () => {
  const session = useE2eSession();

  const loggedIn = (email: string, viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS]) => session.loggedIn(email, viewport);
  const shownName = async (page: Page) => (await page.getByTestId('swipe-card').getByRole('heading').textContent())!;
  const nextCard = async (page: Page, before: string) => expect.poll(() => shownName(page)).not.toBe(before);
  /** A like of a member who liked her first is a match: the moment to start a conversation opens; Escape goes on. */
  const likeAndGoOn = async (page: Page, like: () => Promise<void>) => {
    const before = await shownName(page);
    await like();
    await nextCard(page, before);
    // The card goes at once; a match is known only when the like's answer is in (the game is no longer busy).
    await expect.poll(() => page.getByTestId('swipe-stage').getAttribute('aria-busy')).toBe('false');
    const match = page.getByRole('dialog', { name: 'Het is een match!' });
    if (await match.count()) {
      await page.keyboard.press('Escape');
      await expect.poll(() => match.count()).toBe(0);
      return true;
    }
    return false;
  };

  it('lets a free member like exactly 4 by keyboard, tells her why not a 5th, and still lets her pass', async () => {
    const page = await loggedIn('lisa@hartslag.example', VIEWPORTS.phone);
    const given = await (await page.request.get('/api/likes.php')).json();
    await page.goto('/swipe-game');
    await expect.poll(() => page.getByText('Nog 4 likes vandaag').count()).toBe(1);
    await screenshotBoth(page, 'swipe-game');

    // ← passes: free.
    let shown = await shownName(page);
    await page.keyboard.press('ArrowLeft');
    await nextCard(page, shown);
    expect(await page.getByText('Nog 4 likes vandaag').count()).toBe(1);

    // → likes: 4 times (the seed's members who liked her first make matches on the way).
    let matches = 0;
    for (const left of [3, 2, 1, 0]) {
      if (await likeAndGoOn(page, () => page.keyboard.press('ArrowRight'))) matches += 1;
      await expect.poll(() => page.getByText(left === 0 ? 'Geen likes meer vandaag' : left === 1 ? 'Nog 1 like vandaag' : `Nog ${left} likes vandaag`).count()).toBe(1);
    }
    // Why not a 5th, in words; the like button says no; the key does nothing; passing still works.
    expect(await page.getByRole('status').filter({ hasText: 'Je hebt vandaag al je gratis likes gegeven' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Like / }).isDisabled()).toBe(true);
    shown = await shownName(page);
    await page.keyboard.press('ArrowRight');
    expect(await shownName(page)).toBe(shown);
    const likes = await (await page.request.get('/api/likes.php')).json();
    expect(likes.profiles).toHaveLength(given.profiles.length + 4);
    expect(likes.matches).toHaveLength(given.matches.length + matches);
    expect((await (await page.request.get('/api/swipe.php')).json()).swipe).toEqual({ limit: 4, used: 4, remaining: 0 });
    await page.getByRole('button', { name: new RegExp(`overslaan$`) }).click();
    await nextCard(page, shown);
    await screenshotBoth(page, 'swipe-game-cap');

    // Enter opens the profile shown (on a focused button Enter presses the button, as everywhere).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/members\/\d+$/);
    await page.context().close();
  });

  it('lets a premium member like more than 4', async () => {
    const page = await loggedIn('demo@hartslag.example', VIEWPORTS.desktop);
    await page.goto('/swipe-game');
    await expect.poll(() => page.getByText('Onbeperkt liken met premium').count()).toBe(1);
    for (let i = 0; i < 5; i += 1) await likeAndGoOn(page, () => page.getByRole('button', { name: /^Like / }).click());
    expect((await (await page.request.get('/api/swipe.php')).json()).swipe).toMatchObject({ limit: null, used: 5 });
    await page.context().close();
  });
  it('at 375 px the push alert’s card covers none of her controls: the game’s Like and Pass, the likes’ last row', async () => {
    const page = await loggedIn('demo@hartslag.example', VIEWPORTS.phone);
    await page.goto('/swipe-game');
    const card = page.getByRole('complementary', { name: 'Mis geen bericht' });
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    const settled = () =>
      page.evaluate(async () => {
        const aside = document.querySelector('aside[aria-labelledby="push-alert-title"]')!;
        await Promise.all(aside.getAnimations().map((animation) => animation.finished));
        return Math.round(aside.getBoundingClientRect().top);
      });
    const cardTop = await settled();
    /** What a tap at the centre of the control named `name` reaches: the control itself, or what covers it. */
    const tapReaches = (name: string) =>
      page.evaluate((label) => {
        const control = document.querySelector(`[aria-label="${label}"]`)!;
        const box = control.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return { self: !!hit && (hit === control || control.contains(hit)), bottom: Math.round(box.bottom), hit: hit?.outerHTML.slice(0, 80) ?? null };
      }, name);

    const shown = (await shownName(page)).split(',')[0]!.trim();
    for (const name of [`Like ${shown}`, `${shown} overslaan`]) {
      const reach = await tapReaches(name);
      expect(reach.self, `${name}: ${JSON.stringify(reach)}`).toBe(true);
      expect(reach.bottom).toBeLessThanOrEqual(cardTop);
    }
    await page.screenshot({ path: 'screenshots/swipe-game-push-card-375.png' });

    // The likes grid's last row scrolls above the card.
    await page.goto('/likes');
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    const likesCardTop = await settled();
    const lastRow = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const items = [...document.querySelectorAll('main li')].filter((li) => li.querySelector('a[href^="/likes/m/"]'));
      return Math.round(items.at(-1)!.getBoundingClientRect().bottom);
    });
    expect(lastRow).toBeLessThanOrEqual(likesCardTop);
    await page.screenshot({ path: 'screenshots/likes-push-card-375.png' });

    await page.context().close();
  });
});
