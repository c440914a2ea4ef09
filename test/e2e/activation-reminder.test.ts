import { describe, expect, it } from 'vitest';
import { givenMember } from '../support/members';
import { screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';

/**
 * SPEC §4 (issue 27): a member who has not confirmed her email — her profile disabled, seen by nobody — is reminded:
 * as a modal on a phone right after signup (api_signup_complete), otherwise as an alert at the top of the page.
 */
describe('the activation reminder', () => {
  const session = useE2eSession();

  it('is a modal on a phone after signup, an alert on a desktop after signup and on a phone later; her profile is seen by nobody', async () => {
    const knex = session.app.server.database.knex;
    const olga = await givenMember(knex, { name: 'Olga', status: 'not_confirmed' });
    expect(await knex('profiles').where('member_id', olga.id).first('status')).toEqual({ status: 'disabled' });
    const page = await session.newPage(VIEWPORTS.phone);
    expect((await page.request.post('/api/user.php', { data: { email: olga.email, password: olga.password } })).status()).toBe(200);
    const modal = page.getByRole('dialog').filter({ hasText: 'Bevestig je e-mailadres' });
    const alert = page.getByRole('region', { name: 'Bevestig je e-mailadres' });

    await page.goto('/members?api_signup_complete=1');
    await expect.poll(() => modal.count()).toBe(1);
    expect(await alert.isVisible()).toBe(false);

    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/members?api_signup_complete=1');
    await expect.poll(() => alert.count()).toBe(1);
    expect(await modal.count()).toBe(0);
    expect(await alert.textContent()).toContain(olga.email);

    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/members');
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await modal.count()).toBe(0);
    await screenshotBoth(page, 'activation-reminder-alert');

    // Seen by nobody: another member finds no profile of hers.
    const lisa = await session.loggedIn('lisa@hartslag.example', VIEWPORTS.desktop);
    expect((await lisa.request.get(`/api/profile.php?id=${olga.id}`)).status()).toBe(404);
    await lisa.context().close();
    await page.context().close();
  });
});
