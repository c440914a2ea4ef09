import { describe, expect, it } from 'vitest';
import { screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession, type Viewport } from './e2e-session';

/** The messenger (issue 11): starting with an opener, typing and read state live, the menu, the free member's limit. */
describe('the messenger', () => {
  const session = useE2eSession();

  const loggedIn = (email: string, viewport: Viewport) => session.loggedIn(email, viewport);
  const idOf = async (email: string) => ((await session.app.server.database.knex('members').where('email', email).first('id')) as { id: number }).id;

  it('starts a conversation with an opener, shows typing and read state live, and removes a chat from the list', async () => {
    const lisa = await loggedIn('lisa@hartslag.example', VIEWPORTS.phone);
    const sanne = await loggedIn('demo@hartslag.example', VIEWPORTS.desktop);
    const sanneId = await idOf('demo@hartslag.example');

    await lisa.goto(`/members/${sanneId}`);
    await lisa.getByRole('link', { name: 'Stuur bericht' }).click();
    await lisa.waitForURL(/\/chats\/\d+$/);
    const path = new URL(lisa.url()).pathname;
    // Opening is not starting: Sanne has no chat from Lisa yet.
    const before = (await (await sanne.request.get('/api/chats.php')).json()) as { chats: { profile: { name: string } }[] };
    expect(before.chats.some((c) => c.profile.name === 'Lisa')).toBe(false);

    await lisa.getByRole('button', { name: 'Kies een openingszin' }).click();
    const openers = lisa.getByRole('dialog', { name: 'Openingszinnen voor Sanne' });
    await screenshotBoth(lisa, 'chat-openers');
    await openers.getByRole('button', { name: /koffie of thee/i }).click();
    const text = lisa.getByLabel('Bericht', { exact: true });
    await expect.poll(() => text.inputValue()).toContain('Koffie of thee');
    expect(await lisa.evaluate(() => document.activeElement?.id)).toBe('chat-text');

    await sanne.goto(path);
    await sanne.waitForLoadState('networkidle');
    // Lisa types: Sanne sees it.
    await text.pressSequentially(' :)');
    await expect.poll(() => sanne.getByText('Lisa is aan het typen…').count(), { timeout: 10_000 }).toBe(1);
    await lisa.getByRole('button', { name: 'Verstuur' }).click();
    await expect.poll(() => sanne.getByRole('region', { name: 'Gesprek met Lisa' }).getByText(/Koffie of thee/).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => sanne.getByText('Lisa is aan het typen…').count()).toBe(0);
    // Sanne has the conversation open: Lisa's message shows read.
    await lisa.reload();
    await expect.poll(() => lisa.getByRole('img', { name: 'Gelezen' }).count()).toBe(1);
    expect(await lisa.getByRole('listitem').filter({ hasText: /^Vandaag$/ }).count()).toBe(1);
    await screenshotBoth(lisa, 'chat-read');

    // Sanne removes the chat from her list by the menu, with the keyboard.
    await sanne.getByRole('button', { name: 'Meer opties' }).click();
    const menu = sanne.getByRole('menu', { name: 'Meer opties' });
    await expect.poll(() => menu.count()).toBe(1);
    await screenshotBoth(sanne, 'chat-menu');
    sanne.once('dialog', (dialog) => void dialog.accept());
    await sanne.keyboard.press('ArrowDown');
    await sanne.keyboard.press('Enter');
    await sanne.waitForURL('**/chats');
    const after = (await (await sanne.request.get('/api/chats.php')).json()) as { chats: { profile: { name: string } }[] };
    expect(after.chats.some((c) => c.profile.name === 'Lisa')).toBe(false);
    await lisa.context().close();
    await sanne.context().close();
  });

  it('tells a free member at her two conversations that more is premium, before she writes', async () => {
    const page = await loggedIn('lisa@hartslag.example', VIEWPORTS.phone);
    const knex = session.app.server.database.knex;
    const others = (await knex('members').whereNotIn('email', ['demo@hartslag.example', 'lisa@hartslag.example']).where('status', 'active').orderBy('id').limit(3).select('id')) as { id: number }[];
    expect(others).toHaveLength(3);
    const lisaId = await idOf('lisa@hartslag.example');
    await knex('members').where('id', lisaId).update({ free_messages: 5 });
    await knex('conversations').where('member_low', lisaId).orWhere('member_high', lisaId).delete();
    for (const other of others.slice(0, 2)) {
      const chat = (await (await page.request.post('/api/chat.php', { data: { profile_id: other.id } })).json()) as { chat: { id: number } };
      expect((await page.request.post('/api/messages.php', { data: { conversation_id: chat.chat.id, text: 'Hoi!' } })).status()).toBe(201);
    }
    await page.goto(`/members/${others[2]!.id}/chat`);
    await expect.poll(() => page.getByRole('alert').getByText('Met een gratis account chat je met twee leden tegelijk', { exact: false }).count()).toBe(1);
    await screenshotBoth(page, 'chat-limit');
    expect(await page.getByRole('link', { name: 'Terug naar het profiel' }).getAttribute('href')).toBe(`/members/${others[2]!.id}`);
    await page.context().close();
  });

  it('sends a gift, a photo and a GIF with their costs shown before and debited after, and the other member sees them', async () => {
    const sanne = await loggedIn('demo@hartslag.example', VIEWPORTS.phone);
    const lisa = await loggedIn('lisa@hartslag.example', VIEWPORTS.desktop);
    const lisaId = await idOf('lisa@hartslag.example');
    await sanne.goto(`/members/${lisaId}/chat`);
    await sanne.waitForURL(/\/chats\/\d+$/);
    const path = new URL(sanne.url()).pathname;
    const balance = async () => ((await (await sanne.request.get('/api/user.php')).json()) as { user: { credits: number } }).user.credits;
    const before = await balance();
    expect(await sanne.getByText('cadeau 30 credits · foto 20 credits', { exact: false }).count()).toBe(1);

    await sanne.getByRole('button', { name: 'Cadeau sturen' }).click();
    const gifts = sanne.getByRole('dialog', { name: 'Stuur Lisa een cadeau' });
    await screenshotBoth(sanne, 'chat-gifts');
    await gifts.getByRole('button', { name: 'Roos sturen voor 30 credits' }).click();
    await expect.poll(() => gifts.count()).toBe(0);
    await expect.poll(balance).toBe(before - 30);
    await expect.poll(() => sanne.getByText(`${before - 30} credits`, { exact: true }).count()).toBe(1);

    const photo = await (await import('sharp')).default({ create: { width: 300, height: 400, channels: 3, background: '#5b8def' } }).jpeg().toBuffer();
    await sanne.locator('input[type=file][name=photo]').setInputFiles({ name: 'zee.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect.poll(() => sanne.getByRole('img', { name: 'Jouw foto' }).count()).toBe(1);
    await expect.poll(balance).toBe(before - 50);

    // A GIF, found by a word, for what a message costs.
    await sanne.getByRole('button', { name: 'GIF sturen' }).click();
    const gifs = sanne.getByRole('dialog', { name: 'Stuur een GIF' });
    await gifs.getByRole('searchbox', { name: 'Zoek een GIF' }).fill('koffie');
    await expect.poll(() => gifs.getByRole('button', { name: /^GIF .* sturen$/ }).count()).toBe(1);
    await screenshotBoth(sanne, 'chat-gifs');
    await gifs.getByRole('button', { name: 'GIF Koffie sturen' }).click();
    await expect.poll(() => sanne.getByRole('img', { name: 'GIF' }).count()).toBe(1);
    await expect.poll(balance).toBe(before - 60);

    await lisa.goto(path.replace(/\d+$/, String(((await (await lisa.request.get('/api/chats.php')).json()) as { chats: { id: number; profile: { name: string } }[] }).chats.find((c) => c.profile.name === 'Sanne')!.id)));
    await expect.poll(() => lisa.getByRole('img', { name: 'Foto van Sanne' }).count()).toBe(1);
    // A chat photo is private: a link signed for Lisa, outside /media, that loads for her (decision 0043).
    const sanneFoto = lisa.getByRole('img', { name: 'Foto van Sanne' });
    expect(await sanneFoto.getAttribute('src')).toMatch(/^\/private-media\//);
    await expect.poll(() => sanneFoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await lisa.getByText('Roos', { exact: true }).count()).toBe(1);
    expect(await lisa.getByRole('img', { name: 'GIF' }).count()).toBe(1);
    await screenshotBoth(lisa, 'chat-gift-and-photo');
    await sanne.context().close();
    await lisa.context().close();
  });
});
