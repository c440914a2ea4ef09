import { describe, expect, it } from 'vitest';
import { hydrated, screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';

const MOBILE = '+31612345678';

/** The direct-debit page (issue 12, SPEC §2): Lisa, a free member, orders a bundle by direct debit with an SMS code. */
describe('the direct-debit page', () => {
  const session = useE2eSession();

  it('lets a member fill the form, read her SMS code, order, and see her credits', async () => {
    const page = await session.loggedIn('lisa@hartslag.example', VIEWPORTS.phone);

    // Without a bundle she picks one here.
    await page.goto('/directdebit');
    await hydrated(page);
    await page.getByRole('link', { name: /^120 credits voor/ }).click();
    await page.waitForURL((url) => url.pathname === '/directdebit' && url.searchParams.get('bundle') === '2');
    await hydrated(page);
    await expect.poll(() => page.getByRole('heading', { name: 'Je bestelling' }).count()).toBe(1);
    expect(await page.getByText('€ 19,95').count()).toBeGreaterThan(0);
    await screenshotBoth(page, 'directdebit-empty');

    // A wrong IBAN is said as she leaves the field, and goes as she corrects it.
    await page.getByLabel('Naam rekeninghouder').fill('Lisa de Vries');
    await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 01');
    await page.getByLabel('Straat').click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Dit IBAN klopt niet' }).count()).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotBoth(page, 'directdebit-invalid');
    await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Dit IBAN klopt niet' }).count()).toBe(0);

    await page.getByLabel('Straat').fill('Kerkstraat');
    await page.getByLabel('Huisnummer').fill('12a');
    await page.getByLabel('Postcode').fill('1017gc');
    await page.getByLabel('Plaats').fill('Amsterdam');
    await page.getByLabel('Mobiel nummer').fill('06 12345678');

    // Ordering without a code asks for one first.
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expect.poll(() => page.getByText('Vraag eerst een sms-code aan.').count()).toBe(1);

    await page.getByRole('button', { name: 'Stuur sms-code' }).click();
    await expect.poll(() => page.getByText(`We hebben een code gestuurd naar ${MOBILE}`).count()).toBe(1);
    // Her phone: the SMS outbox, read through the development mailbox.
    const sms = await page.request.get(`/dev/mailbox/sms/latest.json?to=${encodeURIComponent(MOBILE)}`);
    expect(sms.status()).toBe(200);
    const code = /(\d{6})/.exec(((await sms.json()) as { text: string }).text)![1]!;
    await page.getByLabel('Sms-code').fill(code);
    await page.getByRole('checkbox').check();
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotBoth(page, 'directdebit-filled');

    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();

    const user = async () => ((await (await page.request.get('/api/user.php')).json()) as { user: { credits: number; paid_user: boolean } }).user;
    await expect.poll(async () => (await user()).credits).toBe(120);
    expect((await user()).paid_user).toBe(true);
    const [payment] = ((await (await page.request.get('/api/transactions.php')).json()) as { payments: { payment_id: string; method: string; status: string }[] }).payments;
    expect(payment).toMatchObject({ method: 'sdd', status: 'completed' });
    // The order's own page, with its receipt.
    await page.waitForURL(`**/transactions/${payment!.payment_id}`);
    await expect.poll(() => page.getByText(payment!.payment_id).count()).toBeGreaterThan(0);
    // Credited now, collected later: the page says so and never 'Betaling geslaagd' or 'Betaald'.
    await expect.poll(() => page.getByRole('heading', { name: 'Credits bijgeschreven' }).count()).toBe(1);
    await expect.poll(() => page.getByText('Bedrag per incasso').count()).toBe(1);
    expect(await page.getByText('Betaling geslaagd').count()).toBe(0);
    expect(await page.getByText('Betaald', { exact: true }).count()).toBe(0);
    await screenshotBoth(page, 'directdebit-done');
    expect(session.consoleErrors.errors).toEqual([]);
  });
});
