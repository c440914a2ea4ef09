import type { Page } from 'playwright-core';
import { describe, expect, it, beforeAll } from 'vitest';
import { ANY_DOMAIN } from '../../adapters/postgres/postgres-site-settings';
import { LANDERS } from '../../web/components/landers/lander-names';
import { screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';
import { fillSignupStepZero } from './journeys';

/** Chromium reports every 4xx answer as a console error; only those may appear. */
const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));

/** Issue 24: the landers for paid traffic, in the lander layout, made of real profiles, each ending in signup. */
describe('the landers', () => {
  const session = useE2eSession();
  let memberId = 0;

  beforeAll(async () => {
    // Visitors from an ad may see profiles (SPEC §6, logged_out_search_trafficsource); others may not.
    await session.app.server.settings.set(ANY_DOMAIN, 'logged_out_search_trafficsource', 'all');
    const knex = session.app.server.database.knex;
    memberId = Number((await knex('profiles').whereNotNull('main_image').where('status', 'active').orderBy('member_id').first('member_id')).member_id);
  });

  /** A visitor's page who accepted cookies (decision 0062: the arrival is kept only then). */
  const visitor = async (viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS]) => {
    const page = await session.newPage(viewport);
    const url = new URL(session.app.server.url);
    await page.context().addCookies([{ name: 'hs_consent', value: `accepted.${Date.now()}`, domain: url.hostname, path: '/' }]);
    return page;
  };

  const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it('keeps the tracking of a visitor from /landers/video/she-amsterdam?sub={x} to her signup, with Amsterdam filled in', async () => {
    const page = await visitor(VIEWPORTS.phone);
    await page.goto('/landers/video/she-amsterdam?network=adnet&sub=%7Bx%7D');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Zie wie er in Amsterdam is');
    // Real profiles of the site, leading to signup.
    expect(await page.locator('a[href$="/signup"]').count()).toBeGreaterThan(3);
    await page.getByRole('link', { name: 'Gratis aanmelden' }).first().click();
    await page.waitForURL(/\/signup$/);
    await expect.poll(() => page.getByLabel('Woonplaats').inputValue()).toBe('Amsterdam');
    await fillSignupStepZero(page.locator('main'), { email: 'lander@example.nl', name: 'Lander', password: 'een lang wachtwoord hier' });
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect.poll(() => page.getByText('Stap 2 van 5').count()).toBeGreaterThan(0);

    const knex = session.app.server.database.knex;
    const member = await knex('members').where('email', 'lander@example.nl').first('id');
    const row = await knex('member_tracking').where('member_id', member.id).first();
    expect(row).toMatchObject({ network: 'adnet', sub1: 'x' });
    expect(unexpected(session.consoleErrors.errors)).toEqual([]);
    await page.context().close();
  });

  it('renders every lander for a visitor from an ad at 375 and 1280 px, without sideways scrolling, with a share image', async () => {
    const paths = [
      ...LANDERS.map((name) => (name === 'tinderswipe' ? '/landers/tinderswipe' : `/landers/${name}/she-amsterdam`)),
      `/members/${memberId}/landing`,
      `/members/${memberId}/landing2/she-amsterdam`,
      `/members/${memberId}/landing3`,
      `/members/${memberId}/signup`,
    ];
    const page = await visitor(VIEWPORTS.phone);
    for (const path of paths) {
      const response = await page.goto(`${path}?network=adnet`);
      expect(response?.status(), path).toBe(200);
      expect(await page.locator('meta[property="og:image"]').getAttribute('content'), path).toMatch(/^https?:\/\/.+\/media\//);
      expect(await page.locator('meta[name="description"]').count(), path).toBeGreaterThan(0);
      expect(await page.locator('footer a[href="/pages/terms"]').count(), path).toBe(1);
      const name = `lander-${path.slice(1).replace(/\d+/, 'id').replaceAll('/', '-')}`;
      for (const size of Object.values(VIEWPORTS)) {
        await page.setViewportSize(size);
        expect(await noSidewaysScroll(page), `${path} at ${size.width}`).toBe(true);
      }
      await screenshotBoth(page, name);
      await page.setViewportSize(VIEWPORTS.phone);
    }
    expect(unexpected(session.consoleErrors.errors)).toEqual([]);
    await page.context().close();
  });

  it('lands an unknown slug, and a visitor the settings show no profiles gets the page without faces', async () => {
    const page = await session.newPage(VIEWPORTS.desktop);
    const response = await page.goto('/landers/gallery/bdsm-atlantis');
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Singles bij jou in de buurt');
    expect(await page.getByText('Na je gratis aanmelding zie je de profielen').count()).toBe(1);
    expect(await page.locator('a[href^="/members/"]').count()).toBe(0);
    await page.context().close();
  });

  it('lets the swipe deck be used by keyboard: → likes the member shown and leads to signing up to meet her', async () => {
    const page = await visitor(VIEWPORTS.desktop);
    await page.goto('/landers/tinderswipe?network=adnet');
    const card = page.getByTestId('swipe-card');
    const shown = (await card.getByRole('heading').textContent())!.split(',')[0]!;
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\/members\/\d+\/signup$/);
    expect(await page.getByRole('heading', { name: new RegExp(`^${shown},`) }).count()).toBe(1);
    await page.goBack();
    await page.getByTestId('swipe-card').waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(/\/signup$/);
    await page.context().close();
  });
});
