import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession, type Viewport } from './e2e-session';

/** A small JPEG of one colour, as a phone's camera would give (smaller). */
const jpeg = (colour: string) => sharp({ create: { width: 480, height: 600, channels: 3, background: colour } }).jpeg().toBuffer();

/** "Mijn profiel" (issue 9): photos and details, as a free and as a premium member. */
describe('my profile', () => {
  const session = useE2eSession();

  const loggedIn = (email: string, viewport: Viewport) => session.loggedIn(email, viewport);
  const tiles = (page: Page) => page.getByRole('listitem', { name: /^Foto \d+$/ });
  const mainImage = async (page: Page) => ((await (await page.request.get('/api/user.php')).json()) as { user: { profile: { main_image: { filename: string } | null } } }).user.profile.main_image;

  it('lets a free member add photos up to 3, choose the main photo, delete one and fill in her profile', async () => {
    const page = await loggedIn('lisa@hartslag.example', VIEWPORTS.phone);
    await page.goto('/profile');
    await hydrated(page);
    await expect.poll(() => page.getByText('1 van 3 foto’s').count()).toBe(1);
    expect(await page.getByText(/Met een gratis account plaats je tot 3 foto’s/).count()).toBe(1);
    // Private photos are premium: a free member is not offered them.
    expect(await page.getByRole('button', { name: /privé/ }).count()).toBe(0);

    const input = page.locator('input[type=file][name=photo]');
    await input.setInputFiles({ name: 'rood.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#c33') });
    await expect.poll(() => page.getByText('2 van 3 foto’s').count()).toBe(1);
    await input.setInputFiles({ name: 'blauw.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#33c') });
    await expect.poll(() => page.getByText('3 van 3 foto’s').count()).toBe(1);
    // At the limit: no more upload, and the reason is said.
    expect(await page.getByText('Je hebt het maximum van 3 foto’s bereikt', { exact: false }).count()).toBe(1);
    expect(await page.locator('input[type=file][name=photo]').count()).toBe(0);

    const before = (await mainImage(page))!.filename;
    await page.getByRole('button', { name: 'Maak foto 3 je hoofdfoto' }).click();
    await expect.poll(async () => (await mainImage(page))?.filename).not.toBe(before);
    expect(await tiles(page).first().getByText('Hoofdfoto').count()).toBe(1);
    // And by keyboard: move the new second photo one place back.
    await page.getByRole('button', { name: 'Foto 2 een plaats naar achteren' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => tiles(page).count()).toBe(3);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Verwijder foto 3' }).click();
    await expect.poll(() => page.getByText('2 van 3 foto’s').count()).toBe(1);
    expect(await page.locator('input[type=file][name=photo]').count()).toBe(1);

    await page.getByLabel('Naam').fill('');
    await page.getByLabel('Naam').blur();
    await expect.poll(() => page.getByText('Vul dit veld in.').count()).toBe(1);
    await page.getByLabel('Naam').fill('Lisa Maria');
    await page.getByLabel('Over mij').fill('Ik fiets graag langs de Vecht en kook voor vrienden.');
    await page.getByLabel('Haarkleur').selectOption('Rood');
    await page.getByRole('button', { name: 'Profiel opslaan' }).click();
    await expect.poll(() => page.getByText('Je profiel is opgeslagen.').count()).toBeGreaterThan(0);
    await screenshotBoth(page, 'own-profile-free');

    await page.getByRole('link', { name: 'Bekijk je profiel' }).click();
    await expect.poll(() => page.getByRole('heading', { name: /^Lisa Maria/ }).count()).toBe(1);
    expect(await page.getByText('Ik fiets graag langs de Vecht', { exact: false }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
  });

  it('lets a premium member make a photo private and public again, never the main photo', async () => {
    const page = await loggedIn('demo@hartslag.example', VIEWPORTS.desktop);
    await page.goto('/profile');
    // A file chosen before the page hydrates has no one to take it.
    await hydrated(page);
    const input = page.locator('input[type=file][name=photo]');
    await input.setInputFiles({ name: 'groen.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#3c3') });
    await expect.poll(() => page.getByText(/^4 van 25 foto’s$/).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Maak foto 1 privé' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Maak foto 2 privé' }).click();
    await expect.poll(() => tiles(page).nth(1).getByText('Privé', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Maak foto 2 weer openbaar' }).getAttribute('aria-pressed')).toBe('true');
    // A private photo is shown through a link signed for her, outside /media (decision 0043), and loads.
    const tileSrc = () => tiles(page).nth(1).locator('img').getAttribute('src');
    await expect.poll(tileSrc).toMatch(/^\/private-media\//);
    expect((await page.request.get((await tileSrc())!)).status()).toBe(200);
    await screenshotBoth(page, 'own-profile-premium');
    await page.getByRole('button', { name: 'Maak foto 2 weer openbaar' }).click();
    await expect.poll(() => tiles(page).nth(1).getByText('Privé', { exact: true }).count()).toBe(0);
    await expect.poll(tileSrc).toMatch(/^\/media\/photos\//);
    await page.context().close();
  });

  it('asks a member without a photo to add one, on every page but the excluded ones, until she closes the alert', async () => {
    const knex = session.app.server.database.knex;
    const page = await loggedIn('demo@hartslag.example', VIEWPORTS.phone);
    const id = ((await knex('members').where('email', 'demo@hartslag.example').first('id')) as { id: number }).id;
    await page.goto('/profile');
    // Delete every photo by hand, as she would.
    while ((await tiles(page).count()) > 0) {
      const count = await tiles(page).count();
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: /^Verwijder foto 1$/ }).click();
      await expect.poll(() => tiles(page).count()).toBe(count - 1);
    }
    expect(await knex('profiles').where('member_id', id).first('main_image')).toEqual({ main_image: null });
    await expect.poll(() => page.getByText('Je hebt nog geen foto.', { exact: false }).count()).toBe(1);

    await page.goto('/members');
    const alert = page.getByRole('region', { name: 'Foto’s' });
    await expect.poll(() => alert.count()).toBe(1);
    expect(await alert.getByRole('link', { name: 'Foto toevoegen' }).getAttribute('href')).toBe('/profile#photos');
    await screenshotBoth(page, 'photo-alert');
    await alert.getByRole('button', { name: 'Melding sluiten' }).click();
    await expect.poll(() => alert.count()).toBe(0);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('region', { name: 'Foto’s' }).count()).toBe(0);
    await page.context().close();
  });
});
