import { describe, expect, it } from 'vitest';
import { screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';

/** /settings' sections when what they load does not come (issue 27: errors say what to do next), at 375 and 1280 px. */
describe('the settings page', () => {
  const session = useE2eSession();

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`at ${viewport.width} px: the blocked members that did not load come with a button that loads them again`, async () => {
      const page = await session.loggedIn('demo@hartslag.example', viewport);
      // The first ask for the blocked members is refused; the next ones reach the server.
      let refused = 0;
      await page.route('**/api/blocks.php**', async (route) => {
        if (refused++ === 0) await route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ error: 'not_found' }) });
        else await route.continue();
      });
      await page.goto('/settings');

      const retry = page.getByRole('button', { name: 'Opnieuw proberen', exact: true });
      await expect.poll(() => retry.isVisible()).toBe(true);
      await retry.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `screenshots/settings-blocked-failed-${label}.png` });
      await retry.click();

      const emptyOrListed = async () =>
        (await page.getByText('Je hebt niemand geblokkeerd.', { exact: false }).count()) + (await page.getByRole('list', { name: 'Geblokkeerde leden' }).count());
      await expect.poll(emptyOrListed).toBe(1);
      expect(await retry.count()).toBe(0);
      if (label === 'phone') await screenshotBoth(page, 'settings');
      await page.context().close();
    });
  }
});
