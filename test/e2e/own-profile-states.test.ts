import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hydrated, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';

/** A small JPEG of one colour, as a phone's camera would give (smaller). */
const jpeg = (colour: string) => sharp({ create: { width: 480, height: 600, channels: 3, background: colour } }).jpeg().toBuffer();

/** "Mijn profiel" when a photo does not arrive (issue 27: errors say what to do next), at 375 and 1280 px. */
describe('my profile’s photos', () => {
  const session = useE2eSession();
  const shown = [1, 2];

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`at ${viewport.width} px: a photo the server failed to store is sent again with one button`, async () => {
      const page = await session.loggedIn('lisa@hartslag.example', viewport);
      // Every upload fails (the client's own retries too) until she asks again.
      let failing = true;
      await page.route('**/api/photo.php**', async (route) => {
        if (failing && route.request().method() === 'POST') await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'server_error' }) });
        else await route.continue();
      });
      await page.goto('/profile');
      await hydrated(page);
      const before = shown.shift()!;
      await expect.poll(() => page.getByText(`${before} van 3 foto’s`).count()).toBe(1);

      await page.locator('input[type=file][name=photo]').setInputFiles({ name: 'groen.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#3c3') });
      const retry = page.getByRole('button', { name: 'Opnieuw proberen', exact: true });
      await expect.poll(() => retry.isVisible(), { timeout: 30_000 }).toBe(true);
      expect(await page.getByRole('alert').filter({ hasText: 'Er is een fout opgetreden' }).count()).toBe(1);
      await retry.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `screenshots/own-profile-upload-failed-${label}.png` });

      failing = false;
      await retry.click();
      await expect.poll(() => page.getByText(`${before + 1} van 3 foto’s`).count(), { timeout: 15_000 }).toBe(1);
      expect(await retry.count()).toBe(0);
      await page.context().close();
    });
  }
});
