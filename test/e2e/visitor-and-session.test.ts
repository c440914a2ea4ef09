import { describe, expect, it } from 'vitest';
import { hydrated, liveSocketReady, screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';
import { givenMember } from '../support/members';

/** The rules that depend on who is looking: a session ended elsewhere, signup modes, search from a traffic source. */
describe('what a tab shows as its visitor changes', () => {
  const session = useE2eSession();
  const { consoleErrors, newPage } = session;
  const settings = () => session.app.server.settings;

  it('leaves a members-only page for the login at once when the session is ended elsewhere', async () => {
    const member = await givenMember(session.app.server.database.knex, { password: 'een lang genoeg wachtwoord' });
    const page = await newPage();
    await page.goto('/login');
    await hydrated(page);
    await page.getByLabel('E-mailadres').fill(member.email);
    await page.getByLabel('Wachtwoord').fill(member.password);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/login');
    // The tab is live: its socket to /live is open and the server said it is ready. Only then does the session end,
    // so what this proves is the socket's close, not the next API call's 403.
    const live = liveSocketReady(page);
    await page.goto('/settings');
    await expect.poll(() => page.getByRole('heading', { name: 'Instellingen' }).count()).toBeGreaterThan(0);
    await live;

    // The member changes her password on another device: every other session ends, this tab's too.
    const api = session.app.server.api;
    const other = await api.post('/api/user.php').send({ email: member.email, password: member.password });
    const cookie = (other.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    await api.put('/api/password.php').set('Cookie', cookie).send({ current_password: member.password, password: 'een heel ander wachtwoord' }).expect(200);

    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    expect(consoleErrors.errors).toEqual([]);
  });

  it.each(['closed', 'invite'])('asks for the invite code before anything else when signups are %j', async (mode) => {
    await settings().set('*', 'signups', mode);
    try {
      const page = await newPage();
      await page.goto('/signup');
      await expect.poll(() => page.getByLabel('Uitnodigingscode').count()).toBe(1);
      await expect.poll(() => page.getByText('Aanmelden is op deze site alleen op uitnodiging mogelijk.').count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Account aanmaken' }).isEnabled()).toBe(true);
      if (mode === 'closed') await screenshotBoth(page, 'signup-invite-only');
    } finally {
      await settings().set('*', 'signups', 'all');
    }
    expect(consoleErrors.errors).toEqual([]);
  });

  it("keeps a visitor's top bar on one row on a phone, the site's name still the logo link's name", async () => {
    for (const width of [360, 375, 414, VIEWPORTS.desktop.width]) {
      const page = await newPage({ width, height: 700 });
      await page.goto('/login');
      const bar = await page.locator('header').first().boundingBox();
      // One row is the bar's 60 px and its border: the logo, Inloggen and Gratis aanmelden side by side.
      expect(bar!.height, `at ${width} px`).toBeLessThanOrEqual(61);
      await expect.poll(() => page.getByRole('link', { name: 'Hartslag', exact: true }).count()).toBe(1);
      await expect.poll(() => page.getByRole('link', { name: 'Gratis aanmelden' }).first().isVisible()).toBe(true);
      await page.context().close();
    }
  });

  it('lets a visitor from a traffic source search when logged_out_search_trafficsource allows it', async () => {
    await settings().set('*', 'logged_out_search', 'none');
    await settings().set('*', 'logged_out_search_trafficsource', 'all');
    try {
      const plain = await newPage();
      await plain.goto('/members');
      await expect.poll(() => plain.getByText('Meld je aan om leden te bekijken').count()).toBe(1);

      const fromAd = await newPage();
      // She refused cookies: the partner's data is not kept (decision 0062), that she came through one is, for this
      // browser session (decision 0066).
      await fromAd.context().addCookies([{ name: 'hs_consent', value: 'refused.1', url: session.app.server.url }]);
      await fromAd.goto('/members?network=adnet&sub1=voorjaar');
      await expect.poll(() => fromAd.getByText(/leden gevonden/).count()).toBe(1);
      const cookies = await fromAd.context().cookies();
      expect(cookies.find((c) => c.name === 'hs_tracking')).toBeUndefined();
      expect(cookies.find((c) => c.name === 'hs_arrival')).toMatchObject({ value: '1', httpOnly: true, expires: -1 });
      // The next page of the visit has no query: the visit is remembered.
      await fromAd.goto('/members');
      await expect.poll(() => fromAd.getByText(/leden gevonden/).count()).toBe(1);
    } finally {
      await settings().set('*', 'logged_out_search', 'none');
      await settings().set('*', 'logged_out_search_trafficsource', 'none');
    }
    expect(consoleErrors.errors).toEqual([]);
  });
});
