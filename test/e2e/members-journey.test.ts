import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { hydrated, SCREENSHOT_DIR, VIEWPORTS } from './browser';
import { useE2eSession, type Viewport } from './e2e-session';

/**
 * Issue 9, done when: a member fills her profile, uploads and arranges photos, finds others with kept filters, opens
 * their profile with the gallery, reports one and files a complaint — at 375 and at 1280 pixels.
 */
describe('a member’s journey through profiles and search', () => {
  const session = useE2eSession();
  const shot = async (page: Page, name: string) => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `journey-${name}.png`), fullPage: false });
  };

  const journey = async (viewport: Viewport, label: string, email: string) => {
    const knex = session.app.server.database.knex;
    const page = await session.newPage(viewport);
    const known = session.app.logins.find((login) => login.email === email)!;
    await page.goto('/login');
    await hydrated(page);
    await page.getByLabel('E-mailadres').fill(known.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(known.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL('**/members**');

    // Her profile, from the menu: a new photo made the main photo, her details saved.
    await page.goto('/profile');
    await hydrated(page);
    const before = await page.getByRole('listitem', { name: /^Foto \d+$/ }).count();
    await page.locator('input[type=file][name=photo]').setInputFiles({
      name: 'strand.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 600, height: 750, channels: 3, background: '#e8b04a' } }).jpeg().toBuffer(),
    });
    await expect.poll(() => page.getByRole('listitem', { name: /^Foto \d+$/ }).count()).toBe(before + 1);
    await page.getByRole('button', { name: `Maak foto ${before + 1} je hoofdfoto` }).click();
    await expect.poll(() => page.getByRole('listitem', { name: 'Foto 1' }).getByText('Hoofdfoto').count()).toBe(1);
    await page.getByLabel('Over mij').fill(`Onderweg op ${label}: ik hou van lange wandelingen en goede koffie.`);
    await page.getByRole('button', { name: 'Profiel opslaan' }).click();
    await expect.poll(() => page.getByText('Je profiel is opgeslagen.').count()).toBeGreaterThan(0);
    await shot(page, `${label}-profile`);

    // The search, with filters that stay.
    await page.goto('/members');
    if (viewport.width < 768) {
      await page.getByRole('button', { name: /^Filters/ }).click();
      const sheet = page.getByRole('dialog', { name: 'Zoekfilters' });
      await sheet.getByLabel('Geslacht').selectOption('male');
      await sheet.getByLabel('Land', { exact: true }).selectOption('NL');
      await sheet.getByRole('button', { name: 'Resultaten tonen' }).click();
    } else {
      const form = page.getByRole('search', { name: 'Leden zoeken' });
      await form.getByLabel('Geslacht').selectOption('male');
      await form.getByLabel('Land', { exact: true }).selectOption('NL');
      await form.getByRole('button', { name: 'Zoeken' }).click();
    }
    await expect.poll(() => new URL(page.url()).search).toBe('?gender=male&country=NL');
    await shot(page, `${label}-search`);

    // A profile with more photos: the gallery.
    const withAlbum = (await knex('photos')
      .join('profiles', 'profiles.member_id', 'photos.member_id')
      .where({ 'profiles.gender': 'male', 'profiles.country': 'NL', 'photos.position': 2 })
      .first('photos.member_id')) as { member_id: number };
    await page.goto(`/members/${withAlbum.member_id}`);
    await page.getByRole('button', { name: /^Bekijk alle 3 foto’s van / }).click();
    const gallery = page.getByRole('dialog', { name: /^Foto’s van / });
    await expect.poll(() => gallery.getByText(/^1 \/ [23]$/).count()).toBe(1);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => gallery.getByText(/^2 \/ [23]$/).count()).toBe(1);
    await shot(page, `${label}-gallery`);
    await page.keyboard.press('Escape');

    // A report, acknowledged with its reference.
    await page.getByRole('button', { name: 'Rapporteren' }).click();
    const report = page.getByRole('dialog', { name: / rapporteren$/ });
    await report.getByRole('radio', { name: 'Nepprofiel' }).check();
    await report.getByRole('button', { name: 'Melding versturen' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Bedankt voor je melding' }).getByText(/R-[A-Z2-9]{4}-[A-Z2-9]{4}/).count()).toBe(1);
    await page.keyboard.press('Escape');

    // Back to the search she left, filters and all.
    await page.getByRole('link', { name: 'Terug naar zoeken' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?gender=male&country=NL');

    // A complaint from the footer.
    await page.getByRole('link', { name: 'Klachten' }).click();
    await page.waitForURL('**/complaints');
    await page.getByLabel('Waar gaat je klacht over?').selectOption('billing');
    await page.getByLabel('Omschrijving').fill('Mijn betaling van vorige week staat niet bij mijn credits.');
    await page.getByRole('button', { name: 'Klacht versturen' }).click();
    await expect.poll(() => page.getByRole('status').getByText(/K-[A-Z2-9]{4}-[A-Z2-9]{4}/).count()).toBe(1);
    await shot(page, `${label}-complaint`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(session.consoleErrors.errors).toEqual([]);
    await page.context().close();
  };

  it('on a phone (375 px)', () => journey(VIEWPORTS.phone, 'phone', 'lisa@hartslag.example'));
  it('on a desktop (1280 px)', () => journey(VIEWPORTS.desktop, 'desktop', 'demo@hartslag.example'));
});
