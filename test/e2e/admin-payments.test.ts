import { describe, expect, it } from 'vitest';
import { givenMember, sessionCookieFor } from '../support/members';
import { givenOperator } from '../support/operators';
import { screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';
import { logInFirstTime } from './operator-login';

/** Issue 25 "Done when", decision 0076: finance refunds a sandbox payment and the ledger and balance agree. */
describe('the back office payments pages', () => {
  const session = useE2eSession();

  it('lets finance find a sandbox payment, refund part of it with a reason and the rest, and her balance equals her ledger', async () => {
    const { server } = session.app;
    const knex = server.database.knex;
    // A member buys the first bundle with iDEAL at the sandbox and pays.
    const member = await givenMember(knex, { credits: 0, email: `betaler-${Date.now()}@example.nl` });
    const cookie = await sessionCookieFor(server.api, member);
    const offer = await server.api.get('/api/credits.php').set('Cookie', cookie);
    const bundle = offer.body.offer.bundles[0] as { id: number; credits: number };
    const started = await server.api.post('/api/checkout.php').set('Cookie', cookie).send({ bundle_id: bundle.id, method: 'ideal', consent: true });
    const ref = (started.body.checkout_url as string).split('/sandbox-checkout/')[1]!;
    await server.api.post('/api/sandbox-checkout.php').set('Cookie', cookie).send({ ref, outcome: 'paid' });
    const paymentId: string = started.body.payment.payment_id;
    const amount = Number((await knex('payments').where({ payment_id: paymentId }).first('amount_cents')).amount_cents);

    const finance = await givenOperator(server.composition.container, 'finance');
    const page = await session.newPage(VIEWPORTS.phone);
    await logInFirstTime(page, finance.email);
    await page.getByRole('link', { name: 'Betalingen', exact: true }).click();
    await page.waitForURL('**/admin/payments');
    await page.getByLabel('E-mailadres begint met', { exact: true }).fill(member.email);
    await page.getByRole('combobox', { name: /^Status/ }).selectOption('completed');
    await page.getByRole('button', { name: 'Filteren', exact: true }).click();
    const row = page.getByRole('link', { name: paymentId, exact: true });
    await expect.poll(() => row.count()).toBe(1);
    expect(await page.getByRole('link', { name: member.email, exact: true }).getAttribute('href')).toBe(`/admin/members/${member.id}`);
    await screenshotBoth(page, 'admin-payments-list');

    await row.click();
    await page.waitForURL(`**/admin/payments/${paymentId}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Terugbetalen', exact: true }).count()).toBe(1);
    // A reason is required: refused in words, nothing refunded.
    await page.getByLabel('Bedrag in euro', { exact: true }).fill('1,00');
    await page.getByRole('button', { name: 'Terugbetalen', exact: true }).click();
    expect(await page.getByLabel('Reden', { exact: true }).first().evaluate((input) => (input as HTMLInputElement).validity.valueMissing)).toBe(true);
    expect(await page.getByText('De betaling is terugbetaald.', { exact: true }).count()).toBe(0);
    expect(await knex('payment_refunds').where({ payment_id: paymentId })).toEqual([]);
    await page.getByLabel('Reden', { exact: true }).first().fill('Deels niet geleverd');
    await page.getByRole('button', { name: 'Terugbetalen', exact: true }).click();
    await expect.poll(() => page.getByText('De betaling is terugbetaald.', { exact: true }).count()).toBe(1);
    // The rest: the amount left empty.
    await page.getByLabel('Reden', { exact: true }).first().fill('Klant wil stoppen');
    await page.getByRole('button', { name: 'Terugbetalen', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Terugbetalen', exact: true }).count()).toBe(0);
    await expect.poll(() => page.getByText('Terugbetaald', { exact: true }).count()).toBeGreaterThan(0);
    await screenshotBoth(page, 'admin-payment-refunded');
    await page.setViewportSize(VIEWPORTS.desktop);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);

    // The ledger and the balance agree: every credit of the payment went back out.
    const balance = Number((await knex('members').where({ id: member.id }).first('credits')).credits);
    const [ledger] = await knex('credit_ledger').where({ member_id: member.id }).sum({ total: 'amount' });
    expect(balance).toBe(0);
    expect(Number(ledger.total)).toBe(balance);
    const refunds = await knex('payment_refunds').where({ payment_id: paymentId, status: 'refunded' }).orderBy('id');
    expect(refunds.map((r: { amount_cents: number }) => r.amount_cents)).toEqual([100, amount - 100]);
    // Her account page shows the same balance.
    await page.getByRole('link', { name: member.email, exact: true }).click();
    await page.waitForURL(`**/admin/members/${member.id}`);
    await expect.poll(async () => (await page.getByTestId('member-balance').textContent())?.trim()).toBe('0');
    await page.context().close();
  });
});
