import { describe, expect, it } from 'vitest';
import { givenOperator, OPERATOR_TEST_PASSWORD, totpCodeOf } from '../support/operators';
import { screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';

/** Issue 25 phase 1, decision 0070: an operator's first login at /admin/login, with TOTP enrolment, and /admin. */
describe('the back office login', () => {
  const session = useE2eSession();

  it('enrols an admin’s authenticator app at her first login, shows her recovery codes once and her audit trail', async () => {
    const admin = await givenOperator(session.app.server.composition.container, 'admin', 'ada@back.office');
    const page = await session.newPage(VIEWPORTS.phone);
    const answer = (await page.goto('/admin/login'))!;
    // Never framed (clickjacking an operator's buttons), never indexed.
    expect(answer.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect.poll(() => page.locator('meta[name="robots"][content="noindex"]').count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: 'Inloggen voor beheer', exact: true }).count()).toBe(1);
    await screenshotBoth(page, 'admin-login');

    await page.getByLabel('E-mailadres', { exact: true }).fill(admin.email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill('niet haar wachtwoord');
    await page.getByRole('button', { name: 'Verder', exact: true }).click();
    await expect.poll(() => page.getByText('E-mailadres of wachtwoord klopt niet.').count()).toBe(1);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(OPERATOR_TEST_PASSWORD);
    await page.getByRole('button', { name: 'Verder', exact: true }).click();

    await expect.poll(() => page.getByRole('heading', { name: 'Tweestapsverificatie instellen', exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByRole('img', { name: 'QR-code om de sleutel in je authenticator-app te zetten' }).count()).toBe(1);
    // Shown in groups of four, as authenticator apps take it typed.
    const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await screenshotBoth(page, 'admin-enrol');

    await page.getByLabel('Code van 6 cijfers', { exact: true }).fill(totpCodeOf(secret, -3));
    await page.getByRole('button', { name: 'Bevestigen', exact: true }).click();
    await expect.poll(() => page.getByText('Deze code klopt niet of is al gebruikt.').count()).toBe(1);
    await page.getByLabel('Code van 6 cijfers', { exact: true }).fill(totpCodeOf(secret));
    await page.getByRole('button', { name: 'Bevestigen', exact: true }).click();

    const codes = page.getByRole('list', { name: 'Herstelcodes' });
    await expect.poll(() => codes.getByRole('listitem').count()).toBe(10);
    await screenshotBoth(page, 'admin-recovery-codes');
    await page.getByRole('button', { name: 'Ik heb ze bewaard', exact: true }).click();

    await page.waitForURL('**/admin');
    await expect.poll(() => page.getByRole('heading', { name: 'Ingelogd als Admin', exact: false }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('admin-role').textContent()).toBe('Beheerder');
    // Her own rows, newest first (at phone width each row is a card: the header row is hidden).
    // The audit trail's table (the dashboard above it has a table of its own).
    const rows = page.locator('[aria-labelledby="admin-audit"] table tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    const actions = await rows.evaluateAll((found) => found.map((row) => row.children[2]?.textContent));
    expect(actions).toEqual(['Ingelogd', 'Tweestapsverificatie ingesteld', 'Medewerker aangemaakt']);
    await screenshotBoth(page, 'admin-home');
    await page.setViewportSize(VIEWPORTS.desktop);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    expect(sideways).toBe(false);

    // Logged out, /admin sends her to the login.
    await page.getByRole('button', { name: 'Uitloggen', exact: true }).click();
    await page.waitForURL('**/admin/login');
    // The session is over on the server, not only out of sight.
    expect((await page.request.get('/api/admin/me')).status()).toBe(401);
    await page.goto('/admin');
    await page.waitForURL('**/admin/login');
    await page.context().close();
  });

  it('gives a member’s session no way in', async () => {
    const page = await session.loggedIn('demo@hartslag.example', VIEWPORTS.desktop);
    expect((await page.request.get('/api/admin/me')).status()).toBe(403);
    expect((await page.request.get('/api/admin/audit')).status()).toBe(403);
    await page.goto('/admin');
    await page.waitForURL('**/admin/login');
    await expect.poll(() => page.getByRole('heading', { name: 'Inloggen voor beheer', exact: true }).count()).toBe(1);
    await page.context().close();
  });
});
