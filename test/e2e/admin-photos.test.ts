import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { givenMember } from '../support/members';
import { givenOperator } from '../support/operators';
import { screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';
import { logInFirstTime } from './operator-login';

/** A portrait JPEG of one colour, as a phone's camera would give (smaller). */
const jpeg = (colour: string) => sharp({ create: { width: 480, height: 600, channels: 3, background: colour } }).jpeg().toBuffer();

/** Issue 25, decision 0075: a moderator rejects a member's photo, and it is gone from her public profile at once. */
describe('the moderators’ photo queue', () => {
  const session = useE2eSession();
  const seesText = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).count(), { timeout: 10_000 }).toBeGreaterThan(0);

  it('takes a photo from the queue to a rejection: gone from her profile and its file, she reads why by mail and on her profile', async () => {
    const knex = session.app.server.database.knex;
    // The photos stored before this test were reviewed: the queue starts with Bram's.
    await knex('photo_reviews').where({ state: 'pending' }).update({ state: 'approved', reviewed_at: new Date() });
    const bram = await givenMember(knex, { name: 'Bram', email: 'bram.foto@example.nl', password: 'het juiste wachtwoord' });

    // Bram puts two photos online: the red one is his main photo, visible at once (post-moderation).
    const member = await session.newPage(VIEWPORTS.desktop);
    expect((await member.request.post('/api/user.php', { data: { email: bram.email, password: bram.password } })).status()).toBe(200);
    const uploaded: { filename: string }[] = [];
    for (const colour of ['#c33', '#33c']) {
      const answer = await member.request.post('/api/photo.php', { multipart: { photo: { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: await jpeg(colour) } } });
      expect(answer.status()).toBe(201);
      uploaded.push(((await answer.json()) as { photo: { filename: string } }).photo);
    }
    const [red, blue] = uploaded as [{ filename: string }, { filename: string }];
    const visitor = await session.newPage(VIEWPORTS.desktop);
    await visitor.goto(`/members/${bram.id}`);
    await expect.poll(async () => (await visitor.content()).includes(red.filename)).toBe(true);
    expect((await visitor.request.get(`/media/${red.filename}`)).status()).toBe(200);

    // A moderator logs in with TOTP (her first login enrols her app).
    const moderator = await givenOperator(session.app.server.composition.container, 'moderator', 'foto@back.office');
    const page = await session.newPage(VIEWPORTS.phone);
    await logInFirstTime(page, moderator.email);

    // The queue from the bar: Bram's two photos, the oldest (red) on top, each with its own decision.
    await page.getByRole('link', { name: 'Foto’s', exact: true }).click();
    await page.waitForURL('**/admin/photos');
    await seesText(page, 'Er wachten 2 foto’s; de oudste staat bovenaan.');
    const photos = page.getByRole('article');
    await expect.poll(() => photos.count()).toBe(2);
    const first = photos.first();
    expect(await first.getByRole('link', { name: 'Bram', exact: true }).getAttribute('href')).toBe(`/admin/members/${bram.id}`);
    await expect.poll(() => first.getByRole('img', { name: 'Foto van Bram' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await screenshotBoth(page, 'admin-photos');

    // Rejecting without a reason is refused beside the field; with "Contactgegevens" it goes.
    await first.getByRole('button', { name: 'Afwijzen', exact: true }).click();
    await seesText(page, 'Kies een reden om af te wijzen.');
    await first.getByLabel('Reden van afwijzen', { exact: true }).selectOption('contact_details');
    await first.getByLabel('Toelichting voor het lid (verplicht bij ‘anders’)', { exact: true }).fill('Je telefoonnummer staat in beeld.');
    await screenshotBoth(page, 'admin-photo-reject');
    await first.getByRole('button', { name: 'Afwijzen', exact: true }).click();
    await seesText(page, 'Foto afgewezen: hij is overal weg en het lid krijgt een e-mail.');
    await expect.poll(() => photos.count()).toBe(1);
    const latestMail = async () => {
      const answer = await member.request.get(`/dev/mailbox/latest.json?to=${encodeURIComponent(bram.email)}`);
      return answer.ok() ? ((await answer.json()) as { subject: string; text: string }) : undefined;
    };
    await expect.poll(async () => (await latestMail())?.subject, { timeout: 15_000 }).toMatch(/^Een foto van je is afgewezen/);
    expect((await latestMail())!.text).toContain('De foto toont contactgegevens');
    expect((await latestMail())!.text).toContain('Je telefoonnummer staat in beeld.');
    // The blue one is fine: approved by keyboard.
    await page.getByRole('article').first().getByRole('button', { name: 'Goedkeuren', exact: true }).focus();
    await page.keyboard.press('Enter');
    await seesText(page, 'Er wachten geen foto’s.');
    await screenshotBoth(page, 'admin-photos-done');

    // Anna reports Bram; the moderator hides his approved blue photo from the report.
    const anna = await givenMember(knex, { name: 'Anna', email: 'anna.foto@example.nl', password: 'het juiste wachtwoord' });
    const reporter = await session.newPage(VIEWPORTS.desktop);
    expect((await reporter.request.post('/api/user.php', { data: { email: anna.email, password: anna.password } })).status()).toBe(200);
    const reported = await reporter.request.post('/api/report.php', { headers: { 'X-Requested-With': 'hartslag-web' }, data: { profile_id: bram.id, reason: 'offensive', text: 'Die foto' } });
    expect(reported.status()).toBe(201);
    const { reference } = (await reported.json()) as { reference: string };
    await reporter.context().close();
    await page.getByRole('link', { name: 'Meldingen', exact: true }).click();
    await page.waitForURL('**/admin/reports');
    await page.getByRole('link', { name: reference, exact: true }).click();
    await page.waitForURL('**/admin/reports/*');
    await expect.poll(() => page.getByRole('heading', { name: reference, exact: true }).count()).toBe(1);
    await page.getByLabel('Een foto verbergen', { exact: true }).check();
    await screenshotBoth(page, 'admin-report-hide-photo-choose');
    await page.getByRole('radio', { name: 'Foto van Bram 1', exact: true }).check();
    await page.getByLabel('Reden', { exact: true }).selectOption('violence');
    await screenshotBoth(page, 'admin-report-hide-photo');
    await page.getByRole('button', { name: 'Besluit opslaan', exact: true }).click();
    await seesText(page, 'Het besluit is opgeslagen.');
    await page.context().close();

    // Both are gone from his public profile and their files: the red one rejected, the blue one hidden from the report.
    await visitor.goto(`/members/${bram.id}`);
    await expect.poll(async () => (await visitor.content()).includes(blue.filename)).toBe(false);
    expect((await visitor.content()).includes(red.filename)).toBe(false);
    expect((await visitor.request.get(`/media/${red.filename}`)).status()).toBe(404);
    expect((await visitor.request.get(`/media/${blue.filename}`)).status()).toBe(404);
    await screenshotBoth(visitor, 'profile-after-photo-rejected');
    await visitor.context().close();

    // Bram reads why: by mail (the second rejection's is the latest), and on his own profile.
    await expect.poll(async () => (await latestMail())?.text, { timeout: 15_000 }).toContain('De foto toont geweld of schokkende beelden.');
    expect((await latestMail())!.subject).toMatch(/^Een foto van je is afgewezen/);
    await member.goto('/profile');
    await seesText(member, 'Een moderator heeft 2 foto’s van je afgewezen. Niemand ziet ze nog.');
    await seesText(member, /de foto toont contactgegevens/);
    await seesText(member, /geweld of schokkende beelden/);
    await screenshotBoth(member, 'own-profile-photo-rejected');
    await member.context().close();
  });
});
