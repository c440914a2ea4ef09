import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { givenMember } from '../support/members';
import { givenOperator } from '../support/operators';
import { screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';
import { logInFirstTime } from './operator-login';

async function openMember(page: Page, query: string): Promise<void> {
  await page.goto('/admin/members');
  const box = page.getByLabel('E-mailadres, naam of id', { exact: true });
  await box.fill(query);
  await box.press('Enter');
  const result = page.getByRole('link').filter({ hasText: query });
  await expect.poll(() => result.count()).toBe(1);
  await result.click();
  await page.waitForURL(/\/admin\/members\/\d+$/);
  await expect.poll(() => page.getByTestId('member-balance').count()).toBe(1);
}

/** Issue 25, decision 0079: support changes a member's address, downloads her GDPR export and erases her on request. */
describe('the back office’s GDPR work on a member', () => {
  const session = useE2eSession();

  it('shows support a member’s photos as thumbnails and her codes in words', async () => {
    const support = await givenOperator(session.app.server.composition.container, 'support');
    const page = await session.newPage(VIEWPORTS.desktop);
    await logInFirstTime(page, support.email);
    await openMember(page, 'demo@hartslag.example');
    const photos = page.getByRole('list', { name: "Foto's" });
    await expect.poll(() => photos.getByRole('img').count()).toBeGreaterThan(0);
    // Codes in words: her gender and language, not `female` and `nl`.
    expect(await page.getByText(/^(Man|Vrouw)$/).count()).toBeGreaterThan(0);
    expect(await page.getByText('Nederlands', { exact: true }).count()).toBe(1);
    await screenshotBoth(page, 'admin-member-support');
    await page.context().close();
  });

  it('lets support change her address, download everything held on her and erase her for good after typing her id', async () => {
    const support = await givenOperator(session.app.server.composition.container, 'support');
    const email = `avg-${Date.now()}@example.nl`;
    const member = await givenMember(session.app.server.composition.database.knex, { email, name: 'Annelies AVG', credits: 15 });
    const page = await session.newPage(VIEWPORTS.phone);
    await logInFirstTime(page, support.email);
    await openMember(page, email);

    // Her address, at once, with a reason; a refusal first without one.
    const fresh = `nieuw-${email}`;
    await page.getByLabel('Nieuw e-mailadres', { exact: true }).fill(fresh);
    await page.getByRole('button', { name: 'Adres wijzigen', exact: true }).click();
    await expect.poll(() => page.getByText('Vul dit veld in.', { exact: true }).count()).toBe(1);
    await page.getByRole('form', { name: 'E-mailadres wijzigen' }).getByLabel('Reden (bijvoorbeeld het ticketnummer)', { exact: true }).fill('Ticket 4711, ID gecontroleerd');
    await page.getByRole('button', { name: 'Adres wijzigen', exact: true }).click();
    await expect.poll(() => page.getByText('Het e-mailadres is gewijzigd; beide adressen hebben bericht gekregen.', { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByText(fresh, { exact: true }).count()).toBeGreaterThan(0);

    // The export: a JSON file with everything held on her.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Gegevens downloaden (JSON)', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe(`hartslag-gdpr-member-${member.id}.json`);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(file).toMatchObject({ format: 'hartslag-gdpr-export/1', account: { id: member.id, email: fresh, credits: 15 }, profile: { name: 'Annelies AVG' } });

    // Erasure: the button waits for her id, typed exactly.
    const erase = page.getByRole('button', { name: 'Definitief wissen', exact: true });
    const eraseForm = page.getByRole('form', { name: 'Persoonsgegevens wissen' });
    await eraseForm.getByLabel('Reden (bijvoorbeeld het ticketnummer)', { exact: true }).fill('AVG art. 17, ticket 4712');
    const confirm = page.getByLabel(`Typ het lidnummer ${member.id} om te bevestigen`, { exact: true });
    await confirm.fill(String(member.id + 1));
    expect(await erase.isDisabled()).toBe(true);
    await screenshotBoth(page, 'admin-member-gdpr');
    await confirm.fill(String(member.id));
    expect(await erase.isDisabled()).toBe(false);
    await erase.click();
    await expect.poll(() => page.getByTestId('member-erased').count()).toBe(1);
    expect(await page.getByText('De persoonsgegevens zijn gewist.', { exact: true }).count()).toBe(1);
    expect(await page.getByText(fresh, { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Definitief wissen', exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Gegevens downloaden (JSON)', exact: true }).count()).toBe(0);
    await screenshotBoth(page, 'admin-member-erased');
    await page.setViewportSize(VIEWPORTS.phone);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);

    const rows = (await session.app.server.composition.database.knex('audit_log').where({ target: `member:${member.id}` }).orderBy('id')) as { action: string; reason: string | null }[];
    expect(rows.map((row) => row.action).filter((action) => action !== 'member.viewed')).toEqual(['member.email_changed', 'member.exported', 'member.erased']);
    await page.context().close();
  });
});
