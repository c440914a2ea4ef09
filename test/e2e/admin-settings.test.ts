import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { givenOperator } from '../support/operators';
import { screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';
import { logInFirstTime } from './operator-login';

/** The one setting shown after filtering the list down to it. */
async function onlySetting(page: Page, key: string) {
  await page.getByLabel('Zoek een instelling', { exact: true }).fill(key);
  const item = page.getByRole('listitem').filter({ has: page.getByLabel(key, { exact: true }) });
  await expect.poll(() => item.count()).toBe(1);
  return item;
}

/** Issue 25, decision 0077: "an admin changes a price and sees it live"; and she manages the operators. */
describe('the back office settings page', () => {
  const session = useE2eSession();

  it('lets an admin change a bundle’s price, refused first for a bad value, and a member sees the new price on /credits at once', async () => {
    const admin = await givenOperator(session.app.server.composition.container, 'admin');
    const page = await session.newPage(VIEWPORTS.phone);
    await logInFirstTime(page, admin.email);

    await page.getByRole('link', { name: 'Instellingen', exact: true }).click();
    await page.waitForURL('**/admin/settings');
    const domain = page.getByRole('combobox', { name: 'Domein', exact: true });
    await expect.poll(() => domain.count()).toBe(1);
    expect(await domain.inputValue()).toBe('*');
    // The seed has fictional profiles: the disclosure cannot be switched off.
    const icon = await onlySetting(page, 'fictional_icon');
    await icon.getByLabel('fictional_icon', { exact: true }).selectOption({ label: 'Geen' });
    await icon.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect.poll(() => icon.getByText('kan de vermelding fictief profiel niet uit', { exact: false }).count()).toBe(1);

    const bundles = await onlySetting(page, 'credit_bundles');
    const field = bundles.getByLabel('credit_bundles', { exact: true });
    expect(await field.inputValue()).toContain('"amount_cents": 995');
    await field.fill(JSON.stringify([{ id: 1, credits: 50, amount_cents: 0, currency: 'EUR', countries: [] }]));
    await bundles.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect.poll(() => bundles.getByText('credit_bundles klopt niet: 0.amount_cents', { exact: false }).count()).toBe(1);
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    const prices = [
      { id: 1, credits: 50, amount_cents: 1234, currency: 'EUR', countries: [] },
      { id: 2, credits: 120, amount_cents: 2345, currency: 'EUR', countries: [], popular: true },
    ];
    await field.fill(JSON.stringify(prices, null, 2));
    await page.getByLabel('Reden van de wijziging (niet verplicht)', { exact: true }).fill('Nieuwe prijzen');
    await bundles.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect.poll(() => page.getByText('credit_bundles is opgeslagen.', { exact: true }).count()).toBe(1);
    expect(await bundles.getByText('Van alle domeinen (*)', { exact: true }).count()).toBe(1);
    await screenshotBoth(page, 'admin-settings');

    const [row] = await session.app.server.database.knex('audit_log').where({ target: 'setting:*/credit_bundles' });
    expect(row).toMatchObject({ action: 'setting.changed', reason: 'Nieuwe prijzen' });

    // The member's page, on the same server, the same minute.
    const member = await session.loggedIn('demo@hartslag.example', VIEWPORTS.phone);
    await member.goto('/credits');
    await expect.poll(() => member.getByText('12,34', { exact: false }).count()).toBeGreaterThan(0);
    expect(await member.getByText('23,45', { exact: false }).count()).toBeGreaterThan(0);
    expect(await member.getByText('9,95', { exact: false }).count()).toBe(0);
    await screenshotBoth(member, 'admin-settings-credits-live');
    await member.context().close();

    await page.setViewportSize(VIEWPORTS.desktop);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
    await page.context().close();
  });

  it('lets an admin disable a moderator, who is signed out at once, and enable her again, both audited', async () => {
    const { container } = session.app.server.composition;
    const admin = await givenOperator(container, 'admin');
    const moderator = await givenOperator(container, 'moderator');
    const mo = await session.newPage(VIEWPORTS.desktop);
    await logInFirstTime(mo, moderator.email);

    const page = await session.newPage(VIEWPORTS.phone);
    await logInFirstTime(page, admin.email);
    await page.getByRole('link', { name: 'Medewerkers', exact: true }).click();
    await page.waitForURL('**/admin/operators');
    const mine = page.getByRole('listitem').filter({ hasText: admin.email });
    const theirs = page.getByRole('listitem').filter({ hasText: moderator.email });
    await expect.poll(() => theirs.count()).toBe(1);
    expect(await theirs.textContent()).toContain('Moderator');
    expect(await theirs.textContent()).toContain('Ingesteld');

    await theirs.getByRole('button', { name: 'Uitschakelen', exact: true }).click();
    await expect.poll(() => theirs.getByText('Uitgeschakeld', { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByText(/opgeslagen\.$/).count()).toBe(1);
    const me = await mo.evaluate(async () => (await fetch('/api/admin/me')).status);
    expect(me).toBe(401);
    await screenshotBoth(page, 'admin-operators');
    expect(await mine.getByText('(jij)', { exact: false }).count()).toBe(1);

    await theirs.getByRole('button', { name: 'Inschakelen', exact: true }).click();
    await expect.poll(() => theirs.getByText('Actief', { exact: true }).count()).toBe(1);
    const rows = await session.app.server.database.knex('audit_log').where('action', 'like', 'operator.%abled').select('action');
    expect(rows.map((row: { action: string }) => row.action)).toEqual(['operator.disabled', 'operator.enabled']);
    await page.setViewportSize(VIEWPORTS.desktop);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
    await mo.context().close();
    await page.context().close();
  });
});
