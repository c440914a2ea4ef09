import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';

/**
 * Optimistic sends and likes that fail (issue 27), at 375 and 1280 px: a message the server refuses stays on the
 * conversation as "Niet verzonden" with try again and remove; a like in the swipe game the server fails brings its
 * card back with a toast that says so.
 */
describe('a send or a like that fails', () => {
  const session = useE2eSession();
  const knex = () => session.app.server.database.knex;
  /** A member of the crowd (no demo login), the `n`th by id. */
  const crowdMember = async (n: number) =>
    (await knex()('members')
      .whereNotIn('email', session.app.logins.map((login) => login.email))
      .orderBy('id')
      .offset(n)
      .first('id')) as { id: number };

  /** The path's calls answered with `status` and `error` a moment after they were asked (so the tap's own state shows). */
  const failing = (page: Page, path: string, status: number, error: string) =>
    page.route(`**${path}**`, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ error }) });
    });

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`at ${viewport.width} px: a message refused for credits stays, said not sent, and goes on a try again`, async () => {
      const other = await crowdMember(label === 'phone' ? 21 : 22);
      const page = await session.loggedIn('demo@hartslag.example', viewport);
      await page.goto(`/members/${other.id}/chat`);
      await page.waitForURL(/\/chats\/\d+$/);
      const conversation = page.getByRole('region', { name: /^Gesprek met / });
      await failing(page, '/api/messages.php', 402, 'insufficient_credits');

      await page.getByLabel('Bericht', { exact: true }).fill('Zin in een wandeling zondag?');
      await page.getByRole('button', { name: 'Verstuur', exact: true }).click();
      // At the tap: in the conversation, the field free again.
      await expect.poll(() => page.getByRole('img', { name: 'Wordt verstuurd…' }).count()).toBe(1);
      expect(await page.getByLabel('Bericht', { exact: true }).inputValue()).toBe('');

      const unsent = page.getByTestId('unsent-message');
      await expect.poll(() => unsent.getByText('Niet verzonden').count(), { timeout: 15_000 }).toBe(1);
      expect(await unsent.getByText('Zin in een wandeling zondag?').count()).toBe(1);
      await screenshotBoth(page, 'chat-message-not-sent');

      // Tried again with the server answering: the message is sent, nothing unsent remains.
      await page.unrouteAll({ behavior: 'wait' });
      await unsent.getByRole('button', { name: 'Opnieuw proberen', exact: true }).click();
      await expect.poll(() => unsent.count(), { timeout: 15_000 }).toBe(0);
      await expect.poll(() => conversation.getByRole('img', { name: 'Verstuurd' }).count()).toBeGreaterThan(0);
      // Once in the conversation (the list beside it says it too).
      expect(await conversation.getByText('Zin in een wandeling zondag?').count()).toBe(1);

      // Another one, refused and removed.
      await failing(page, '/api/messages.php', 402, 'insufficient_credits');
      await page.getByLabel('Bericht', { exact: true }).fill('Of liever zaterdag?');
      await page.getByRole('button', { name: 'Verstuur', exact: true }).click();
      await expect.poll(() => unsent.count(), { timeout: 15_000 }).toBe(1);
      await unsent.getByRole('button', { name: 'Verwijderen', exact: true }).click();
      await expect.poll(() => conversation.getByText('Of liever zaterdag?').count()).toBe(0);
      await page.context().close();
    });

    it(`at ${viewport.width} px: a swipe like the server fails brings the card back with a toast`, async () => {
      const page = await session.loggedIn('demo@hartslag.example', viewport);
      await failing(page, '/api/like.php', 500, 'server_error');
      await page.goto('/swipe-game');
      const name = (await page.getByTestId('swipe-card').getByRole('heading').textContent())!.split(',')[0]!.trim();

      await page.getByRole('button', { name: `Like ${name}`, exact: true }).click();
      // At the tap the next card; then the card is back and a toast says the like was undone.
      const toast = page.locator('[data-signals="toasts"] li').filter({ hasText: `Je like voor ${name} is niet gelukt en teruggedraaid.` });
      await expect.poll(() => toast.count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(async () => (await page.getByTestId('swipe-card').getByRole('heading').textContent())?.startsWith(name)).toBe(true);
      // The push alert's card (after a few seconds on a phone) out of the way, to see the toast over the game.
      const notNow = page.getByRole('button', { name: 'Niet nu', exact: true });
      if (await notNow.count()) await notNow.click();
      await page.screenshot({ path: `screenshots/swipe-like-rolled-back-${label}.png` });
      await page.context().close();
    });

    it(`at ${viewport.width} px: a like back the server fails turns back on the likes page with a toast`, async () => {
      const page = await session.loggedIn('demo@hartslag.example', viewport);
      await failing(page, '/api/like.php', 500, 'server_error');
      await page.goto('/likes');
      const likeBack = page.getByRole('button', { name: /^Like .+ terug$/ }).first();
      const label = (await likeBack.getAttribute('aria-label'))!;
      const name = label.replace(/^Like /, '').replace(/ terug$/, '');

      await likeBack.click();
      // At the tap the button goes (she liked back); the server fails: it is back, and a toast says so.
      const toast = page.locator('[data-signals="toasts"] li').filter({ hasText: `Je like voor ${name} is niet gelukt en teruggedraaid.` });
      await expect.poll(() => toast.count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => page.getByRole('button', { name: label, exact: true }).count()).toBe(1);
      await page.screenshot({ path: `screenshots/likes-like-back-rolled-back-${viewport.width}.png` });
      await page.context().close();
    });
  }

  it('tries a message again whose answer was lost after the server stored it: one message, charged once', async () => {
    const other = await crowdMember(23);
    const page = await session.loggedIn('demo@hartslag.example', VIEWPORTS.phone);
    await page.goto(`/members/${other.id}/chat`);
    await page.waitForURL(/\/chats\/\d+$/);
    const conversationId = Number(new URL(page.url()).pathname.split('/').at(-1));
    const demo = (await knex()('members').where('email', 'demo@hartslag.example').first('id', 'credits')) as { id: number; credits: number };
    const ledgerBefore = Number(((await knex()('credit_ledger').max({ id: 'id' })) as { id: string | null }[])[0]!.id ?? 0);
    const text = `Zie ik je vrijdag bij de markt? ${Date.now()}`;
    const stored = async () => Number(((await knex()('messages').where({ conversation_id: conversationId, body: text }).count({ n: '*' })) as { n: string }[])[0]!.n);
    // Each try reaches the server (which stores the message at the first and answers the same key's tries with that
    // answer), and each answer is lost on its way back to the page: after the client's own retries, "Niet verzonden".
    const keys: string[] = [];
    await page.route('**/api/messages.php', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push((await route.request().headerValue('Idempotency-Key')) ?? '');
      await route.fetch();
      await route.abort('connectionreset');
    });

    await page.getByLabel('Bericht', { exact: true }).fill(text);
    await page.getByRole('button', { name: 'Verstuur', exact: true }).click();
    const unsent = page.getByTestId('unsent-message');
    await expect.poll(() => unsent.getByText('Niet verzonden').count(), { timeout: 30_000 }).toBe(1);
    expect(await stored()).toBe(1);
    expect(new Set(keys).size).toBe(1);

    // Her "Opnieuw proberen", the answers arriving again: the stored message, not a second one.
    await page.unrouteAll({ behavior: 'wait' });
    await unsent.getByRole('button', { name: 'Opnieuw proberen', exact: true }).click();
    await expect.poll(() => unsent.count(), { timeout: 15_000 }).toBe(0);
    const conversation = page.getByRole('region', { name: /^Gesprek met / });
    await expect.poll(() => conversation.getByText(text).count()).toBe(1);
    expect(await stored()).toBe(1);
    const charges = (await knex()('credit_ledger').where('member_id', demo.id).where('id', '>', ledgerBefore).where('reason', 'message').select('amount')) as { amount: number }[];
    expect(charges).toHaveLength(1);
    const after = (await knex()('members').where('id', demo.id).first('credits')) as { credits: number };
    expect(Number(after.credits)).toBe(Number(demo.credits) + charges[0]!.amount);
    await page.context().close();
  });

  it('shows the chat list at both widths, and a member without chats the way to someone to write to', async () => {
    const demo = await session.loggedIn('demo@hartslag.example', VIEWPORTS.desktop);
    await demo.goto('/chats');
    await expect.poll(() => demo.getByRole('heading', { name: 'Berichten', level: 1 }).count()).toBe(1);
    await screenshotBoth(demo, 'chats-list');
    await demo.context().close();

    const lisa = await session.loggedIn('lisa@hartslag.example', VIEWPORTS.phone);
    await lisa.goto('/chats');
    await expect.poll(() => lisa.getByText('Je hebt nog geen gesprekken. Zoek leden en stuur iemand een bericht.').count()).toBe(1);
    await screenshotBoth(lisa, 'chats-empty');
    await lisa.context().close();
  });
});
