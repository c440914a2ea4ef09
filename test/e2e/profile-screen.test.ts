import { describe, expect, it } from 'vitest';
import { screenshotBoth, VIEWPORTS } from './browser';
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
});
