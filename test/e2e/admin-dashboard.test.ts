import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { givenDayOfActivity } from '../support/dashboard-data';
import { givenMember } from '../support/members';
import { givenOperator } from '../support/operators';
import { hydrated, screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';
import { logInFirstTime } from './operator-login';

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** Issue 25, decision 0078: the dashboard on /admin with its CSV, and finance's discount codes applied on /credits. */
describe('the back office dashboard and discount codes', () => {
  const session = useE2eSession();

  it('shows an operator the charts with the real figures of a domain, as a table too, and downloads the same as CSV', async () => {
    const knex = session.app.server.database.knex;
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await givenDayOfActivity(knex, 'hartslag.test', yesterday);
    const moderator = await givenOperator(session.app.server.composition.container, 'moderator');
    const page = await session.newPage(VIEWPORTS.phone);
    await logInFirstTime(page, moderator.email);

    await expect.poll(() => page.getByRole('heading', { name: 'Dashboard', exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('chart-signups').count()).toBe(1);
    // All domains: the demo seed's members and this day's together.
    expect(Number(await page.getByTestId('total-signups').textContent())).toBeGreaterThanOrEqual(2);

    await page.getByLabel('Domein', { exact: true }).selectOption('hartslag.test');
    await page.getByRole('button', { name: 'Tonen', exact: true }).click();
    await expect.poll(() => page.getByTestId('total-revenue_cents').textContent()).toMatch(/19,90/);
    expect(await page.getByTestId('total-signups').textContent()).toBe('2');
    expect(await page.getByTestId('total-activations').textContent()).toBe('1');
    expect(await page.getByTestId('total-first_purchases').textContent()).toBe('1');
    expect(await page.getByTestId('total-messages').textContent()).toBe('3');
    expect(await page.getByTestId('total-reports').textContent()).toBe('1');
    // Each chart is an image with its summary in words, and 30 bars.
    const chart = page.getByRole('img', { name: /^Aanmeldingen: 2 van .* het meest op .*: 2\.$/ });
    expect(await chart.count()).toBe(1);
    expect(await page.locator('svg[data-figure="signups"] rect.bar').count()).toBe(30);
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshotBoth(page, 'admin-dashboard');

    await page.getByText('Als tabel', { exact: true }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader') }).nth(28);
    expect((await row.textContent())!.replace(/\s/g, ' ')).toMatch(/2.*1.*1.*19,90.*3.*1/);
    expect(await noSidewaysScroll(page)).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV downloaden', exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/^hartslag-hartslag\.test-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8').split('\r\n');
    expect(csv[0]).toBe('day,domain,signups,activations,first_purchases,revenue_eur,messages,reports');
    expect(csv).toContain(`${yesterday},hartslag.test,2,1,1,19.90,3,1`);
    expect(csv).toHaveLength(32);
    await page.context().close();
  });

  it('lets finance make a discount code that applies on /credits?code=X for a member, and end it', async () => {
    const knex = session.app.server.database.knex;
    const finance = await givenOperator(session.app.server.composition.container, 'finance');
    const page = await session.newPage(VIEWPORTS.desktop);
    await logInFirstTime(page, finance.email);
    await page.getByRole('link', { name: 'Kortingscodes', exact: true }).click();
    await page.waitForURL('**/admin/discounts');

    await page.getByLabel(/^Code/).fill('WINTER35');
    await page.getByLabel(/^Korting in %/).fill('95');
    await page.getByLabel(/^Hoogstens zo vaak te gebruiken/).fill('5');
    await page.getByRole('button', { name: 'Code maken', exact: true }).click();
    await expect.poll(() => page.getByText('Vul een heel getal van 1 tot 90 in.', { exact: true }).count()).toBe(1);
    expect(await page.getByLabel(/^Korting in %/).getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel(/^Korting in %/).fill('35');
    await page.getByRole('button', { name: 'Code maken', exact: true }).click();
    await expect.poll(() => page.getByText('Code WINTER35 is gemaakt.', { exact: true }).count()).toBe(1);
    const card = page.getByTestId('discount-WINTER35');
    expect(await card.getByTestId('uses').textContent()).toBe('0 van 5');
    expect(await card.textContent()).toContain('Actief');
    await screenshotBoth(page, 'admin-discounts');
    await page.setViewportSize(VIEWPORTS.phone);
    expect(await noSidewaysScroll(page)).toBe(true);

    // A member past her welcome offers opens the link with the code: 35 % off € 9,95 is € 6,46 (rounded in her favour).
    const anna = await givenMember(knex, { credits: 0, country: 'NL' });
    await knex('members').where('id', anna.id).update({ signup_date: new Date(Date.now() - 5 * 86_400_000) });
    const member = await session.newPage(VIEWPORTS.phone);
    await member.request.post('/api/user.php', { data: { email: anna.email, password: anna.password } });
    await member.goto('/credits?code=winter35');
    await hydrated(member);
    expect(await member.getByText(/WINTER35/).first().textContent()).toContain('35%');
    expect(await member.getByRole('link', { name: /^50 credits voor / }).textContent()).toContain('6,46');

    // Ended now, the same link says so.
    await page.setViewportSize(VIEWPORTS.desktop);
    await card.getByRole('button', { name: 'Nu beëindigen', exact: true }).click();
    await expect.poll(() => card.textContent()).toContain('Beëindigd');
    await member.goto('/credits?code=winter35');
    await hydrated(member);
    expect(await member.getByRole('alert').filter({ hasText: 'WINTER35' }).count()).toBe(1);
    await member.context().close();
    await page.context().close();
  });
});
