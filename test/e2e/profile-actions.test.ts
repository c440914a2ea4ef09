import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { liveSocketReady, screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';

const AXE = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

/**
 * Every WCAG A and AA rule axe-core knows, on the page's own content (its <main>; the layout around it is every page's)
 * as it is now: the failing nodes, none when the page passes.
 */
async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the page's CSP (script nonces) does not apply.
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Element | Document, options: object): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document.querySelector('main') ?? document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
  });
}

/** The profile screen's actions and what a member met around them (issue 27), at 375 and 1280 px. */
describe('the profile screen’s actions', () => {
  const session = useE2eSession();
  const knex = () => session.app.server.database.knex;
  const idOf = async (email: string) => ((await knex()('members').where('email', email).first('id')) as { id: number }).id;
  /** A member of the crowd (no demo login), the `n`th by id, with her name. */
  const crowdMember = async (n: number) =>
    (await knex()('members')
      .join('profiles', 'profiles.member_id', 'members.id')
      .whereNotIn('members.email', session.app.logins.map((login) => login.email))
      .orderBy('members.id')
      .offset(n)
      .first('members.id as id', 'profiles.name as name')) as { id: number; name: string };
  const creditsOf = async (page: Page) => ((await (await page.request.get('/api/user.php')).json()) as { user: { credits: number } }).user.credits;

  it('sends a gift from the profile, paid in credits, and it is in their conversation', async () => {
    const other = await crowdMember(3);
    const page = await session.loggedIn('demo@hartslag.example', VIEWPORTS.phone);
    const before = await creditsOf(page);
    await page.goto(`/members/${other.id}`);

    await page.getByRole('button', { name: 'Cadeau sturen' }).click();
    const picker = page.getByRole('dialog', { name: `Stuur ${other.name} een cadeau` });
    await expect.poll(() => picker.count()).toBe(1);
    await screenshotBoth(page, 'profile-gift-picker');
    const rose = picker.getByRole('button', { name: /^Roos sturen voor \d+ credits$/ });
    const price = Number(/(\d+) credits$/.exec((await rose.getAttribute('aria-label')) ?? '')?.[1]);
    await rose.click();

    const sent = page.getByRole('status').filter({ hasText: `Je cadeau is onderweg naar ${other.name}.` });
    await expect.poll(() => sent.count()).toBe(1);
    expect(await picker.count()).toBe(0);
    expect(price).toBeGreaterThan(0);
    expect(before - (await creditsOf(page))).toBe(price);
    await screenshotBoth(page, 'profile-gift-sent');
    await sent.getByRole('link', { name: 'Naar jullie gesprek' }).click();
    await page.waitForURL(/\/chats\/\d+$/);
    await expect.poll(() => page.getByRole('region', { name: `Gesprek met ${other.name}` }).getByText('Roos', { exact: true }).count()).toBe(1);
    await page.context().close();
  });

  it('shows the member who blocked a profile whom she blocked, with Unblock; the blocked member gets a 404', async () => {
    const sanneId = await idOf('demo@hartslag.example');
    const lisaId = await idOf('lisa@hartslag.example');
    const sanne = await session.loggedIn('demo@hartslag.example', VIEWPORTS.desktop);
    const lisa = await session.loggedIn('lisa@hartslag.example', VIEWPORTS.phone);
    await sanne.goto(`/members/${lisaId}`);
    await sanne.getByRole('button', { name: 'Blokkeren' }).click();
    await sanne.getByRole('button', { name: 'Ja, blokkeer' }).click();
    await sanne.waitForURL('**/members');

    expect((await sanne.goto(`/members/${lisaId}`))?.status()).toBe(200);
    await expect.poll(() => sanne.getByRole('heading', { name: 'Je hebt Lisa geblokkeerd' }).count()).toBe(1);
    expect((await lisa.goto(`/members/${sanneId}`))?.status()).toBe(404);
    expect(await lisa.getByText('geblokkeerd').count()).toBe(0);
    await screenshotBoth(sanne, 'profile-blocked');

    await sanne.getByRole('button', { name: 'Deblokkeren' }).click();
    await expect.poll(() => sanne.getByRole('heading', { name: /^Lisa, \d+$/ }).count()).toBe(1);
    expect((await lisa.goto(`/members/${sanneId}`))?.status()).toBe(200);
    await sanne.context().close();
    await lisa.context().close();
  });

  it('leads with the message in the match popup on her profile itself', async () => {
    const sanneId = await idOf('demo@hartslag.example');
    const lisaId = await idOf('lisa@hartslag.example');
    const sanne = await session.loggedIn('demo@hartslag.example', VIEWPORTS.desktop);
    const lisa = await session.loggedIn('lisa@hartslag.example', VIEWPORTS.phone);
    await knex()('likes').whereIn('liker_id', [sanneId, lisaId]).whereIn('liked_id', [sanneId, lisaId]).delete();
    expect((await lisa.request.post('/api/like.php', { data: { profile_id: sanneId } })).status()).toBe(201);
    const ready = liveSocketReady(lisa);
    await lisa.goto(`/members/${sanneId}`);
    await ready;

    expect((await sanne.request.post('/api/like.php', { data: { profile_id: lisaId } })).status()).toBe(201);

    const popup = lisa.getByRole('dialog', { name: 'Het is een match!' });
    await expect.poll(() => popup.count()).toBe(1);
    expect(await popup.getByRole('link', { name: 'Bekijk profiel' }).count()).toBe(0);
    const message = popup.getByRole('button', { name: 'Stuur een bericht' });
    expect(await message.count()).toBe(1);
    await screenshotBoth(lisa, 'profile-match-popup');
    await message.click();
    await lisa.waitForURL(/\/chats\/\d+$/);
    await sanne.context().close();
    await lisa.context().close();
  });

  it('shows her own profile as others see it (no way back to a search), and a place without its region repeated', async () => {
    const sanneId = await idOf('demo@hartslag.example');
    const before = (await knex()('profiles').where('member_id', sanneId).first('region', 'city')) as { region: string; city: string };
    await knex()('profiles').where('member_id', sanneId).update({ region: 'Utrecht', city: 'Utrecht' });
    try {
      const page = await session.loggedIn('demo@hartslag.example', VIEWPORTS.desktop);
      await page.goto(`/members/${sanneId}`);
      expect(await page.getByText('Zo zien andere leden je profiel').count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Terug naar zoeken' }).count()).toBe(0);
      expect(await page.getByText('Utrecht, Nederland', { exact: true }).count()).toBe(2);
      expect(await page.content()).not.toContain('Utrecht, Utrecht');
      await screenshotBoth(page, 'profile-own');

      const visitor = await session.newPage(VIEWPORTS.phone);
      await visitor.goto(`/members/${sanneId}`);
      expect(await visitor.getByText('Utrecht, Nederland', { exact: true }).count()).toBe(1);
      await page.context().close();
      await visitor.context().close();
    } finally {
      await knex()('profiles').where('member_id', sanneId).update(before);
    }
  });

  it('shows a newly opened conversation in the list beside it at 1280 px', async () => {
    const other = await crowdMember(5);
    const page = await session.loggedIn('lisa@hartslag.example', VIEWPORTS.desktop);
    await page.goto(`/members/${other.id}/chat`);
    await page.waitForURL(/\/chats\/\d+$/);
    const list = page.getByRole('complementary');
    const item = list.getByRole('link', { name: new RegExp(other.name) });
    await expect.poll(() => item.getAttribute('aria-current')).toBe('page');
    expect(await item.getByText('Nog geen berichten').count()).toBe(1);
    await screenshotBoth(page, 'chat-newly-opened');
    await page.context().close();
  });

  it('links the signup’s terms sentence to the terms and the privacy page, which open', async () => {
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const page = await session.newPage(viewport);
      await page.goto('/signup');
      for (const [name, path, heading] of [
        ['algemene voorwaarden', '/pages/terms', /voorwaarden/i],
        ['privacybeleid', '/pages/privacy', /privacy/i],
      ] as const) {
        const link = page.getByRole('link', { name, exact: true });
        expect(await link.getAttribute('href')).toBe(path);
        const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
        await opened.waitForLoadState();
        expect(new URL(opened.url()).pathname).toBe(path);
        await expect.poll(() => opened.getByRole('heading', { level: 1, name: heading }).count()).toBe(1);
        await opened.close();
      }
      await page.context().close();
    }
  });

  it('passes axe on the order page at 375 and 1280 px', async () => {
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const page = await session.loggedIn('lisa@hartslag.example', viewport);
      await page.goto('/credits/2/ideal');
      await expect.poll(() => page.getByTestId('order-total').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }
  });
});
