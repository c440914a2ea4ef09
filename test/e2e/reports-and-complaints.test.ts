import { describe, expect, it } from 'vitest';
import { screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';

/** Reports and complaints (issue 9): stored, mailed to support, acknowledged with a reference. */
describe('reports and complaints', () => {
  const session = useE2eSession();

  it('lets a member report a profile, gives her the reference, and blocks the member when she accepts the offer', async () => {
    const page = await session.newPage(VIEWPORTS.phone);
    const lisa = session.app.logins.find((login) => login.email === 'lisa@hartslag.example')!;
    expect((await page.request.post('/api/user.php', { data: { email: lisa.email, password: lisa.password } })).status()).toBe(200);
    const { profiles } = (await (await page.request.get('/api/members.php?gender=male')).json()) as { profiles: { id: number; name: string }[] };
    const target = profiles[0]!;

    await page.goto(`/members/${target.id}`);
    await page.getByRole('button', { name: 'Rapporteren' }).click();
    const dialog = page.getByRole('dialog', { name: `${target.name} rapporteren` });
    await expect.poll(() => dialog.count()).toBe(1);
    // No reason chosen: told so, nothing sent.
    await dialog.getByRole('button', { name: 'Melding versturen' }).click();
    await expect.poll(() => dialog.getByText('Kies een reden.').count()).toBe(1);
    await dialog.getByRole('radio', { name: 'Oplichting of vraagt om geld' }).check();
    await dialog.getByLabel('Toelichting (niet verplicht)').fill('Vroeg meteen om een cadeaukaart.');
    await screenshotBoth(page, 'report-dialog');
    await dialog.getByRole('button', { name: 'Melding versturen' }).click();

    const done = page.getByRole('dialog', { name: 'Bedankt voor je melding' });
    await expect.poll(() => done.getByText(/R-[A-Z2-9]{4}-[A-Z2-9]{4}/).count()).toBe(1);
    const reference = (await done.getByText(/R-[A-Z2-9]{4}-[A-Z2-9]{4}/).textContent())!;
    const stored = await session.app.server.database.knex('reports').where('reference', reference).first('reason', 'text');
    expect(stored).toEqual({ reason: 'scam', text: 'Vroeg meteen om een cadeaukaart.' });
    const mail = await page.request.get(`/dev/mailbox/latest.json?to=support@hartslag.example`);
    expect(((await mail.json()) as { text: string }).text).toContain(reference);

    await done.getByRole('button', { name: `${target.name} blokkeren` }).click();
    await page.waitForURL('**/members');
    expect((await page.request.get(`/api/profile.php?id=${target.id}`)).status()).toBe(404);
    await page.request.delete(`/api/block.php?profile_id=${target.id}`);
    await page.context().close();
  });

  it('lets a member report a conversation from its top bar', async () => {
    const page = await session.newPage(VIEWPORTS.desktop);
    const demo = session.app.logins.find((login) => login.email === 'demo@hartslag.example')!;
    expect((await page.request.post('/api/user.php', { data: { email: demo.email, password: demo.password } })).status()).toBe(200);
    const { profiles } = (await (await page.request.get('/api/members.php?gender=male')).json()) as { profiles: { id: number; name: string }[] };
    const chat = (await (await page.request.post('/api/chat.php', { data: { profile_id: profiles[1]!.id } })).json()) as { chat: { id: number } };

    await page.goto(`/chats/${chat.chat.id}`);
    await page.getByRole('button', { name: `${profiles[1]!.name} rapporteren` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Beledigend of ongepast' }).check();
    await dialog.getByRole('button', { name: 'Melding versturen' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Bedankt voor je melding' }).count()).toBe(1);
    const report = await session.app.server.database.knex('reports').orderBy('id', 'desc').first('conversation_id', 'reason');
    expect(report).toMatchObject({ reason: 'offensive' });
    expect(Number(report.conversation_id)).toBe(chat.chat.id);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('lets a visitor file a complaint from the footer and acknowledges it with a reference', async () => {
    const page = await session.newPage(VIEWPORTS.phone);
    await page.goto('/');
    await page.getByRole('link', { name: 'Klachten' }).click();
    await page.waitForURL('**/complaints');
    await page.getByRole('button', { name: 'Klacht versturen' }).click();
    await expect.poll(() => page.getByRole('alert').count()).toBeGreaterThan(0);
    await screenshotBoth(page, 'complaints-errors');

    await page.getByLabel('Waar gaat je klacht over?').selectOption('billing');
    await page.getByLabel('Omschrijving').fill('Ik ben op 20 november twee keer afgeschreven voor 25 credits.');
    await page.getByLabel('Je e-mailadres').fill('bezoeker@example.nl');
    await page.getByRole('button', { name: 'Klacht versturen' }).click();

    await expect.poll(() => page.getByRole('status').getByText(/K-[A-Z2-9]{4}-[A-Z2-9]{4}/).count()).toBe(1);
    await screenshotBoth(page, 'complaints-done');
    const stored = await session.app.server.database.knex('complaints').orderBy('id', 'desc').first('email', 'category');
    expect(stored).toEqual({ email: 'bezoeker@example.nl', category: 'billing' });
    await page.context().close();
  });
});
