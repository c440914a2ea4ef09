import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { givenOperator } from '../support/operators';
import { screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';
import { logInFirstTime } from './operator-login';

/** Issue 25, decision 0081: a visitor's complaint from the footer's form, resolved by a moderator with a note. */
describe('the complaints in the back office', () => {
  const session = useE2eSession();
  const seesText = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).count(), { timeout: 10_000 }).toBeGreaterThan(0);

  it('lists a visitor’s complaint for a moderator, refuses to resolve it without a note, and resolves it with one', async () => {
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
    await card.getByRole('button', { name: 'Afhandelen', exact: true }).click();
    await seesText(page, 'Schrijf op wat er met de klacht is gedaan.');
    await card.getByLabel('Wat is er gedaan? (notitie, verplicht)', { exact: true }).fill('Dubbele afschrijving terugbetaald');
    await card.getByRole('button', { name: 'Afhandelen', exact: true }).click();
    await seesText(page, `Klacht ${reference} is afgehandeld.`);
    await page.getByRole('tab', { name: 'Afgehandeld', exact: true }).click();
    await seesText(page, /Dubbele afschrijving terugbetaald/);
    await screenshotBoth(page, 'admin-complaints-resolved');
    await page.context().close();

    const audit = await session.app.server.database.knex('audit_log').where({ action: 'complaint.resolved' }).select('target', 'reason');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ reason: 'Dubbele afschrijving terugbetaald' });
  });
});
