import path from 'node:path';
import sharp from 'sharp';
import { hydrated, launchChromium } from '../../test/e2e/browser';
import { startE2eServer } from '../../test/e2e/app-server';

/**
 * The install dialog's screenshots (the manifest's `screenshots`, bff/http/web-manifest.ts): the members' search of
 * the demo, logged in as its first login, at phone size (375 × 667 at twice the pixels) and desktop size (1280 × 800).
 * Needs a build (`npm run build`); run again after the search page changes:
 *
 *   npx tsx tools/icons/take-screenshots.ts
 */
const OUT = path.resolve(import.meta.dirname, '../../web/public/icons');

const SHOTS = [
  { file: 'screenshot-narrow.png', viewport: { width: 375, height: 667 }, deviceScaleFactor: 2 },
  { file: 'screenshot-wide.png', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
] as const;

const app = await startE2eServer();
const browser = await launchChromium();
try {
  const login = app.logins[0]!;
  for (const shot of SHOTS) {
    const context = await browser.newContext({ viewport: shot.viewport, deviceScaleFactor: shot.deviceScaleFactor, baseURL: app.server.url, locale: 'nl-NL' });
    const page = await context.newPage();
    const response = await page.request.post('/api/user.php', { data: { email: login.email, password: login.password } });
    if (response.status() !== 200) throw new Error(`logging in answered ${response.status()}`);
    await page.goto('/members');
    await hydrated(page);
    // Every photo of the first screen has loaded.
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    // A palette of 256 colours: a third of the bytes, and the photos still look as they do.
    const png = await page.screenshot({ fullPage: false });
    await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(path.join(OUT, shot.file));
    await context.close();
    console.log(`${shot.file}: ${shot.viewport.width * shot.deviceScaleFactor} × ${shot.viewport.height * shot.deviceScaleFactor}`);
  }
} finally {
  await browser.close();
  await app.server.close();
}
