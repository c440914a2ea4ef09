import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { givenOperator } from '../support/operators';
import { screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';
import { logInFirstTime } from './operator-login';

/** Issue 25, decisions 0081 and 0082: a visitor's complaint from the footer's form, taken by a moderator and answered by mail. */
describe('the complaints in the back office', () => {
  const session = useE2eSession();
  const seesText = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).count(), { timeout: 10_000 }).toBeGreaterThan(0);

  it('lists a visitor’s complaint for a moderator, who takes it, is refused to resolve it without an answer, and resolves it with one that is mailed to the visitor', async () => {
    const visitor = await session.newPage(VIEWPORTS.desktop);
    const filed = await visitor.request.post('/api/complaint.php', {
      headers: { 'X-Requested-With': 'hartslag-web' },
      data: { category: 'billing', email: 'bezoeker.klacht@example.nl', description: 'Mijn betaling is twee keer afgeschreven en ik zie maar één pakket.' },
    });
    expect(filed.status()).toBe(201);
    const { reference } = (await filed.json()) as { reference: string };
    await visitor.context().close();

    const moderator = await givenOperator(session.app.server.composition.container, 'moderator', 'mo.klachten@back.office');
    const page = await session.newPage(VIEWPORTS.phone);
    await logInFirstTime(page, moderator.email);
    await page.getByRole('link', { name: 'Klachten', exact: true }).click();
    await page.waitForURL('**/admin/complaints');
    await expect.poll(() => page.getByRole('heading', { name: `Betaling · ${reference}`, exact: true }).count(), { timeout: 10_000 }).toBe(1);
    await seesText(page, /bezoeker\.klacht@example\.nl/);
    await screenshotBoth(page, 'admin-complaints');

    const card = page.getByRole('article', { name: `Betaling · ${reference}` });
    await card.getByRole('button', { name: 'Oppakken', exact: true }).click();
    await seesText(page, `Je hebt klacht ${reference} opgepakt; je vindt hem onder Toegewezen.`);
    await expect.poll(() => page.getByRole('tab', { name: 'Toegewezen', exact: true, selected: true }).count(), { timeout: 10_000 }).toBe(1);
    await seesText(page, 'Toegewezen aan jou');
    await expect.poll(() => card.getByRole('button', { name: 'Oppakken', exact: true }).count()).toBe(0);
    await screenshotBoth(page, 'admin-complaints-assigned');

    await card.getByRole('button', { name: 'Afhandelen', exact: true }).click();
    await seesText(page, 'Schrijf je antwoord aan de indiener.');
    await card.getByLabel('Antwoord aan de indiener (verplicht, wordt gemaild)', { exact: true }).fill('We hebben de dubbele afschrijving terugbetaald.');
    await card.getByRole('button', { name: 'Afhandelen', exact: true }).click();
    await seesText(page, `Klacht ${reference} is afgehandeld; de indiener krijgt je antwoord per mail.`);
    await page.getByRole('tab', { name: 'Afgehandeld', exact: true }).click();
    await seesText(page, /We hebben de dubbele afschrijving terugbetaald\./);
    await screenshotBoth(page, 'admin-complaints-resolved');
    await page.context().close();

    const knex = session.app.server.database.knex;
    const audit = await knex('audit_log').whereIn('action', ['complaint.assigned', 'complaint.resolved']).orderBy('id').select('action', 'reason');
    expect(audit).toMatchObject([{ action: 'complaint.assigned' }, { action: 'complaint.resolved', reason: 'We hebben de dubbele afschrijving terugbetaald.' }]);
    const mails = ((await knex('outbox').select('payload')) as { payload: { mail?: { to: string; template: string; facts?: string[][] } } }[]).map((row) => row.payload.mail);
    expect(mails.filter((mail) => mail?.to === 'bezoeker.klacht@example.nl')).toMatchObject([
      { template: 'complaint_answered', facts: [['', reference], ['', 'We hebben de dubbele afschrijving terugbetaald.']] },
    ]);
  });
});
