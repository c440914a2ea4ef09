import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailTemplate } from '../../domain/mail/mailer';
import { PORTS } from '../../bff/wiring/tokens';
import { seedDemo } from '../../tools/seed/seed-demo';
import { givenMember, type GivenMember } from '../support/members';
import { deliveredOutbox } from '../support/outbox';
import { freshDatabase } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { ConsoleErrors, hydrated, launchChromium, screenshotBoth, VIEWPORTS } from './browser';
import { arrivedCookies } from './e2e-session';

const FEEDBACK_SECRET = 'e2e-feedback-secret-of-the-mail-server-0123456789';
const fixture = (name: string) => readFileSync(new URL(`../fixtures/mail-feedback/${name}`, import.meta.url), 'utf8');

/**
 * Issue 23, the mail journey (decision 0057): a member's mail preferences hold at delivery, a one-click unsubscribe
 * from a mail's List-Unsubscribe stops that kind of mail, the footer's page confirms in one click, and a bounce and a
 * complaint posted by the mail server disable her mail and show the alert.
 */
describe('the mail journey: preferences, one-click unsubscribe, complaints and bounces', () => {
  let server: TestServer;
  let browser: Browser;
  const consoleErrors = new ConsoleErrors();

  beforeAll(async () => {
    const database = await freshDatabase('pglite');
    const mediaDir = mkdtempSync(path.join(tmpdir(), 'hartslag-e2e-media-'));
    await seedDemo(database.knex, { mediaDir, today: new Date(), count: 10 });
    const started = await startTestServer('pglite', { database, config: { pages: true, dev: false, mediaDir }, env: { MAIL_FEEDBACK_SECRET: FEEDBACK_SECRET } });
    server = { ...started, close: async () => { await started.close(); await database.close(); } };
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const knex = () => server.database.knex;
  const member = (name: string, gender: 'female' | 'male') => givenMember(knex(), { name, gender, email: `${name.toLowerCase()}-${Date.now()}@example.nl` });

  async function pageOf(who: GivenMember | null, viewport: { width: number; height: number } = VIEWPORTS.phone): Promise<Page> {
    const context = await browser.newContext({ viewport, baseURL: server.url, locale: 'nl-NL' });
    await context.addCookies(arrivedCookies(server.url));
    consoleErrors.watch(context);
    const page = await context.newPage();
    if (who) expect((await page.request.post('/api/user.php', { data: { email: who.email, password: who.password } })).status()).toBe(200);
    return page;
  }
  const goto = async (page: Page, url: string) => {
    await page.goto(url);
    await hydrated(page);
  };
  const mailsTo = async (who: GivenMember, template: MailTemplate) => Number((await knex()('mail_outbox').where({ to: who.email, template }).count<{ count: string }[]>('* as count'))[0].count);
  const latest = async (page: Page, who: GivenMember) =>
    (await (await page.request.get(`/dev/mailbox/latest.json?to=${encodeURIComponent(who.email)}`)).json()) as { text: string; headers: Record<string, string> };
  /** A mail as a use case queues it; the outbox worker delivers it through the preference gate. */
  const queue = async (who: GivenMember, template: MailTemplate) => {
    await server.composition.container.get(PORTS.mailer).send({ to: who.email, memberId: who.id, template, locale: 'nl', domain: 'localhost', name: 'Anna', link: `${server.url}/credits` });
    await deliveredOutbox(knex());
  };
  const likes = async (page: Page, who: GivenMember) => {
    expect((await page.request.post('/api/like.php', { data: { profile_id: who.id } })).status()).toBeLessThan(300);
    await deliveredOutbox(knex());
  };
  const feedback = (body: string) =>
    fetch(`${server.url}/api/mail-feedback.php`, { method: 'POST', headers: { Authorization: `Bearer ${FEEDBACK_SECRET}`, 'Content-Type': 'message/rfc822' }, body });

  it('she turns like mails off and gets none; she unsubscribes from offers with one click and gets no more', async () => {
    const anna = await member('Anna', 'female');
    const bram = await member('Bram', 'male');
    const cas = await member('Cas', 'male');
    const annaPage = await pageOf(anna);

    // While like mails are on (and she is not online), Cas's like reaches her by mail: the like's notice, fanned out
    // by the outbox worker.
    await likes(await pageOf(cas), anna);
    await expect.poll(() => mailsTo(anna, 'notice_like')).toBe(1);

    // On /notifications she turns like mails off and offers on (each saved as she flips it).
    await goto(annaPage, '/notifications');
    for (const name of ['Likes en matches', 'Aanbiedingen']) {
      const saved = annaPage.waitForResponse((response) => response.url().endsWith('/api/notifications.php') && response.request().method() === 'PUT' && response.ok());
      await annaPage.getByRole('switch', { name }).click();
      await saved;
    }
    expect(await annaPage.getByRole('switch', { name: 'Likes en matches' }).isChecked()).toBe(false);
    // Bram likes her, the outbox worker runs: no like mail; nor does a like mail queued after pass the gate.

    await likes(await pageOf(bram), anna);
    await queue(anna, 'notice_like');
    expect(await mailsTo(anna, 'notice_like')).toBe(1);

    // A promotion reaches her with List-Unsubscribe; her mail client POSTs its URL (no cookie, no page).
    await queue(anna, 'promotion');
    expect(await mailsTo(anna, 'promotion')).toBe(1);
    const { headers } = await latest(annaPage, anna);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /<(https?:\/\/[^>]+\/api\/unsubscribe\.php\?token=[^>]+)>/.exec(headers['List-Unsubscribe'])![1];
    const { pathname, search } = new URL(oneClick);
    const click = await fetch(`${server.url}${pathname}${search}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(click.status).toBe(200);

    // The next promotion is not sent.
    await queue(anna, 'promotion');
    expect(await mailsTo(anna, 'promotion')).toBe(1);
    await annaPage.context().close();
  });

  it('the footer link opens a page that confirms in one click, without a login', async () => {
    const mila = await member('Mila', 'female');
    await queue(mila, 'weekly_update');
    const page = await pageOf(null);
    const footer = /Afmelden: (\S+)/.exec((await latest(page, mila)).text)![1];
    const { pathname, search } = new URL(footer);
    expect(pathname).toBe('/unsubscribe');

    // The question is in the server's HTML: a page without scripts (or before them) shows it and its button.
    const html = await (await fetch(`${server.url}${pathname}${search}`)).text();
    expect(html).toContain('Wil je geen e-mails meer over je wekelijkse update?');
    expect(html).toMatch(/<button[^>]*>.*Afmelden<\/button>/s);

    await goto(page, `${pathname}${search}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Wil je geen e-mails meer over je wekelijkse update?' }).count()).toBe(1);
    // Opening the page changed nothing.
    const stored = async () => (await knex()('members').where('id', mila.id).first('email_preferences')) as { email_preferences: unknown };
    expect(JSON.stringify((await stored()).email_preferences)).not.toContain('weekly_updates');
    await screenshotBoth(page, 'unsubscribe-confirm');

    await page.getByRole('button', { name: 'Afmelden' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Je bent afgemeld' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Naar je meldingen' }).getAttribute('href')).toBe('/notifications');
    await screenshotBoth(page, 'unsubscribe-done');
    expect(JSON.stringify((await stored()).email_preferences)).toContain('"weekly_updates":false');

    // A forged link: a clear error, nothing to click.
    await goto(page, `/unsubscribe?token=${mila.id}.news.${'A'.repeat(43)}`);
    await expect.poll(() => page.getByRole('alert').getByText('Deze afmeldlink klopt niet (meer).', { exact: false }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Afmelden' }).count()).toBe(0);
    await screenshotBoth(page, 'unsubscribe-invalid');
    await page.context().close();
  });

  it('a complaint and a hard bounce from the mail server disable her mail, and the alert says why', async () => {
    const sara = await member('Sara', 'female');
    await knex()('members').where('id', sara.id).update({ email_preferences: JSON.stringify({ promotions: true }) });
    await queue(sara, 'promotion');
    const saraPage = await pageOf(sara);
    const token = decodeURIComponent(/token=([^>&]+)/.exec((await latest(saraPage, sara)).headers['List-Unsubscribe'])![1]);

    // The provider's feedback loop: she marked the promotion as spam (her address redacted, our token quoted).
    const complaint = await feedback(fixture('arf-abuse-yahoo.eml').replaceAll('%%TOKEN%%', token));
    expect(await complaint.json()).toEqual({ result: 'disabled', reason: 'fbl', members: 1 });
    await goto(saraPage, '/members');
    const alert = saraPage.getByRole('region', { name: 'Je ontvangt geen e-mails meer van ons' });
    await expect.poll(() => alert.count()).toBe(1);
    expect(await alert.textContent()).toContain('als spam gemarkeerd');
    await screenshotBoth(saraPage, 'notifications-disabled-alert');
    // Nothing but transactional mail reaches her now.
    await queue(sara, 'promotion');
    expect(await mailsTo(sara, 'promotion')).toBe(1);
    // The alert leads to /notifications (where it is not shown), where she turns her mail back on: the alert goes.
    await alert.getByRole('link', { name: 'E-mail weer aanzetten' }).click();
    await saraPage.waitForURL('**/notifications');
    await expect.poll(() => saraPage.getByRole('button', { name: 'Zet e-mail weer aan' }).count()).toBe(1);
    await expect.poll(() => saraPage.getByRole('region', { name: 'Je ontvangt geen e-mails meer van ons' }).count()).toBe(0);
    await saraPage.getByRole('button', { name: 'Zet e-mail weer aan' }).click();
    await expect.poll(async () => (await knex()('members').where('id', sara.id).first('notifications_disabled')).notifications_disabled).toEqual([]);
    await goto(saraPage, '/members');
    expect(await saraPage.getByRole('region', { name: 'Je ontvangt geen e-mails meer van ons' }).count()).toBe(0);

    // A hard bounce of another member's address.
    const tom = await member('Tom', 'male');
    const bounce = await feedback(fixture('dsn-hard-bounce-postfix.eml').replaceAll('nobody.here@example.org', tom.email).replaceAll('%%TOKEN%%', ''));
    expect(await bounce.json()).toEqual({ result: 'disabled', reason: 'bounce', members: 1 });
    const tomPage = await pageOf(tom, VIEWPORTS.desktop);
    await goto(tomPage, '/members');
    await expect.poll(() => tomPage.getByRole('region', { name: 'Je ontvangt geen e-mails meer van ons' }).getByText(`e-mails naar ${tom.email} komen niet aan`, { exact: false }).count()).toBe(1);

    // She closes it: it stays closed on the next page.
    await tomPage.getByRole('button', { name: 'E-mailmelding sluiten' }).click();
    // A tap before the alert's part has hydrated is held and given to it then (decision 0065): closed once it has gone.
    await expect.poll(() => tomPage.getByRole('region', { name: 'Je ontvangt geen e-mails meer van ons' }).count()).toBe(0);
    await goto(tomPage, '/likes');
    expect(await tomPage.getByRole('region', { name: 'Je ontvangt geen e-mails meer van ons' }).count()).toBe(0);

    // Without the secret the endpoint changes nothing.
    const anon = await fetch(`${server.url}/api/mail-feedback.php`, { method: 'POST', headers: { 'Content-Type': 'message/rfc822' }, body: fixture('arf-abuse-headers-only.eml') });
    expect(anon.status).toBe(401);
    expect(consoleErrors.errors.filter((error) => /Minified React error|Hydration/i.test(error))).toEqual([]);
  });
});
