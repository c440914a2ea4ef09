import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotBoth } from './browser';
import { useE2eSession } from './e2e-session';

/** The phone widths a page must fit without scrolling sideways (issue 27: the smallest phones to the largest). */
const WIDTHS = [320, 375, 430] as const;

/** How far the page is wider than the window, and the elements that reach out of it (for the failure's message). */
async function overflowOf(page: Page): Promise<{ path: string; width: number; scrollWidth: number; culprits: string[] }> {
  // Two frames: the page has laid itself out (fonts, lazily loaded parts) at this width.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  return page.evaluate(() => {
    const width = window.innerWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''} (${Math.round(element.getBoundingClientRect().right)} px) "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      // The innermost ones: an element whose child reaches out is not itself the cause.
      .filter((element, _i, all) => !all.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map(describe);
    return { path: location.pathname, width, scrollWidth: document.documentElement.scrollWidth, culprits };
  });
}

/**
 * Notes the page, the width and what reaches out when the page scrolls sideways: a test walks all its pages and then
 * names every one that did, not only the first.
 */
async function noteSidewaysScroll(page: Page, wide: string[]): Promise<void> {
  const found = await overflowOf(page);
  if (found.scrollWidth > found.width) wide.push(`${found.path} at ${found.width} px is ${found.scrollWidth} px wide: ${found.culprits.join('; ')}`);
}

/** No page scrolls sideways on a phone, 320 to 430 px wide (issue 27): a visitor's pages and a member's. */
describe('pages on a phone', () => {
  const session = useE2eSession();
  const idOf = async (email: string) => ((await session.app.server.database.knex('members').where('email', email).first('id')) as { id: number }).id;

  it('fit a visitor’s phone, 320 to 430 px: home, search, a profile’s teaser, signup, login, pricing, a lander, a static page', async () => {
    const sanne = await idOf('demo@hartslag.example');
    const page = await session.newPage({ width: WIDTHS[0], height: 740 });
    const wide: string[] = [];
    const paths = ['/', '/members', `/members/${sanne}`, '/signup', '/login', '/pricing', '/landers/tinderswipe', '/landers/gallery', '/pages/terms'];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      for (const path of paths) {
        await page.goto(path);
        await noteSidewaysScroll(page, wide);
      }
    }
    expect(wide).toEqual([]);
    await page.context().close();
  });

  it('fit a member’s phone, 320 to 430 px: every page she uses, a profile before and after her like with its report sheet open, and a conversation', async () => {
    const knex = session.app.server.database.knex;
    const me = await idOf('demo@hartslag.example');
    // Someone she has not liked and who has not liked her: liking makes no match, the popup stays away.
    const other = (await knex('members')
      .whereNot('members.id', me)
      .whereNotIn('email', session.app.logins.map((login) => login.email))
      .whereNotExists(knex('likes').where((q) => q.whereRaw('likes.liker_id = members.id').orWhereRaw('likes.liked_id = members.id')))
      .join('profiles', 'profiles.member_id', 'members.id')
      .orderBy('members.id')
      .first('members.id as id', 'profiles.name as name')) as { id: number; name: string };
    const page = await session.loggedIn('demo@hartslag.example', { width: WIDTHS[0], height: 740 });
    const wide: string[] = [];
    const opened = await page.request.post('/api/chat.php', { data: { profile_id: other.id }, headers: { 'Idempotency-Key': `no-sideways-scroll-${other.id}` } });
    expect(opened.status()).toBe(200);
    const conversation = ((await opened.json()) as { chat: { id: number } }).chat.id;
    const paths = ['/', '/members', '/chats', `/chats/${conversation}`, '/likes', '/credits', '/credits/2/ideal', '/settings', '/profile', '/notifications', `/members/${me}`, '/swipe-game', '/match-finder', '/transactions'];

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      for (const path of paths) {
        await page.goto(path);
        await noteSidewaysScroll(page, wide);
      }

      // A profile before her like, after it, and with the report sheet open over it.
      await page.goto(`/members/${other.id}`);
      await noteSidewaysScroll(page, wide);
      await page.getByRole('button', { name: 'Like', exact: true }).click();
      const unlike = page.getByRole('button', { name: 'Like intrekken' });
      await expect.poll(() => unlike.getAttribute('aria-pressed')).toBe('true');
      await noteSidewaysScroll(page, wide);
      // Nor is a word of its actions cut off ("Like intrekken" was): each shown label has the room it needs.
      const cut = await page.getByRole('link', { name: 'Stuur bericht' }).evaluate((lead) =>
        [...(lead.parentElement?.querySelectorAll('a, button, .label') ?? [])]
          // A label kept for screen readers only (1 px) is not shown, so not cut off.
          .filter((shown) => shown.getBoundingClientRect().width > 1 && shown.scrollWidth > shown.clientWidth)
          .map((shown) => shown.textContent),
      );
      expect(cut, `actions cut off at ${width} px`).toEqual([]);
      if (width === 375) await screenshotBoth(page, 'profile-liked');
      await page.getByRole('button', { name: 'Rapporteren' }).click();
      const sheet = page.getByRole('dialog', { name: `${other.name} rapporteren` });
      const close = sheet.getByRole('button', { name: 'Sluiten' });
      await expect.poll(() => close.count()).toBe(1);
      await noteSidewaysScroll(page, wide);
      const box = await close.boundingBox();
      expect(box!.x + box!.width, `the report sheet's close button at ${width} px`).toBeLessThanOrEqual(width);
      await close.click();
      await expect.poll(() => sheet.count()).toBe(0);
      await unlike.click();
      await expect.poll(() => page.getByRole('button', { name: 'Like', exact: true }).getAttribute('aria-pressed')).toBe('false');
    }
    expect(wide).toEqual([]);
    await page.context().close();
  });
});
