import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STATIC_PAGES } from '../../domain/legal/static-pages';
import { screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';

const TITLES = {
  nl: {
    terms: 'Algemene voorwaarden',
    privacy: 'Privacybeleid',
    cookies: 'Cookiebeleid',
    ban: 'Blokkeringsbeleid',
    'return-policy': 'Retourbeleid',
    faq: 'Veelgestelde vragen',
    service: 'Klantenservice',
  },
  en: {
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    cookies: 'Cookie policy',
    ban: 'Ban policy',
    'return-policy': 'Return policy',
    faq: 'Frequently asked questions',
    service: 'Customer service',
  },
} as const;

/** SPEC §2 static pages: server-rendered in the visitor's language, with the operator's own details filled in. */
describe('the static pages', () => {
  const session = useE2eSession();
  const { consoleErrors } = session;
  const settings = () => session.app.server.settings;

  const englishPage = async (): Promise<Page> => {
    const page = await session.newPage();
    await page.context().addCookies([{ name: 'locale', value: 'en', url: session.app.server.url }]);
    return page;
  };

  const open = async (page: Page, path: string) => {
    const response = await page.goto(path);
    return { status: response?.status(), html: (await response?.text()) ?? '' };
  };

  it.each(STATIC_PAGES)('/pages/%s answers a visitor in Dutch, then in English, with the company’s details', async (name) => {
    await settings().set('*', 'refund_days', 21);
    try {
      const nl = await session.newPage();
      const dutch = await open(nl, `/pages/${name}`);
      expect(dutch.status).toBe(200);
      // Server-rendered: the text is in the HTML the server sent, not only after the browser ran the scripts.
      expect(dutch.html).toContain(TITLES.nl[name]);
      await expect.poll(() => nl.getByRole('heading', { level: 1, name: TITLES.nl[name] }).count()).toBe(1);
      expect(await nl.title()).toBe(`${TITLES.nl[name]} · Hartslag`);
      expect(await nl.locator('main').innerText()).toContain('support@hartslag.example');
      const footer = await nl.locator('footer').innerText();
      expect(footer).toContain('Hartslag Media B.V.');
      expect(footer).toContain('KvK 12345678');

      const en = await englishPage();
      const english = await open(en, `/pages/${name}`);
      expect(english.status).toBe(200);
      expect(english.html).toContain(TITLES.en[name]);
      await expect.poll(() => en.getByRole('heading', { level: 1, name: TITLES.en[name] }).count()).toBe(1);
      expect(await en.locator('html').getAttribute('lang')).toBe('en');
    } finally {
      await settings().set('*', 'refund_days', 14);
    }
    expect(consoleErrors.errors).toEqual([]);
  });

  it('show the company name, its KvK number and the return period from the settings', async () => {
    await settings().set('*', 'refund_days', 21);
    await settings().set('*', 'company_name', 'Vonk Online B.V.');
    await settings().set('*', 'company_kvk', '87654321');
    try {
      const page = await session.newPage();
      await open(page, '/pages/service');
      const service = await page.locator('main').innerText();
      expect(service).toContain('Vonk Online B.V.');
      expect(service).toContain('87654321');

      await open(page, '/pages/return-policy');
      const returns = await page.locator('main').innerText();
      expect(returns).toContain('binnen 21 dagen na je aankoop');
      expect(returns).not.toContain('14 dagen na je aankoop');

      const en = await englishPage();
      await open(en, '/pages/terms');
      const terms = await en.locator('main').innerText();
      expect(terms).toContain('Vonk Online B.V.');
      expect(terms).toContain('under number 87654321');
      expect(terms).toContain('within 21 days of your purchase');
    } finally {
      await settings().set('*', 'refund_days', 14);
      await settings().set('*', 'company_name', 'Hartslag Media B.V.');
      await settings().set('*', 'company_kvk', '12345678');
    }
  });

  it('date the terms by company_added when that is later than 1 December 2023, else by that day', async () => {
    const page = await session.newPage();
    await open(page, '/pages/terms');
    await expect.poll(() => page.getByText('Versie van 1 maart 2024').count()).toBe(1);
    expect(await page.locator('time').getAttribute('datetime')).toBe('2024-03-01T00:00:00.000Z');
    await screenshotBoth(page, 'static-terms');
    await page.setViewportSize(VIEWPORTS.phone);
    // Nothing scrolls sideways on a phone (docs: shared/notes/ui.md).
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.phone.width);

    const en = await englishPage();
    await open(en, '/pages/terms');
    await expect.poll(() => en.getByText('Version of 1 March 2024').count()).toBe(1);

    await settings().set('*', 'company_added', '2021-06-01T00:00:00Z');
    try {
      await open(page, '/pages/terms');
      await expect.poll(() => page.getByText('Versie van 1 december 2023').count()).toBe(1);
    } finally {
      await settings().set('*', 'company_added', '2024-03-01T00:00:00Z');
    }
  });

  it('open at a path the operator configured in static_page_paths, and only there', async () => {
    await settings().set('*', 'static_page_paths', { 'algemene-voorwaarden': 'terms' });
    try {
      const page = await session.newPage();
      const configured = await page.goto('/algemene-voorwaarden');
      expect(configured?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe('/pages/terms');
      await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Algemene voorwaarden' }).count()).toBe(1);
      const other = await page.goto('/privacybeleid');
      expect(other?.status()).toBe(404);
    } finally {
      await settings().set('*', 'static_page_paths', {});
    }
    // The browser logs the unconfigured path's 404 itself; nothing else went wrong.
    const unexpected = consoleErrors.errors.splice(0).filter((error) => !error.includes('/privacybeleid: Failed to load resource'));
    expect(unexpected).toEqual([]);
  });

  it('answer an unknown /pages/<name> with the error page and status 404', async () => {
    const page = await session.newPage();
    const unknown = await open(page, '/pages/geheim');
    expect(unknown.status).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Deze pagina kon niet worden gevonden' }).count()).toBe(1);
    // The browser logs the document's 404 itself; nothing else went wrong.
    expect(consoleErrors.errors.splice(0)).toEqual([expect.stringContaining('/pages/geheim: Failed to load resource')]);
  });

  it('are linked from the footer, and open there without a full reload, table of contents and all', async () => {
    const page = await session.newPage();
    await page.goto('/');
    const footer = page.locator('footer');
    const hrefs = await footer.locator('a').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(hrefs.filter((href) => href.startsWith('/pages/'))).toEqual(STATIC_PAGES.map((name) => `/pages/${name}`));
    // The price list (issue 12) and the complaints page (issue 9) sit among them, where SPEC §2 lists them.
    expect(hrefs.indexOf('/pricing')).toBe(hrefs.indexOf('/pages/ban') + 1);
    expect(hrefs.indexOf('/complaints')).toBe(hrefs.indexOf('/pages/ban') + 2);
    await page.evaluate(() => Object.assign(window, { stayedInPage: true }));
    await footer.getByRole('link', { name: 'Veelgestelde vragen' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Veelgestelde vragen' }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { stayedInPage?: boolean }).stayedInPage)).toBe(true);
    await expect.poll(() => page.title()).toBe('Veelgestelde vragen · Hartslag');

    await screenshotBoth(page, 'static-faq');
    await page.setViewportSize(VIEWPORTS.phone);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS.phone.width);
    // On a phone the table of contents is folded under the title.
    await page.locator('summary', { hasText: 'Inhoud' }).click();
    await page.getByRole('navigation', { name: 'Inhoud' }).getByRole('link', { name: 'Profielen en contact' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#profielen');

    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByRole('navigation', { name: 'Inhoud' }).getByRole('link', { name: 'Credits en betalen' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#credits');
    expect(consoleErrors.errors).toEqual([]);
  });
});
