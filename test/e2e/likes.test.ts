import { describe, expect, it } from 'vitest';
import { screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';

/** The likes page (issue 10): the demo member's received likes, liking back into a match, taking a like back. */
describe('the likes page', () => {
  const session = useE2eSession();

  it('shows received likes as new until opened, likes one back into a match, and takes a like back', async () => {
    const page = await session.newPage(VIEWPORTS.phone);
    const demo = session.app.logins.find((login) => login.email === 'demo@hartslag.example')!;
    expect((await page.request.post('/api/user.php', { data: { email: demo.email, password: demo.password } })).status()).toBe(200);

    // The seed: 6 members liked Sanne, the 4 newest still new; she liked 2 of them back and 2 others.
    await page.goto('/members');
    const likesLink = page.getByRole('link', { name: /^Likes/ });
    await expect.poll(() => likesLink.getByLabel('4 nieuwe likes').count()).toBe(1);
    await expect.poll(() => page.title()).toMatch(/^\(4\) /);

    await likesLink.click();
    await page.waitForURL((url) => url.pathname === '/likes');
    await expect.poll(() => page.getByRole('link', { name: 'Ontvangen (6)' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByText('Nieuw', { exact: true }).count()).toBe(4);
    expect(await page.getByText('Match', { exact: true }).count()).toBe(2);
    await screenshotBoth(page, 'likes-received');

    // Like the newest back: a match.
    const likeBack = page.getByRole('button', { name: /^Like .+ terug$/ }).first();
    const name = (await likeBack.getAttribute('aria-label'))!.replace(/^Like (.+) terug$/, '$1');
    await likeBack.click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: `Het is een match! Jij en ${name}` }).count()).toBe(1);
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshotBoth(page, 'likes-matched');
    await page.getByRole('link', { name: 'Matches (3)' }).click();
    await page.waitForURL('**/likes/matches');
    await expect.poll(() => page.getByRole('link', { name: new RegExp(`^${name},`) }).count()).toBe(1);

    // Take a like back on the given tab.
    await page.getByRole('link', { name: /^Gegeven/ }).click();
    await page.waitForURL('**/likes/given');
    const given = await page.getByRole('button', { name: /^Like van .+ intrekken$/ }).count();
    expect(given).toBe(5);
    await page.getByRole('button', { name: /^Like van .+ intrekken$/ }).first().click();
    await expect.poll(() => page.getByRole('button', { name: /^Like van .+ intrekken$/ }).count()).toBe(4);
    await screenshotBoth(page, 'likes-given');

    // Opening a new liker's profile clears her like's "new": the badge counts one fewer.
    await page.goto('/likes');
    await page.getByRole('listitem').filter({ hasText: 'Nieuw' }).first().getByRole('link').click();
    // The same profile screen, at /likes/m/@id, with the way back to the likes.
    await page.waitForURL(/\/likes\/m\/\d+$/);
    await expect.poll(() => page.getByRole('link', { name: 'Terug naar likes' }).count()).toBe(1);
    await page.goto('/likes');
    await expect.poll(() => page.getByText('Nieuw', { exact: true }).count()).toBe(3);
    await expect.poll(() => page.getByRole('link', { name: /^Likes/ }).getByLabel('3 nieuwe likes').count()).toBe(1);
    expect(session.consoleErrors.errors).toEqual([]);
    // Sanne's open tabs would each show her next live like: this one goes.
    await page.context().close();
  });

  it('two members like each other in two browsers and both see it live: the like, then the match', async () => {
    const login = async (email: string, viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS]) => {
      const page = await session.newPage(viewport);
      const known = session.app.logins.find((l) => l.email === email)!;
      expect((await page.request.post('/api/user.php', { data: { email: known.email, password: known.password } })).status()).toBe(200);
      return page;
    };
    const lisa = await login('lisa@hartslag.example', VIEWPORTS.desktop);
    const sanne = await login('demo@hartslag.example', VIEWPORTS.phone);
    const ids = async (page: typeof lisa) => ((await (await page.request.get('/api/user.php')).json()) as { user: { id: number } }).user.id;
    const [lisaId, sanneId] = [await ids(lisa), await ids(sanne)];
    await sanne.goto('/chats');
    await lisa.goto('/members');
    await sanne.waitForLoadState('networkidle');

    // Lisa likes Sanne: Sanne's tab shows "Nieuwe like!" with Lisa, live.
    expect((await lisa.request.post('/api/like.php', { data: { profile_id: sanneId } })).status()).toBe(201);
    const popup = sanne.getByRole('dialog', { name: 'Nieuwe like!' });
    await expect.poll(() => popup.getByText('Lisa', { exact: false }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await screenshotBoth(sanne, 'likes-new-like-popup');
    // A click anywhere but its buttons closes it.
    await popup.getByRole('heading', { name: 'Nieuwe like!' }).click();
    await expect.poll(() => sanne.getByRole('dialog').count()).toBe(0);

    // Sanne likes Lisa back on her likes page: a match, celebrated on her page and live in Lisa's tab.
    await sanne.goto('/likes');
    await sanne.getByRole('button', { name: 'Like Lisa terug' }).click();
    await expect.poll(() => sanne.getByRole('status').filter({ hasText: 'Het is een match! Jij en Lisa' }).count()).toBe(1);
    const lisaPopup = lisa.getByRole('dialog', { name: 'Het is een match!' });
    await expect.poll(() => lisaPopup.getByText('Sanne', { exact: false }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await screenshotBoth(lisa, 'likes-match-popup');
    // Sanne's own tab celebrates on the page, not again in a popup.
    expect(await sanne.getByRole('dialog').count()).toBe(0);

    // From the popup Lisa starts the conversation.
    await lisaPopup.getByRole('button', { name: 'Stuur een bericht' }).click();
    await lisa.waitForURL(/\/chats\/\d+$/);
    expect(lisaId).not.toBe(sanneId);
    await lisa.context().close();
    await sanne.context().close();
  });

  it('opens the like popup after the seconds of the time parameter, with the newest like not shown yet', async () => {
    const page = await session.newPage(VIEWPORTS.phone);
    const demo = session.app.logins.find((login) => login.email === 'demo@hartslag.example')!;
    expect((await page.request.post('/api/user.php', { data: { email: demo.email, password: demo.password } })).status()).toBe(200);

    await page.goto('/members?time=1');

    const popup = page.getByRole('dialog', { name: 'Nieuwe like!' });
    await expect.poll(() => popup.count(), { timeout: 15_000 }).toBe(1);
    await popup.getByRole('link', { name: 'Bekijk profiel' }).click();
    await page.waitForURL(/\/members\/\d+$/);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('likes and takes back a like on the profile screen, and shows "Profiel bewerken" on her own profile', async () => {
    const page = await session.newPage(VIEWPORTS.phone);
    const lisa = session.app.logins.find((login) => login.email === 'lisa@hartslag.example')!;
    expect((await page.request.post('/api/user.php', { data: { email: lisa.email, password: lisa.password } })).status()).toBe(200);
    const me = ((await (await page.request.get('/api/user.php')).json()) as { user: { id: number } }).user.id;
    const { profiles } = (await (await page.request.get('/api/members.php?gender=male')).json()) as { profiles: { id: number; name: string }[] };
    const liked = new Set(((await (await page.request.get('/api/likes.php')).json()) as { profiles: { id: number }[] }).profiles.map((p) => p.id));
    const other = profiles.find((p) => !liked.has(p.id))!;

    await page.goto(`/members/${other.id}`);
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Like intrekken' }).getAttribute('aria-pressed')).toBe('true');
    await screenshotBoth(page, 'profile-liked');
    expect(((await (await page.request.get('/api/likes.php')).json()) as { profiles: { id: number }[] }).profiles.map((p) => p.id)).toContain(other.id);
    await page.getByRole('button', { name: 'Like intrekken' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Like', exact: true }).count()).toBe(1);
    expect(((await (await page.request.get('/api/likes.php')).json()) as { profiles: { id: number }[] }).profiles.map((p) => p.id)).not.toContain(other.id);

    await page.goto(`/members/${me}`);
    await expect.poll(() => page.getByRole('link', { name: 'Profiel bewerken' }).count()).toBe(1);
    for (const name of ['Blokkeren', 'Like']) expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Stuur bericht', exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it('says what to do next on an empty tab, and sends a visitor to the login', async () => {
    const page = await session.newPage(VIEWPORTS.desktop);
    await page.goto('/likes/matches');
    await page.waitForURL('**/login');

    const lisa = session.app.logins.find((login) => login.email === 'lisa@hartslag.example')!;
    expect((await page.request.post('/api/user.php', { data: { email: lisa.email, password: lisa.password } })).status()).toBe(200);
    await page.goto('/likes/matches');
    expect(await page.getByRole('link', { name: /Matches \(\d+\)/ }).getAttribute('aria-current')).toBe('page');
  });
});
