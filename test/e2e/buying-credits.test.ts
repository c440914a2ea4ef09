import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { givenMember } from '../support/members';
import { hydrated, screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession, type Viewport } from './e2e-session';

type Outcome = 'Betalen' | 'In behandeling' | 'Mislukt' | 'Annuleren';

/** Buying credits in the sandbox (issue 12, "Done when"): completed, pending, failed, cancelled, the list, the repeat. */
describe('buying credits', () => {
  const session = useE2eSession();

  async function freeMember(viewport: Viewport): Promise<Page> {
    const member = await givenMember(session.app.server.database.knex, { password: 'een lang genoeg wachtwoord', credits: 0, paidUser: false, country: 'NL' });
    const page = await session.newPage(viewport);
    const login = await page.request.post('/api/user.php', { data: { email: member.email, password: member.password } });
    expect(login.status()).toBe(200);
    return page;
  }

  /** Full-page shots from the top, where a person starts reading. */
  async function shoot(page: Page, name: string) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotBoth(page, name);
  }

  /** On the order overview: consents, pays, and decides the outcome at the sandbox's checkout. */
  async function payOnOrderPage(page: Page, outcome: Outcome, shots?: string) {
    await hydrated(page);
    await page.getByRole('checkbox', { name: /Ik wil dat de levering van de credits direct begint/ }).check();
    await page.getByRole('button', { name: 'Betalen' }).click();
    await page.waitForURL(/\/sandbox-checkout\/sbx_/);
    await hydrated(page);
    expect(await page.getByText('Testbetaling — er wordt geen geld afgeschreven').count()).toBe(1);
    expect(await page.title()).toMatch(/^Testbetaling · /);
    if (shots) await shoot(page, shots);
    await page.getByRole('group', { name: 'Uitkomst van de betaling' }).getByRole('button', { name: outcome }).click();
    await page.waitForURL(/\/transactions\/[A-Z0-9-]+$/);
    await hydrated(page);
  }

  const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true }).count();

  it('a free member buys a bundle with iDEAL in the sandbox and is premium, at 375 px', async () => {
    const page = await freeMember(VIEWPORTS.phone);
    await page.goto('/credits');
    await hydrated(page);
    expect(await page.title()).toMatch(/^Credits kopen · /);
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(await nav.getByRole('link', { name: 'Premium worden' }).count()).toBe(1);
    // Four bundles, each with the price in euros beside its credits; the popular one marked.
    const bundles = page.getByRole('link', { name: /^\d+ credits voor € \d+,\d\d$/ });
    expect(await bundles.count()).toBe(4);
    expect(await page.getByText('Populair', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('list', { name: 'Betaalmethoden' }).getByText('iDEAL', { exact: true }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await shoot(page, 'credits-bundles');

    await page.getByRole('link', { name: /^120 credits voor / }).click();
    await page.waitForURL('**/credits/2');
    await hydrated(page);
    expect(await page.title()).toMatch(/^Je bestelling · /);
    await page.getByRole('radio', { name: /^iDEAL/ }).check();
    // Paying without the consent is refused, with the reason beside the box.
    await page.getByRole('button', { name: 'Betalen' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Vink dit aan om te kunnen betalen' }).count()).toBe(1);
    expect(page.url()).toMatch(/\/credits\/2$/);
    await shoot(page, 'credits-order');

    await payOnOrderPage(page, 'Betalen', 'credits-sandbox-checkout');
    await expect.poll(() => heading(page, 'Betaling geslaagd')).toBe(1);
    expect(await page.title()).toMatch(/^Betaling · /);
    expect(await page.getByText('120 credits zijn toegevoegd aan je account.').count()).toBe(1);
    expect(await page.getByText('Je nieuwe saldo: 120 credits').count()).toBe(1);
    // The receipt: reference, method, status, and the seller with KvK and VAT numbers.
    const receipt = page.getByRole('region', { name: 'Betalingsbewijs' });
    expect(await receipt.getByText(/^KvK \d+/).count()).toBe(1);
    expect(await receipt.getByText(/^Btw-nummer /).count()).toBeGreaterThan(0);
    expect(await receipt.getByText('iDEAL', { exact: true }).count()).toBe(1);
    expect(await receipt.getByText('Geslaagd', { exact: true }).count()).toBe(1);
    // Premium now: the nav's "Premium worden" is gone and her credits link leads to the repeat order.
    expect(await nav.getByRole('link', { name: 'Premium worden' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: /^Credits/ }).getAttribute('href')).toBe('/credits/repeat-order');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await shoot(page, 'credits-payment-completed');

    await page.goto('/premium');
    await hydrated(page);
    expect(await page.title()).toMatch(/^Premium · /);
    expect(await page.getByText('Je bent premium. Bedankt!').count()).toBe(1);
    expect(await page.getByRole('link', { name: '120 credits met iDEAL opnieuw bestellen' }).getAttribute('href')).toBe('/credits/2/ideal');
    await shoot(page, 'credits-premium');
    expect(session.consoleErrors.errors).toEqual([]);
    await page.context().close();
  });

  it('pending, failed (retry or PayPal) and cancelled payments, the transactions, and repeating the order, at 1280 px', async () => {
    const page = await freeMember(VIEWPORTS.desktop);

    // Pending: explained, and its page keeps asking. First a code that does not exist, in the SPEC's words.
    await page.goto('/credits/1/ideal');
    await hydrated(page);
    expect(await page.getByRole('radio', { name: /^iDEAL/ }).isChecked()).toBe(true);
    const code = page.getByLabel('Kortingscode');
    const withBonus = await code.inputValue();
    await code.fill('BESTAATNIET');
    await page.getByRole('button', { name: 'Toepassen' }).click();
    await expect.poll(() => page.getByText('Code niet gevonden', { exact: true }).count()).toBe(1);
    // The unknown code's 404 is the one console error the browser logs here: taken out, so any other still fails.
    const notFound = session.consoleErrors.errors.findIndex((error) => /status of 404/.test(error));
    expect(notFound).toBeGreaterThanOrEqual(0);
    session.consoleErrors.errors.splice(notFound, 1);
    await code.fill(withBonus);
    await page.getByRole('button', { name: 'Toepassen' }).click();
    await payOnOrderPage(page, 'In behandeling');
    await expect.poll(() => heading(page, 'Betaling in behandeling')).toBe(1);
    await shoot(page, 'credits-payment-pending');

    // Failed with a credit card: 'Betaling mislukt', try again or pay with PayPal (SPEC §8).
    await page.goto('/credits/2/creditcard');
    await payOnOrderPage(page, 'Mislukt');
    await expect.poll(() => heading(page, 'Betaling mislukt')).toBe(1);
    expect(await page.getByRole('link', { name: 'Opnieuw proberen' }).getAttribute('href')).toBe('/credits/2/creditcard');
    await shoot(page, 'credits-payment-failed');
    await page.getByRole('link', { name: 'Betaal met PayPal' }).click();
    await page.waitForURL('**/credits/2/paypal');
    await hydrated(page);
    expect(await page.getByRole('radio', { name: /^PayPal/ }).isChecked()).toBe(true);

    // Cancelled at the checkout: back to the credits.
    await payOnOrderPage(page, 'Annuleren');
    await expect.poll(() => heading(page, 'Betaling geannuleerd')).toBe(1);
    expect(await page.getByRole('link', { name: 'Terug naar credits' }).getAttribute('href')).toBe('/credits');
    await shoot(page, 'credits-payment-cancelled');

    // A completed one, then the list of all four, newest first.
    await page.goto('/credits/2/ideal');
    await payOnOrderPage(page, 'Betalen');
    await expect.poll(() => heading(page, 'Betaling geslaagd')).toBe(1);
    await page.goto('/transactions');
    await hydrated(page);
    expect(await page.title()).toMatch(/^Transacties · /);
    const rows = page.getByRole('listitem').filter({ has: page.locator('a[href^="/transactions/"]') });
    expect(await rows.count()).toBe(4);
    expect(await rows.allInnerTexts()).toEqual([
      expect.stringMatching(/120 credits[\s\S]*Geslaagd/),
      expect.stringMatching(/120 credits[\s\S]*Geannuleerd/),
      expect.stringMatching(/120 credits[\s\S]*Mislukt/),
      expect.stringMatching(/50 credits[\s\S]*In behandeling/),
    ]);
    await shoot(page, 'credits-transactions');

    // The repeat order: her last completed order in one step.
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: /^Credits/ }).click();
    await page.waitForURL('**/credits/repeat-order');
    await hydrated(page);
    expect(await page.title()).toMatch(/^Opnieuw bestellen · /);
    expect(await page.getByText('Je vorige bestelling').count()).toBe(1);
    await shoot(page, 'credits-repeat-order');
    await page.getByRole('checkbox', { name: /Ik wil dat de levering/ }).check();
    await page.getByRole('button', { name: 'Opnieuw bestellen' }).click();
    await page.waitForURL(/\/sandbox-checkout\/sbx_/);
    await hydrated(page);
    await page.getByRole('button', { name: 'Betalen' }).click();
    await page.waitForURL(/\/transactions\/[A-Z0-9-]+$/);
    await expect.poll(() => heading(page, 'Betaling geslaagd')).toBe(1);
    expect(await page.getByText('Je nieuwe saldo: 240 credits').count()).toBe(1);
    expect(session.consoleErrors.errors).toEqual([]);
    await page.context().close();
  });

  it('a member with no order yet is led from the repeat order and the empty transactions to the bundles', async () => {
    const page = await freeMember(VIEWPORTS.phone);
    await page.goto('/credits/repeat-order');
    expect(await heading(page, 'Nog geen eerdere bestelling')).toBe(1);
    expect(await page.getByRole('link', { name: 'Kies een bundel' }).getAttribute('href')).toBe('/credits');
    await page.goto('/transactions');
    expect(await page.getByRole('link', { name: 'Credits kopen' }).getAttribute('href')).toBe('/credits');
    await shoot(page, 'credits-transactions-empty');
    // An unknown bundle is no page.
    expect((await page.request.get('/credits/999')).status()).toBe(404);
    await page.context().close();
  });

  it('an order the provider refuses says nothing was charged and leads on: another method, try again (issue 27), at 375 and 1280 px', async () => {
    const page = await freeMember(VIEWPORTS.phone);
    await page.route('**/api/checkout.php', (route) => route.fulfill({ status: 402, json: { error: 'payment_failed' } }));
    await page.goto('/credits/2/ideal');
    await hydrated(page);
    await page.getByRole('checkbox', { name: /Ik wil dat de levering van de credits direct begint/ }).check();
    await page.getByRole('button', { name: 'Betalen' }).click();
    const problem = page.getByRole('alert').filter({ hasText: 'Betaling mislukt' });
    await expect.poll(() => problem.count()).toBe(1);
    expect(await problem.textContent()).toContain('Er is niets afgeschreven. Probeer het opnieuw of kies een andere betaalmethode.');
    expect(page.url()).toMatch(/\/credits\/2\/ideal$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    // The price beside the bundle stays inside its card on a phone (it wraps under the credits when it must).
    const price = await page.getByTestId('order-bundle-price').boundingBox();
    expect(price!.x + price!.width).toBeLessThanOrEqual(VIEWPORTS.phone.width - 16);
    await shoot(page, 'credits-order-refused');

    // "Andere betaalmethode" takes her to the methods; "Opnieuw proberen" sends the order again, now to the checkout.
    await problem.getByRole('button', { name: 'Andere betaalmethode' }).click();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('ideal');
    await page.getByRole('radio', { name: /^PayPal/ }).check();
    await page.unroute('**/api/checkout.php');
    await problem.getByRole('button', { name: 'Opnieuw proberen' }).click();
    await page.waitForURL(/\/sandbox-checkout\/sbx_/);
    await hydrated(page);
    expect(await page.getByRole('definition').filter({ hasText: 'PayPal' }).count()).toBe(1);
    // The refused order's 402 is what this journey asked for, not a fault of the page: the later journeys check the rest.
    const errors = session.consoleErrors.errors;
    for (let i = errors.length - 1; i >= 0; i--) if (/\/credits\/2\/ideal: .*status of 402/.test(errors[i]!)) errors.splice(i, 1);
    await page.context().close();
  });

  it('transactions that cannot be read say so and are read again on "Opnieuw proberen" (issue 27), at 375 and 1280 px', async () => {
    const page = await freeMember(VIEWPORTS.phone);
    const knex = session.app.server.database.knex;
    // The server cannot read her payments while their table is away.
    await knex.raw('ALTER TABLE payments RENAME TO payments_away');
    try {
      await page.goto('/transactions');
      await hydrated(page);
      const failed = page.getByRole('alert').filter({ hasText: 'Je transacties konden niet worden geladen.' });
      expect(await failed.count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      await shoot(page, 'credits-transactions-failed');
    } finally {
      await knex.raw('ALTER TABLE payments_away RENAME TO payments');
    }
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
    // Read again in the browser: she has none yet, so the empty state leads to the bundles.
    await expect.poll(() => page.getByRole('link', { name: 'Credits kopen' }).count()).toBe(1);
    expect(await page.getByRole('alert').filter({ hasText: 'Je transacties konden niet worden geladen.' }).count()).toBe(0);
    await page.context().close();
  });

  it('a visitor sees the public price list, linked from the footer', async () => {
    const page = await session.newPage(VIEWPORTS.phone);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Prijzen' }).click();
    await page.waitForURL('**/pricing');
    await hydrated(page);
    // After hydration the link routes in the page: the address changes before the new page has rendered.
    await expect.poll(() => heading(page, 'Prijzen')).toBe(1);
    expect(await page.title()).toMatch(/^Prijzen · /);
    expect(await page.getByRole('row').filter({ hasText: /credits/ }).filter({ hasText: /€\s\d+,\d\d/ }).count()).toBe(4);
    expect(await page.getByText('Een bericht sturen').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'retourbeleid', exact: true }).getAttribute('href')).toBe('/pages/return-policy');
    // The member-only pages send a visitor to the login.
    expect(await page.goto('/credits').then(() => new URL(page.url()).pathname)).toBe('/login');
    await page.goto('/pricing');
    await shoot(page, 'credits-pricing');
    expect(session.consoleErrors.errors).toEqual([]);
  });
});
