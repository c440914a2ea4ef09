import { describe, expect, it } from 'vitest';
import { hydrated, screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';

/** The profile screen for visitors and for hidden members (issue 9). */
describe('the profile screen', () => {
  const session = useE2eSession();

  it('shows a visitor a teaser with the way to sign up or log in, not a 404 and not the details', async () => {
    const knex = session.app.server.database.knex;
    const sanne = (await knex('members').where('email', 'demo@hartslag.example').first('id')) as { id: number };
    const page = await session.newPage(VIEWPORTS.phone);

    const response = await page.goto(`/members/${sanne.id}`);

    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { name: 'Sanne, 34' }).count()).toBe(1);
    expect(await page.getByText('Amsterdam', { exact: false }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Gratis aanmelden' }).last().getAttribute('href')).toBe('/signup');
    expect(await page.getByRole('link', { name: 'Ik heb al een account' }).getAttribute('href')).toBe('/login');
    // Nothing more than the teaser travels to a visitor: not the details, not the text about her.
    const html = await page.content();
    expect(html).not.toContain('grafisch');
    expect(html).not.toContain('Over Sanne');
    // A visitor is what a crawler is: the teaser is not for search engines (decision 0037).
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await screenshotBoth(page, 'profile-teaser');
    await page.context().close();
  });

  it('answers 404 for an invisible member to others, and shows her her own profile', async () => {
    const knex = session.app.server.database.knex;
    const lisa = session.app.logins.find((login) => login.email === 'lisa@hartslag.example')!;
    const lisaId = ((await knex('members').where('email', lisa.email).first('id')) as { id: number }).id;
    await knex('members').where('id', lisaId).update({ invisible: true });
    try {
      const other = await session.newPage(VIEWPORTS.desktop);
      const demo = session.app.logins.find((login) => login.email === 'demo@hartslag.example')!;
      expect((await other.request.post('/api/user.php', { data: { email: demo.email, password: demo.password } })).status()).toBe(200);
      expect((await other.goto(`/members/${lisaId}`))?.status()).toBe(404);
      expect((await (await other.request.get(`/api/profile.php?id=${lisaId}`)).status())).toBe(404);

      const herself = await session.newPage(VIEWPORTS.desktop);
      expect((await herself.request.post('/api/user.php', { data: { email: lisa.email, password: lisa.password } })).status()).toBe(200);
      expect((await herself.goto(`/members/${lisaId}`))?.status()).toBe(200);
      await expect.poll(() => herself.getByRole('link', { name: 'Profiel bewerken' }).count()).toBe(1);
      await other.context().close();
      await herself.context().close();
    } finally {
      await knex('members').where('id', lisaId).update({ invisible: false });
    }
  });

  it('shows the online dot with its word while the member has the app open, on her profile and her search card', async () => {
    const knex = session.app.server.database.knex;
    const sanneId = ((await knex('members').where('email', 'demo@hartslag.example').first('id')) as { id: number }).id;
    const login = async (email: string) => {
      const page = await session.newPage(VIEWPORTS.phone);
      const known = session.app.logins.find((l) => l.email === email)!;
      expect((await page.request.post('/api/user.php', { data: { email: known.email, password: known.password } })).status()).toBe(200);
      return page;
    };
    const sanne = await login('demo@hartslag.example');
    await sanne.goto('/chats');
    const tom = await login('lisa@hartslag.example');

    await expect
      .poll(async () => {
        await tom.goto(`/members/${sanneId}`);
        return tom.getByText('Online', { exact: true }).count();
      })
      .toBe(1);
    await screenshotBoth(tom, 'profile-online');
    await tom.goto('/members?gender=female');
    await expect.poll(() => tom.getByRole('link', { name: /Sanne/ }).getByText('Online', { exact: true }).count()).toBe(1);
    await sanne.context().close();
    await tom.context().close();
  });

  it('shows the header’s highlight items as chips that wrap at 375 px and sit under the photo at 1280 px (decision 0074)', async () => {
    const knex = session.app.server.database.knex;
    const lisa = session.app.logins.find((login) => login.email === 'lisa@hartslag.example')!;
    const [sanne, lisaRow] = (await Promise.all([
      knex('members').where('email', 'demo@hartslag.example').first('id', 'signup_date'),
      knex('members').where('email', lisa.email).first('id'),
    ])) as [{ id: number; signup_date: Date }, { id: number }];
    const before = (await knex('profiles').whereIn('member_id', [sanne.id, lisaRow.id]).select('member_id', 'interests', 'reason')) as { member_id: number; interests: string[]; reason: string }[];
    await knex('members').where('id', sanne.id).update({ signup_date: new Date(Date.now() - 2 * 24 * 3_600_000) });
    await knex('profiles').where('member_id', sanne.id).update({ interests: JSON.stringify(['koken', 'dansen', 'reizen']), reason: 'Eerst chatten, dan zien' });
    await knex('profiles').where('member_id', lisaRow.id).update({ interests: JSON.stringify(['Dansen', 'lezen']) });
    try {
      const page = await session.newPage(VIEWPORTS.phone);
      expect((await page.request.post('/api/user.php', { data: { email: lisa.email, password: lisa.password } })).status()).toBe(200);
      // The push alert's card (a few seconds in) dismissed before, so the screenshots show the chips.
      await page.addInitScript(() => window.localStorage.setItem('hs_push_alert_dismissed', String(Date.now())));
      await page.goto(`/members/${sanne.id}`);
      const chips = page.getByRole('list', { name: 'Opvallend aan Sanne', exact: true });
      await expect.poll(() => chips.getByRole('listitem').allTextContents()).toEqual(['Jullie houden allebei van dansen', 'Nieuw hier', 'Zoekt: Eerst chatten, dan zien']);
      for (const size of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
        await page.setViewportSize(size);
        await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
        expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
        const [list, photo] = await Promise.all([chips.boundingBox(), page.getByRole('img', { name: 'Sanne', exact: true }).first().boundingBox()]);
        // Under the photo, within the page's width.
        expect(list!.y).toBeGreaterThanOrEqual(photo!.y + photo!.height - 1);
        expect(list!.x + list!.width).toBeLessThanOrEqual(size.width);
      }
      await screenshotBoth(page, 'profile-highlights');
      await page.setViewportSize(VIEWPORTS.phone);
      await chips.evaluate((list) => window.scrollTo(0, list.getBoundingClientRect().top + window.scrollY - 300));
      await page.screenshot({ path: 'screenshots/profile-highlights-phone-chips.png' });
      await page.context().close();
    } finally {
      await knex('members').where('id', sanne.id).update({ signup_date: sanne.signup_date });
      for (const row of before) await knex('profiles').where('member_id', row.member_id).update({ interests: JSON.stringify(row.interests), reason: row.reason });
    }
  });

  it('shows the photo count and thumbnails, locks a private photo for a free member, and opens the gallery by keyboard', async () => {
    const knex = session.app.server.database.knex;
    const sanneId = ((await knex('members').where('email', 'demo@hartslag.example').first('id')) as { id: number }).id;
    const page = await session.newPage(VIEWPORTS.phone);
    const lisa = session.app.logins.find((login) => login.email === 'lisa@hartslag.example')!;
    expect((await page.request.post('/api/user.php', { data: { email: lisa.email, password: lisa.password } })).status()).toBe(200);
    await page.goto(`/members/${sanneId}`);
    // The gallery is the page's script: it opens once the page has hydrated (its scripts start after the first paint).
    await hydrated(page);

    const strip = page.getByRole('list', { name: 'Foto’s van Sanne' });
    await expect.poll(() => strip.getByRole('listitem').count()).toBe(3);
    expect(await strip.getByRole('img', { name: 'Privéfoto: alleen zichtbaar voor premium leden' }).count()).toBe(1);
    const html = await page.content();
    const privatePhoto = (await knex('photos').where({ member_id: sanneId, is_private: true }).first('filename')) as { filename: string };
    expect(html).not.toContain(privatePhoto.filename.replace(/\.jpg$/, ''));

    const opener = page.getByRole('button', { name: 'Bekijk alle 3 foto’s van Sanne' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const gallery = page.getByRole('dialog', { name: 'Foto’s van Sanne' });
    await expect.poll(() => gallery.getByText('1 / 2').count()).toBe(1);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => gallery.getByText('2 / 2').count()).toBe(1);
    expect(await gallery.getByRole('img', { name: 'Foto 2 van 2 van Sanne' }).count()).toBe(1);
    await screenshotBoth(page, 'profile-gallery');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => gallery.getByText('1 / 2').count()).toBe(1);
    await gallery.getByRole('button', { name: 'Volgende foto' }).click();
    await expect.poll(() => gallery.getByText('2 / 2').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => gallery.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Bekijk alle 3 foto’s van Sanne');

    // A thumbnail opens the gallery at its photo.
    await strip.getByRole('button', { name: 'Foto 2 van Sanne bekijken' }).click();
    await expect.poll(() => gallery.getByText('2 / 2').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('heading', { name: 'Misschien ook leuk' }).count()).toBe(1);
    await screenshotBoth(page, 'profile-with-photos');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.context().close();
  });

  it('shows a premium member the private photo in the gallery', async () => {
    const knex = session.app.server.database.knex;
    const owner = (await knex('photos').join('members', 'members.id', 'photos.member_id').where('photos.is_private', true).whereNot('members.email', 'demo@hartslag.example').first('photos.member_id')) as { member_id: number };
    const page = await session.newPage(VIEWPORTS.desktop);
    const demo = session.app.logins.find((login) => login.email === 'demo@hartslag.example')!;
    expect((await page.request.post('/api/user.php', { data: { email: demo.email, password: demo.password } })).status()).toBe(200);
    await page.goto(`/members/${owner.member_id}`);
    await hydrated(page);
    await expect.poll(() => page.getByRole('button', { name: /^Bekijk alle 3 foto’s van / }).count()).toBe(1);
    expect(await page.getByRole('img', { name: 'Privéfoto: alleen zichtbaar voor premium leden' }).count()).toBe(0);
    // The private photo comes through a link signed for her (decision 0043): it loads for her, for a visitor it does not.
    const privateSrc = await page.locator('img[src^="/private-media/"]').first().getAttribute('src');
    expect((await page.request.get(privateSrc!)).status()).toBe(200);
    expect((await fetch(new URL(privateSrc!, session.app.server.url))).status).toBe(404);
    await page.getByRole('button', { name: /^Bekijk alle 3 foto’s van / }).click();
    await expect.poll(() => page.getByRole('dialog').getByText('1 / 3').count()).toBe(1);
    await page.context().close();
  });
});
