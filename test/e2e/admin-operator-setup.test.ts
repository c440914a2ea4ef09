import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { givenOperator, OPERATOR_TEST_PASSWORD } from '../support/operators';
import { screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';
import { logInFirstTime } from './operator-login';

/**
 * Issue 25, decision 0083: an admin creates an operator on /admin/operators; the new operator opens her set-up link,
 * chooses her password, and at her first login enrols her authenticator app.
 */
describe('an operator made from the back office', () => {
  const session = useE2eSession();
  const seesText = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).count(), { timeout: 10_000 }).toBeGreaterThan(0);

  it('is created by an admin, opens her link, sets her password and logs in with her authenticator app', async () => {
    const admin = await givenOperator(session.app.server.composition.container, 'admin', 'ada.instellen@back.office');
    const page = await session.newPage(VIEWPORTS.desktop);
    await logInFirstTime(page, admin.email);
    await page.goto('/admin/operators');
    await expect.poll(() => page.getByRole('heading', { name: 'Nieuwe medewerker', exact: true }).count(), { timeout: 10_000 }).toBe(1);

    const form = page.getByRole('region', { name: 'Nieuwe medewerker' });
    await form.getByLabel('E-mailadres', { exact: true }).fill('noor.nieuw@back.office');
    await form.getByLabel('Naam', { exact: true }).fill('Noor Nieuw');
    await form.getByRole('combobox', { name: 'Rol', exact: true }).selectOption('support');
    await form.getByRole('button', { name: 'Medewerker aanmaken', exact: true }).click();
    await seesText(page, /Noor Nieuw is aangemaakt en krijgt een e-mail met de link/);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Noor Nieuw/ }) });
    await expect.poll(() => card.getByText('Wacht op instellen', { exact: true }).count()).toBe(1);
    await expect.poll(() => card.getByRole('button', { name: 'Nieuwe instellink sturen', exact: true }).count()).toBe(1);
    const link = await page.getByTestId('setup-link').inputValue();
    expect(link).toMatch(/\/admin\/setup\?token=/);
    await screenshotBoth(page, 'admin-operator-created');

    // The mail went out through the outbox with the same link; the audit trail says who made her.
    const knex = session.app.server.database.knex;
    const mails = ((await knex('outbox').select('payload')) as { payload: { mail?: { to: string; template: string; link: string } } }[]).map((row) => row.payload.mail);
    expect(mails.filter((mail) => mail?.to === 'noor.nieuw@back.office')).toMatchObject([{ template: 'operator_setup', link }]);
    const [noor] = await knex('operators').where({ email: 'noor.nieuw@back.office' });
    expect(await knex('audit_log').where({ target: `operator:${noor.id}` }).select('action')).toEqual([{ action: 'operator.created' }]);
    await page.context().close();

    // She opens the link in her own browser (on a phone).
    const noorPage = await session.newPage(VIEWPORTS.phone);
    const url = new URL(link);
    await noorPage.goto(`${url.pathname}${url.search}`);
    await expect.poll(() => noorPage.getByRole('heading', { name: 'Kies je wachtwoord', exact: true }).count(), { timeout: 10_000 }).toBe(1);
    await screenshotBoth(noorPage, 'admin-operator-setup');
    await noorPage.getByLabel('Nieuw wachtwoord', { exact: true }).fill('kort');
    await noorPage.getByRole('button', { name: 'Wachtwoord opslaan', exact: true }).click();
    await seesText(noorPage, 'Kies een wachtwoord van minstens 8 tekens.');
    await noorPage.getByLabel('Nieuw wachtwoord', { exact: true }).fill(OPERATOR_TEST_PASSWORD);
    await noorPage.getByRole('button', { name: 'Wachtwoord opslaan', exact: true }).click();
    await expect.poll(() => noorPage.getByRole('heading', { name: 'Je wachtwoord is opgeslagen', exact: true }).count(), { timeout: 10_000 }).toBe(1);
    await screenshotBoth(noorPage, 'admin-operator-setup-done');

    // The link is spent: opened again, it says so and offers no form.
    await noorPage.goto(`${url.pathname}${url.search}`);
    await noorPage.getByLabel('Nieuw wachtwoord', { exact: true }).fill('nog een lang wachtwoord');
    await noorPage.getByRole('button', { name: 'Wachtwoord opslaan', exact: true }).click();
    await seesText(noorPage, /Deze link werkt niet meer: hij is verlopen, al gebruikt of onbekend/);
    expect(await noorPage.getByRole('heading', { name: 'Deze link werkt niet meer', exact: true }).count()).toBe(1);
    await expect.poll(() => noorPage.getByLabel('Nieuw wachtwoord', { exact: true }).count()).toBe(0);
    await screenshotBoth(noorPage, 'admin-operator-setup-spent');

    // Her first login enrols her authenticator app (the shared step), and she is in.
    await logInFirstTime(noorPage, 'noor.nieuw@back.office');
    const actions = (await knex('audit_log').where({ target: `operator:${noor.id}` }).orderBy('id').select('action')).map((row: { action: string }) => row.action);
    expect(actions.slice(0, 2)).toEqual(['operator.created', 'operator.password_set']);
    expect(actions).toEqual(expect.arrayContaining(['operator.totp_enrolled']));
    await noorPage.context().close();
  });
});
