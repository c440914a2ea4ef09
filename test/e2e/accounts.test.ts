import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { givenMember } from '../support/members';
import path from 'node:path';
import { hydrated, SCREENSHOT_DIR, screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';
import { fillSignupStepZero, linkFromMail } from './journeys';

/** Chromium reports every 4xx answer as a console error; the pages handle these, so only they may appear. */
const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));

describe('account journeys in Chromium', () => {
  const session = useE2eSession();
  const { consoleErrors, newPage } = session;
  const seesText = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).count(), { timeout: 10_000 }).toBeGreaterThan(0);
  const logIn = async (page: Page, email: string, password: string) => {
    await page.goto('/login');
    await hydrated(page);
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByLabel('Wachtwoord').fill(password);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  };

  it('tells a visitor an email is taken or invalid, and reminds a new member to confirm the address', async () => {
    const page = await newPage(VIEWPORTS.phone);
    await page.goto('/signup');
    await hydrated(page);
    await fillSignupStepZero(page, { email: 'demo@hartslag.example', name: 'Piet', password: 'een lang wachtwoord hier' });
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await seesText(page, 'Dit e-mailadres heeft al een account op deze site.');

    await page.getByLabel('E-mailadres').fill('piet@@example');
    await page.getByLabel('Profielnaam').focus();
    await seesText(page, 'Ongeldige e-mail');

    await page.getByLabel('E-mailadres').fill('piet@example.nl');
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await seesText(page, 'Stap 2 van 5');

    // Not confirmed yet: a modal on a phone that comes from signup, an alert otherwise.
    await page.goto('/members?api_signup_complete=1');
    await expect.poll(() => page.getByRole('dialog').filter({ hasText: 'Bevestig je e-mailadres' }).count()).toBe(1);
    await screenshotBoth(page, 'activation-reminder-modal');
    await page.getByRole('button', { name: 'Later' }).click();
    expect(unexpected(consoleErrors.errors)).toEqual([]);
  });

  it('locks a login after too many wrong passwords with the minutes in the message', async () => {
    const member = await givenMember(session.app.server.database.knex, { email: 'slot@example.nl', password: 'het juiste wachtwoord' });
    const page = await newPage();
    await logIn(page, member.email, 'fout wachtwoord 1');
    await seesText(page, 'Login mislukt, probeer opnieuw');
    for (let attempt = 2; attempt <= 5; attempt++) {
      await page.getByLabel('Wachtwoord').fill(`fout wachtwoord ${attempt}`);
      await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/api/user.php') && response.request().method() === 'POST'),
        page.getByRole('button', { name: 'Inloggen', exact: true }).click(),
      ]);
    }
    await page.getByLabel('Wachtwoord').fill(member.password);
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await seesText(page, /Te veel foute pogingen, account voor \d+ min geblokkeerd\./);
    await screenshotBoth(page, 'login-locked');
    expect(unexpected(consoleErrors.errors)).toEqual([]);
  });

  it('logs a member in with the login form before the page has scripts, saying what was wrong first', async () => {
    const member = await givenMember(session.app.server.database.knex, { email: 'zonderjs@example.nl', password: 'het juiste wachtwoord' });
    const page = await session.newPageWithoutScripts(VIEWPORTS.phone);
    await page.goto('/login');
    const submit = () => page.getByRole('button', { name: 'Inloggen', exact: true }).click();

    await submit();
    const backAt = (search: string) => page.waitForURL((url) => url.pathname === '/login' && url.search === search);
    await backAt('?problem=invalid_input&field=email&reason=required');
    await expect.poll(() => page.locator('#login-email').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('E-mailadres').fill(member.email);
    await page.getByLabel('Wachtwoord').fill('fout wachtwoord');
    await submit();
    await backAt('?problem=login_failed');
    await seesText(page, 'Login mislukt, probeer opnieuw');
    // screenshotBoth waits for frames with a script: this page has none.
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'login-without-scripts-failed-phone.png'), fullPage: true });

    await page.getByLabel('E-mailadres').fill(member.email);
    await page.getByLabel('Wachtwoord').fill(member.password);
    await submit();
    await page.waitForURL((url) => url.pathname === '/members');
    const me = await page.request.get('/api/user.php');
    expect(me.status()).toBe(200);
    expect((await me.json()).user.email).toBe(member.email);
  });

  it("says a form was not sent when it was posted before the page's scripts ran, and keeps the reset link's token", async () => {
    const page = await session.newPageWithoutScripts(VIEWPORTS.phone);
    await page.goto('/reset-password');
    await page.getByLabel('E-mailadres').fill('iemand@example.nl');
    await page.getByRole('button', { name: 'Stuur herstellink' }).click();
    await page.waitForURL((url) => url.pathname === '/reset-password' && url.search === '?problem=form_not_sent');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Het formulier is niet verstuurd' }).count()).toBe(1);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'form-not-sent-phone.png'), fullPage: true });

    await page.goto('/reset-password/do?token=een-token');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await page.waitForURL((url) => url.pathname === '/reset-password/do' && url.search === '?token=een-token&problem=form_not_sent');
  });

  it('resets a forgotten password through the mailed link', async () => {
    const member = await givenMember(session.app.server.database.knex, { email: 'vergeten@example.nl', password: 'het oude wachtwoord' });
    const page = await newPage(VIEWPORTS.phone);
    await page.goto('/login');
    await hydrated(page);
    await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    await page.waitForURL('**/reset-password');
    await page.getByLabel('E-mailadres').fill('niemand@example.nl');
    await page.getByRole('button', { name: 'Stuur herstellink' }).click();
    // The same answer as for an address with an account (issue 22): the page tells nobody who has one.
    await seesText(page, 'Kijk in je mailbox');
    await seesText(page, /^Als niemand@example\.nl bij een account hoort, hebben we een link gestuurd/);
    await page.goto('/reset-password');
    await page.getByLabel('E-mailadres').fill(member.email);
    await page.getByRole('button', { name: 'Stuur herstellink' }).click();
    await seesText(page, `Als ${member.email} bij een account hoort, hebben we een link gestuurd om je wachtwoord te herstellen. Zie je niets? Kijk dan ook in je spam-map.`);
    await screenshotBoth(page, 'reset-password-sent');

    const link = await linkFromMail(session.app.server.url, member.email);
    await page.goto(link);
    await hydrated(page);
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('een gloednieuw wachtwoord');
    await page.getByLabel('Herhaal nieuw wachtwoord').fill('een ander wachtwoord');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await seesText(page, 'De wachtwoorden komen niet overeen.');
    await page.getByLabel('Herhaal nieuw wachtwoord').fill('een gloednieuw wachtwoord');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await seesText(page, 'Wachtwoord gewijzigd');
    await screenshotBoth(page, 'reset-password-done');

    // The link is spent.
    await page.goto(link);
    await hydrated(page);
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('nog een nieuw wachtwoord');
    await page.getByLabel('Herhaal nieuw wachtwoord').fill('nog een nieuw wachtwoord');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await seesText(page, 'Link verlopen of invalide, vraag een nieuwe e-mail aan');

    await logIn(page, member.email, 'een gloednieuw wachtwoord');
    await page.waitForURL('**/members');
    expect(unexpected(consoleErrors.errors)).toEqual([]);
  });

  it('changes the email address once the new address confirms it', async () => {
    const member = await givenMember(session.app.server.database.knex, { email: 'oud@example.nl', password: 'mijn vaste wachtwoord' });
    const page = await newPage();
    await logIn(page, member.email, member.password);
    await page.waitForURL('**/members');
    await page.goto('/settings');
    await screenshotBoth(page, 'settings');
    const emailSection = page.locator('section').filter({ has: page.getByRole('heading', { name: 'E-mailadres', exact: true }) });
    await emailSection.getByLabel('Nieuw e-mailadres').fill('nieuw@example.nl');
    await emailSection.getByLabel('Huidig wachtwoord').fill(member.password);
    await emailSection.getByRole('button', { name: 'E-mailadres wijzigen' }).click();
    await seesText(page, /We hebben een bevestigingslink naar nieuw@example\.nl gestuurd/);

    await page.goto(await linkFromMail(session.app.server.url, 'nieuw@example.nl'));
    await seesText(page, 'Je e-mailadres is gewijzigd in nieuw@example.nl.');
    await screenshotBoth(page, 'mail-change-done');

    await page.goto('/members');
    await page.getByLabel('Account', { exact: true }).click();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await logIn(page, 'nieuw@example.nl', member.password);
    await page.waitForURL('**/members');
    expect(unexpected(consoleErrors.errors)).toEqual([]);
  });

  it('deletes an account after the retention offer and reactivates it from the mail', async () => {
    const member = await givenMember(session.app.server.database.knex, { email: 'weg@example.nl', password: 'tot ziens wachtwoord', name: 'Wegga' });
    const page = await newPage(VIEWPORTS.phone);
    await logIn(page, member.email, member.password);
    await page.waitForURL('**/members');
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Account verwijderen' }).click();
    await page.getByLabel('Anders').check();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await seesText(page, /Blijf en krijg \d+% korting op je volgende credits/);
    await screenshotBoth(page, 'delete-offer');
    await page.getByRole('button', { name: 'Doorgaan met verwijderen' }).click();
    await page.getByLabel('Wachtwoord', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Verwijder mijn account' }).click();
    await page.waitForURL('**/account-deleted');
    await seesText(page, 'Je account is verwijderd');
    await screenshotBoth(page, 'account-deleted');

    // Gone for everyone else.
    const other = await newPage();
    const demo = session.app.logins.find((login) => login.email === 'demo@hartslag.example')!;
    await other.request.post('/api/user.php', { data: { email: demo.email, password: demo.password } });
    expect((await other.goto(`/members/${member.id}`))?.status()).toBe(404);

    await page.goto(await linkFromMail(session.app.server.url, member.email));
    await page.getByRole('button', { name: 'Account heractiveren' }).click();
    await page.waitForURL('**/members');
    expect((await other.goto(`/members/${member.id}`))?.status()).toBe(200);
    expect(unexpected(consoleErrors.errors)).toEqual([]);
  });

  it('keeps the signup modal open once the account exists, and keeps the draft across a reload', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Gratis aanmelden' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByLabel('E-mailadres').fill('modal@example.nl');
    await dialog.getByLabel('Profielnaam').fill('Mo');
    await page.reload();
    await page.goto('/signup');
    await hydrated(page);
    // The draft comes back from the tab's storage once the page has hydrated.
    await expect.poll(() => page.getByLabel('E-mailadres').inputValue(), { timeout: 10_000 }).toBe('modal@example.nl');
    await expect.poll(() => page.getByLabel('Profielnaam').inputValue(), { timeout: 10_000 }).toBe('Mo');

    await page.goto('/');
    await page.getByRole('link', { name: 'Gratis aanmelden' }).first().click();
    await fillSignupStepZero(dialog, { email: 'modal@example.nl', name: 'Mo', password: 'een modaal wachtwoord' });
    await dialog.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect.poll(() => dialog.getByText('Stap 2 van 5').count()).toBeGreaterThan(0);
    await screenshotBoth(page, 'signup-modal');
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    expect(await dialog.count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByRole('dialog').getByText('Stap 2 van 5').count()).toBeGreaterThan(0);
    expect(unexpected(consoleErrors.errors)).toEqual([]);
  });

  it('blocks a member from the profile and unblocks her in the settings', async () => {
    const knex = session.app.server.database.knex;
    const member = await givenMember(knex, { email: 'blokker@example.nl', password: 'een blokkerend wachtwoord', gender: 'male' });
    const target = await givenMember(knex, { name: 'Zoë', gender: 'female' });
    const page = await newPage(VIEWPORTS.phone);
    await logIn(page, member.email, member.password);
    await page.waitForURL('**/members');
    await page.goto(`/members/${target.id}`);
    await page.getByRole('button', { name: 'Blokkeren' }).click();
    await seesText(page, /Zoë blokkeren\?/);
    await screenshotBoth(page, 'profile-block-confirm');
    await page.getByRole('button', { name: 'Ja, blokkeer' }).click();
    await page.waitForURL('**/members');
    // Her profile now says whom she blocked, with the way back (issue 27); the blocked member gets a 404 (profile-actions e2e).
    expect((await page.goto(`/members/${target.id}`))?.status()).toBe(200);
    await seesText(page, 'Je hebt Zoë geblokkeerd');
    expect(await page.getByRole('button', { name: 'Blokkeren', exact: true }).count()).toBe(0);

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Deblokkeren Zoë' }).click();
    await seesText(page, 'Zoë is gedeblokkeerd.');
    expect((await page.goto(`/members/${target.id}`))?.status()).toBe(200);
    expect(unexpected(consoleErrors.errors)).toEqual([]);
  });
});
