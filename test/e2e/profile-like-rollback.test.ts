import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';

/** The profile's optimistic like and what floats at the bottom of a phone (issue 27), at 375 and 1280 px. */
describe('the profile’s like and its pinned actions', () => {
  const session = useE2eSession();
  const knex = () => session.app.server.database.knex;
  /** A member of the crowd (no demo login) whom Sanne has not liked, the `n`th by id, with her name. */
  const crowdMember = async (n: number) =>
    (await knex()('members')
      .join('profiles', 'profiles.member_id', 'members.id')
      .whereNotIn('members.email', session.app.logins.map((login) => login.email))
      .whereNotIn('members.id', knex()('likes').join('members as liker', 'liker.id', 'likes.liker_id').where('liker.email', 'demo@hartslag.example').select('likes.liked_id'))
      .orderBy('members.id')
      .offset(n)
      .first('members.id as id', 'profiles.name as name')) as { id: number; name: string };

  /** Every like call of the page answered 500, a moment after it was asked (so the tap's own state can be seen). */
  const failingLikes = (page: Page) =>
    page.route('**/api/like.php**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'server_error' }) });
    });

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`at ${viewport.width} px: a like the server fails turns the button at once, then back, and a toast says it did not work`, async () => {
      const other = await crowdMember(label === 'phone' ? 11 : 12);
      const page = await session.loggedIn('demo@hartslag.example', viewport);
      await failingLikes(page);
      await page.goto(`/members/${other.id}`);

      const like = page.getByRole('button', { name: 'Like', exact: true });
      await like.click();
      // At the tap: the button says what she asked for while the server is asked.
      await expect.poll(() => page.getByRole('button', { name: 'Like intrekken', exact: true }).getAttribute('aria-pressed')).toBe('true');

      // The toast itself (its words are also in the screen readers' alert region).
      const toast = page.locator('[data-signals="toasts"] li').filter({ hasText: `Je like voor ${other.name} is niet gelukt.` });
      await expect.poll(() => toast.isVisible(), { timeout: 30_000 }).toBe(true);
      expect(await like.getAttribute('aria-pressed')).toBe('false');
      expect(await page.getByRole('button', { name: 'Like intrekken', exact: true }).count()).toBe(0);
      await page.screenshot({ path: `screenshots/profile-like-rolled-back-${label}.png` });
      await page.context().close();
    });
  }

  it('at 375 px: the push alert’s card never covers the profile’s pinned actions', async () => {
    const other = await crowdMember(13);
    const page = await session.loggedIn('demo@hartslag.example', VIEWPORTS.phone);
    await page.goto(`/members/${other.id}`);
    const card = page.getByRole('complementary', { name: 'Mis geen bericht' });
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);

    const boxes = await page.evaluate(async () => {
      const aside = document.querySelector('aside[aria-labelledby="push-alert-title"]')!;
      await Promise.all(aside.getAnimations().map((animation) => animation.finished));
      const message = [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === 'Stuur bericht')!;
      const bar = message.parentElement!.getBoundingClientRect();
      return { barBottom: Math.round(bar.bottom), cardTop: Math.round(aside.getBoundingClientRect().top), height: window.innerHeight };
    });
    expect(boxes.barBottom, JSON.stringify(boxes)).toBeLessThanOrEqual(boxes.cardTop);
    // The message action is a tap away above the card, not hidden under it.
    await page.getByRole('link', { name: 'Stuur bericht', exact: true }).click({ trial: true });
    await screenshotBoth(page, 'profile-push-card');
    await page.context().close();
  });
});
