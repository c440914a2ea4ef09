import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';

/** The file the production build made of a source module, as the manifest Vike writes (dist/assets.json) names it. */
function chunkOf(source: string): string {
  const manifest = JSON.parse(readFileSync(path.resolve('dist/assets.json'), 'utf8')) as Record<string, { file?: string }>;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`the build has no chunk of ${source} (dist/assets.json)`);
  return `/${file}`;
}

/**
 * Issue 26: a dialog is not part of its page's first load; it loads when used. A tap while its chunk is still on the
 * way shows at once where the dialog will open (a spinner, announced as busy), and the dialog opens when it has come.
 */
describe('dialogs that load when used', () => {
  const session = useE2eSession();

  it("opens the phone's filter sheet after a tap made while its chunk was still loading, showing it is busy meanwhile", async () => {
    const sheetChunk = chunkOf('web/components/search/filter-sheet.tsx');
    const page = await session.loggedIn('lisa@hartslag.example', VIEWPORTS.phone);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === sheetChunk,
      async (route) => {
        await held;
        await route.continue();
      },
    );

    await page.goto('/members');
    expect(requested).not.toContain(sheetChunk);

    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect.poll(() => page.getByRole('status', { name: 'Zoekfilters' }).isVisible()).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Zoekfilters' }).count()).toBe(0);
    expect(requested).toContain(sheetChunk);

    release();
    const sheet = page.getByRole('dialog', { name: 'Zoekfilters' });
    await expect.poll(() => sheet.isVisible()).toBe(true);
    expect(await page.getByRole('status', { name: 'Zoekfilters' }).count()).toBe(0);
    await sheet.getByLabel('Geslacht').selectOption('female');
    await sheet.getByRole('button', { name: 'Resultaten tonen' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?gender=female');
    await page.context().close();
  });
});
