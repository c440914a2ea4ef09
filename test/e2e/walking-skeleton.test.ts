import { describe, expect, it } from 'vitest';
import { hydrated, screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';
import { fillSignupStepZero, linkFromMail } from './journeys';

/** The walking skeleton's journey in Chromium against the production build. */
describe('a visitor signs up, finds a member and chats with her live', () => {
  const session = useE2eSession();
  const { consoleErrors, newPage } = session;

  it('walks from signup to a live message without a console error', async () => {
    const visitor = await newPage();
    await visitor.goto('/');
    await screenshotBoth(visitor, 'home');

    // Sign up: step 0 creates the account, the other steps may be skipped.
    await visitor.goto('/signup');
    await screenshotBoth(visitor, 'signup');
    await fillSignupStepZero(visitor, { email: 'tom@example.nl', name: 'Tom', password: 'fietsen langs de Amstel' });
    await visitor.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect.poll(() => visitor.getByText('Stap 2 van 5').count()).toBeGreaterThan(0);
    await screenshotBoth(visitor, 'signup-photo');
    for (let step = 2; step <= 4; step++) {
      await visitor.getByRole('button', { name: 'Overslaan' }).click();
      await expect.poll(() => visitor.getByText(`Stap ${step + 1} van 5`).count()).toBeGreaterThan(0);
    }
    // Step 4 asks for push permission; Tom refuses (as clicking "Block" in the browser's prompt), and the refusal is stored.
    const cdp = await visitor.context().newCDPSession(visitor);
    await cdp.send('Browser.setPermission', { permission: { name: 'notifications' }, setting: 'denied', origin: session.app.server.url });
    await visitor.getByRole('button', { name: 'Meldingen toestaan' }).click();
    await expect.poll(() => visitor.getByText('Je hebt meldingen geweigerd.', { exact: false }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const tom = await session.app.server.database.knex('members').whereRaw('lower(email) = ?', ['tom@example.nl']).first('id');
    expect(await session.app.server.database.knex('push_subscriptions').where('member_id', tom.id).first('state')).toEqual({ state: 'denied' });
    await visitor.getByRole('button', { name: 'Afronden' }).click();
    await visitor.waitForURL('**/complete-signup');
    await screenshotBoth(visitor, 'complete-signup');

    // Activate from the mail.
    await visitor.goto(await linkFromMail(session.app.server.url, 'tom@example.nl'));
    await visitor.waitForURL('**/activate/done');
    await screenshotBoth(visitor, 'activate-done');

    // Log out and log in again.
    await visitor.goto('/members');
    await visitor.getByLabel('Account', { exact: true }).click();
    await visitor.getByRole('button', { name: 'Uitloggen' }).click();
    await visitor.waitForURL((url) => url.pathname === '/');
    await visitor.goto('/login');
    await screenshotBoth(visitor, 'login');
    await visitor.getByLabel('E-mailadres').fill('tom@example.nl');
    await visitor.getByLabel('Wachtwoord').fill('fietsen langs de Amstel');
    await visitor.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await visitor.waitForURL('**/members');

    // Search: Tom, a hetero man, is shown women before he chooses; then women in Noord-Holland.
    expect(await visitor.getByLabel('Geslacht').inputValue()).toBe('female');
    await visitor.getByLabel('Geslacht').selectOption('female');
    await visitor.getByLabel('Land', { exact: true }).selectOption('NL');
    await visitor.getByLabel('Regio').selectOption('Noord-Holland');
    await visitor.getByRole('button', { name: 'Zoeken' }).click();
    await visitor.waitForURL(/gender=female/);
    await screenshotBoth(visitor, 'members');
    await visitor.getByRole('link', { name: /Sanne/ }).first().click();
    await visitor.waitForURL(/\/members\/\d+$/);
    await expect.poll(() => visitor.getByRole('heading', { name: /Sanne/ }).count()).toBeGreaterThan(0);
    await screenshotBoth(visitor, 'profile');

    // Start the conversation.
    await visitor.getByRole('link', { name: 'Stuur bericht' }).click();
    await visitor.waitForURL(/\/chats\/\d+$/);
    const conversationPath = new URL(visitor.url()).pathname;
    await expect.poll(() => visitor.getByText('Gratis bericht').count()).toBeGreaterThan(0);

    // Sanne opens the same conversation in her own browser.
    const sanne = await newPage(VIEWPORTS.phone);
    const demo = session.app.logins.find((login) => login.email === 'demo@hartslag.example')!;
    const login = await sanne.request.post('/api/user.php', { data: { email: demo.email, password: demo.password } });
    expect(login.status()).toBe(200);
    await sanne.goto(conversationPath);
    await sanne.waitForLoadState('networkidle');

    // Tom sends; Sanne sees it arrive without reloading.
    await visitor.getByLabel('Bericht', { exact: true }).fill('Hoi Sanne, zin in een koffie aan de gracht?');
    await visitor.getByRole('button', { name: 'Verstuur' }).click();
    await expect.poll(() => visitor.getByText('Hoi Sanne, zin in een koffie aan de gracht?').count()).toBeGreaterThan(0);
    await expect.poll(() => sanne.getByText('Hoi Sanne, zin in een koffie aan de gracht?').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await screenshotBoth(visitor, 'chat');
    await screenshotBoth(sanne, 'chat-receiver');

    await sanne.goto('/chats');
    await expect.poll(() => sanne.getByText(/Tom/).count()).toBeGreaterThan(0);
    await screenshotBoth(sanne, 'chats');

    expect(consoleErrors.errors).toEqual([]);
  });

  it('tells a member with neither credits nor gratis messages that credits are needed', async () => {
    const page = await newPage(VIEWPORTS.phone);
    const lisa = session.app.logins.find((login) => login.email === 'lisa@hartslag.example')!;
    await page.request.post('/api/user.php', { data: { email: lisa.email, password: lisa.password } });
    // Lisa spends her gratis messages through the API, then tries once more in the page.
    const search = await (await page.request.get('/api/members.php?gender=male')).json();
    const target = search.profiles[0].id as number;
    const chat = await (await page.request.post('/api/chat.php', { data: { profile_id: target } })).json();
    for (let i = 0; i < 3; i++) {
      expect((await page.request.post('/api/messages.php', { data: { conversation_id: chat.chat.id, text: `Hallo ${i}` } })).status()).toBe(201);
    }
    await page.goto(`/chats/${chat.chat.id}`);
    await hydrated(page);
    await page.getByLabel('Bericht', { exact: true }).fill('Nog eentje');
    await page.getByRole('button', { name: 'Verstuur' }).click();
    const alert = page.getByRole('alert').filter({ hasText: /credits/i });
    await expect.poll(() => alert.count()).toBeGreaterThan(0);
    // The alert offers the way out (SPEC §8): buying credits.
    expect(await alert.getByRole('link', { name: 'Credits kopen' }).getAttribute('href')).toBe('/credits');
    await screenshotBoth(page, 'chat-insufficient-credits');
    // The failed send is a 402 the page handles; only that resource error may appear in the console.
    expect(consoleErrors.errors.filter((e) => !/status of 402/.test(e))).toEqual([]);
  });

  it('puts the response nonce on every script of a server-rendered page', async () => {
    const response = await fetch(`${session.app.server.url}/login`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('shows the error page for an unknown address with a 404', async () => {
    const page = await newPage();
    const response = await page.goto('/deze-pagina-bestaat-niet');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByText('Deze pagina kon niet worden gevonden').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Terug naar de homepage' }).getAttribute('href')).toBe('/');
    await screenshotBoth(page, 'not-found');
    expect(consoleErrors.errors.filter((e) => !/status of 40[24]/.test(e))).toEqual([]);
  });
});
