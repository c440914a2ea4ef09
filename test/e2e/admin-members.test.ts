import { describe, expect, it } from 'vitest';
import { givenMember } from '../support/members';
import { givenOperator } from '../support/operators';
import { screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';
import { logInFirstTime } from './operator-login';

/** Issue 25, decision 0073: members for support — search, her account, and the credit correction finance may make. */
describe('the back office members pages', () => {
  const session = useE2eSession();

  it('lets finance find a member by email and correct her credits with a reason, the ledger row and balance shown at once', async () => {
    const finance = await givenOperator(session.app.server.composition.container, 'finance');
    const page = await session.newPage(VIEWPORTS.phone);
    await logInFirstTime(page, finance.email);

    await page.getByRole('link', { name: 'Leden', exact: true }).click();
    await page.waitForURL('**/admin/members');
    const box = page.getByLabel('E-mailadres, naam of id', { exact: true });
    await box.fill('niemand-hier@nergens.example');
    await box.press('Enter');
    await expect.poll(() => page.getByText('Geen lid gevonden voor', { exact: false }).count()).toBe(1);
    await box.fill('demo@hartslag.example');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    const result = page.getByRole('link').filter({ hasText: 'demo@hartslag.example' });
    await expect.poll(() => result.count()).toBe(1);
    await screenshotBoth(page, 'admin-members-search');

    await result.click();
    await page.waitForURL(/\/admin\/members\/\d+$/);
    await expect.poll(() => page.getByTestId('member-balance').count()).toBe(1);
    const before = Number(await page.getByTestId('member-balance').textContent());
    // Finance may not end sessions (members.edit is support's and admin's).
    expect(await page.getByRole('button', { name: 'Sessies beëindigen', exact: true }).count()).toBe(0);

    await page.getByLabel('Aantal credits (negatief om af te trekken)', { exact: true }).fill(String(-(before + 1)));
    await page.getByLabel('Reden', { exact: true }).fill('Test onder nul');
    await page.getByRole('button', { name: 'Credits corrigeren', exact: true }).click();
    await expect.poll(() => page.getByText('Het saldo mag niet onder nul komen.', { exact: true }).count()).toBe(1);

    await page.getByLabel('Aantal credits (negatief om af te trekken)', { exact: true }).fill('10');
    await page.getByLabel('Reden', { exact: true }).fill('Compensatie voor storing');
    await page.getByRole('button', { name: 'Credits corrigeren', exact: true }).click();
    await expect.poll(() => page.getByText('De credits zijn gecorrigeerd.', { exact: true }).count()).toBe(1);
    await expect.poll(async () => Number(await page.getByTestId('member-balance').textContent())).toBe(before + 10);
    const newest = page.getByRole('list', { name: 'Creditoverzicht' }).getByRole('listitem').first();
    await expect.poll(() => newest.textContent()).toContain('Correctie');
    expect(await newest.textContent()).toContain('+10');
    await screenshotBoth(page, 'admin-member-account');
    await page.setViewportSize(VIEWPORTS.desktop);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
    await page.context().close();
  });

  it('shows support no credit correction, and the API refuses her one', async () => {
    const support = await givenOperator(session.app.server.composition.container, 'support');
    const page = await session.newPage(VIEWPORTS.desktop);
    await logInFirstTime(page, support.email);
    await page.goto('/admin/members');
    const box = page.getByLabel('E-mailadres, naam of id', { exact: true });
    await box.fill('demo@hartslag.example');
    await box.press('Enter');
    const result = page.getByRole('link').filter({ hasText: 'demo@hartslag.example' });
    await expect.poll(() => result.count()).toBe(1);
    await result.click();
    await page.waitForURL(/\/admin\/members\/\d+$/);
    await expect.poll(() => page.getByRole('button', { name: 'Sessies beëindigen', exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Credits corrigeren', exact: true }).count()).toBe(0);
    const id = page.url().split('/').pop();
    const answer = await page.evaluate(async (member) => {
      const response = await fetch(`/api/admin/members/${member}/credits`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'hartslag-web' },
        body: JSON.stringify({ amount: 10, reason: 'mag niet' }),
      });
      return response.status;
    }, id);
    expect(answer).toBe(403);
    await page.context().close();
  });
  it('lets a moderator suspend a member from her account page with a reason, and lift it again', async () => {
    const knex = session.app.server.composition.database.knex;
    const member = await givenMember(knex, { email: `schorsing-${Date.now()}@example.nl`, name: 'Sanne Schorsing' });
    const moderator = await givenOperator(session.app.server.composition.container, 'moderator');
    const page = await session.newPage(VIEWPORTS.phone);
    await logInFirstTime(page, moderator.email);
    await page.goto(`/admin/members/${member.id}`);
    const panel = page.getByTestId('member-suspension');
    await expect.poll(() => panel.count()).toBe(1);
    // A moderator has no support or finance actions here.
    expect(await page.getByRole('button', { name: 'Sessies beëindigen', exact: true }).count()).toBe(0);

    await page.getByLabel('Aantal dagen', { exact: true }).fill('14');
    await page.getByRole('button', { name: 'Schorsen', exact: true }).click();
    await expect.poll(() => panel.getByText('Vul dit veld in.', { exact: true }).count()).toBe(1);
    await page.getByLabel('Reden (het lid leest deze in de e-mail)', { exact: true }).fill('Vraagt leden om geld');
    await screenshotBoth(page, 'admin-member-suspend');
    await page.getByRole('button', { name: 'Schorsen', exact: true }).click();
    await expect.poll(() => page.getByText('Ze is geschorst; ze heeft een e-mail met de reden en al haar sessies zijn beëindigd.', { exact: true }).count()).toBe(1);
    expect(((await knex('members').where({ id: member.id }).first('status')) as { status: string }).status).toBe('suspended');
    await expect.poll(() => page.getByRole('button', { name: 'Schorsing opheffen', exact: true }).count()).toBe(1);
    await screenshotBoth(page, 'admin-member-suspended');

    await page.getByLabel('Reden van het opheffen', { exact: true }).fill('Bezwaar toegekend');
    await page.getByRole('button', { name: 'Schorsing opheffen', exact: true }).click();
    await expect.poll(() => page.getByText('De schorsing is opgeheven.', { exact: true }).count()).toBe(1);
    expect(((await knex('members').where({ id: member.id }).first('status')) as { status: string }).status).toBe('active');
    const rows = (await knex('audit_log').where({ target: `member:${member.id}` }).orderBy('id')) as { action: string; reason: string | null }[];
    expect(rows.filter((row) => row.action !== 'member.viewed').map((row) => [row.action, row.reason])).toEqual([
      ['member.suspended', 'Vraagt leden om geld'],
      ['member.suspension_lifted', 'Bezwaar toegekend'],
    ]);
    await page.context().close();
  });
});
