import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { givenMember } from '../support/members';
import { givenOperator } from '../support/operators';
import { hydrated, screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';
import { logInFirstTime } from './operator-login';

/**
 * The report's page opened directly in a new tab of the moderator (a fresh load of the server's HTML, not the queue's
 * link): it hydrates without one console error — no React error #419, no hydration mismatch (decision 0084).
 */
async function opensCleanly(page: Page, reference: string, status: string): Promise<void> {
  const direct = await page.context().newPage();
  const errors: string[] = [];
  direct.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  direct.on('pageerror', (error) => errors.push(error.message));
  await direct.goto(page.url());
  await hydrated(direct);
  await expect.poll(() => direct.getByRole('heading', { name: reference, exact: true }).count()).toBe(1);
  await expect.poll(() => direct.getByTestId('report-status').textContent()).toBe(status);
  await expect.poll(() => direct.getByText('bram.oplichter@example.nl').count()).toBeGreaterThan(0);
  await direct.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  await direct.close();
}

/** Issue 25 phase 2, decision 0072: a member reports another; a moderator works the report to a 7-day suspension. */
describe('the moderators’ report queue', () => {
  const session = useE2eSession();
  const seesText = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).count(), { timeout: 10_000 }).toBeGreaterThan(0);

  it('takes a report from the member to a suspension she learns of by mail, and refuses her login in Dutch', async () => {
    const knex = session.app.server.database.knex;
    const anna = await givenMember(knex, { name: 'Anna', email: 'anna.meldt@example.nl', password: 'het juiste wachtwoord' });
    const bram = await givenMember(knex, { name: 'Bram', email: 'bram.oplichter@example.nl', password: 'het juiste wachtwoord' });

    // Anna reports Bram's profile.
    const member = await session.newPage(VIEWPORTS.desktop);
    expect((await member.request.post('/api/user.php', { data: { email: anna.email, password: anna.password } })).status()).toBe(200);
    const reported = await member.request.post('/api/report.php', {
      headers: { 'X-Requested-With': 'hartslag-web' },
      data: { profile_id: bram.id, reason: 'scam', text: 'Vraagt om geld voor een vliegticket' },
    });
    expect(reported.status()).toBe(201);
    const { reference } = (await reported.json()) as { reference: string };
    await member.context().close();

    // A moderator logs in with TOTP (her first login enrols her app).
    const moderator = await givenOperator(session.app.server.composition.container, 'moderator', 'mo@back.office');
    const page = await session.newPage(VIEWPORTS.phone);
    await logInFirstTime(page, moderator.email);

    // The queue, from the bar; the oldest open report on top.
    await page.getByRole('link', { name: 'Meldingen', exact: true }).click();
    await page.waitForURL('**/admin/reports');
    await expect.poll(() => page.getByRole('link', { name: reference, exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByRole('tab', { name: 'Open', exact: true }).getAttribute('aria-selected')).toBe('true');
    await screenshotBoth(page, 'admin-reports');

    await page.getByRole('link', { name: reference, exact: true }).click();
    await page.waitForURL(`**/admin/reports/*`);
    await expect.poll(() => page.getByRole('heading', { name: reference, exact: true }).count()).toBe(1);
    await seesText(page, 'bram.oplichter@example.nl');
    await opensCleanly(page, reference, 'Open');
    await page.getByRole('button', { name: 'Op mijn naam zetten', exact: true }).click();
    await expect.poll(() => page.getByTestId('report-status').textContent()).toBe('Toegewezen');

    // Suspend without a reason: refused, the field says so; then for 7 days with a reason.
    await page.getByLabel('Schorsen', { exact: true }).check();
    await page.getByLabel('Aantal dagen', { exact: true }).fill('7');
    await page.getByRole('button', { name: 'Besluit opslaan', exact: true }).click();
    await seesText(page, 'Vul een reden in.');
    await page.getByLabel('Reden (het lid leest deze in de e-mail)', { exact: true }).fill('Vraagt leden om geld');
    await screenshotBoth(page, 'admin-report-decide');
    await page.getByRole('button', { name: 'Besluit opslaan', exact: true }).click();
    await seesText(page, 'Het besluit is opgeslagen.');
    await expect.poll(() => page.getByTestId('report-status').textContent()).toBe('Afgehandeld');
    await expect.poll(() => page.getByTestId('member-status').textContent()).toMatch(/^Geschorst tot /);
    await screenshotBoth(page, 'admin-report-resolved');

    // The report's page opened directly once more, now that it is resolved.
    await opensCleanly(page, reference, 'Afgehandeld');
    await page.context().close();

    // Bram learns of it by mail, and his login says so in Dutch.
    const login = await session.newPage(VIEWPORTS.phone);
    const latestMail = async () => {
      const answer = await login.request.get(`/dev/mailbox/latest.json?to=${encodeURIComponent(bram.email)}`);
      return answer.ok() ? ((await answer.json()) as { subject: string; text: string }) : undefined;
    };
    await expect.poll(async () => (await latestMail())?.subject, { timeout: 15_000 }).toMatch(/is geschorst$/);
    const mail = (await latestMail())!;
    expect(mail.text).toContain('voor 7 dagen geschorst');
    expect(mail.text).toContain('Vraagt leden om geld');
    await login.goto('/login');
    await login.getByLabel('E-mailadres').fill(bram.email);
    await login.getByLabel('Wachtwoord').fill(bram.password);
    await login.getByRole('button', { name: 'Inloggen', exact: true }).click();
    // Until when (decision 0084): the end of her 7 days, date and time.
    await seesText(login, /^Je account is geschorst tot \d{1,2} \p{L}+ \d{4}, \d{2}:\d{2}\.$/u);
    await screenshotBoth(login, 'login-suspended');
    await login.context().close();
  });
});
