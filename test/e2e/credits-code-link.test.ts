import { describe, expect, it } from 'vitest';
import { PostgresDiscountCodes } from '../../adapters/postgres/postgres-discount-codes';
import { percent } from '../../domain/shared/quantities';
import { aDiscountCode } from '../support/discount-code-mother';
import { givenMember } from '../support/members';
import { hydrated, screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';

/**
 * A mail or a lander links to /credits?code=X (SPEC §7 "query passthrough", issue 27): the code applies as a typed one
 * does, goes on with her to the order, and a code that does not work says so in the SPEC's words and changes nothing.
 */
describe('a discount code in a link to the credits pages', () => {
  const session = useE2eSession();

  /** A free member past her welcome offers (signed up 5 days ago): the code of the link is the only discount. */
  async function member() {
    const knex = session.app.server.database.knex;
    const given = await givenMember(knex, { credits: 0, country: 'NL' });
    await knex('members').where('id', given.id).update({ signup_date: new Date(Date.now() - 5 * 86_400_000) });
    return given;
  }

  it('applies ?code=X on /credits and on the order page, at 375 px', async () => {
    const knex = session.app.server.database.knex;
    await new PostgresDiscountCodes(knex).add(aDiscountCode({ code: 'LINK30', percentage: percent(30) }), new Date());
    const anna = await member();
    const page = await session.newPage(VIEWPORTS.phone);
    await page.request.post('/api/user.php', { data: { email: anna.email, password: anna.password } });

    await page.goto('/credits?code=link30');
    await hydrated(page);
    expect(await page.getByText(/LINK30/).first().textContent()).toContain('30%');
    // € 9,95 at 30 % off: € 6,96 in her favour, beside the struck list price.
    const first = page.getByRole('link', { name: /^50 credits voor / });
    expect(await first.textContent()).toContain('6,96');
    expect(await first.getAttribute('href')).toBe('/credits/1?code=link30');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshotBoth(page, 'credits-code-link');

    await first.click();
    await page.waitForURL('**/credits/1?code=link30');
    await hydrated(page);
    expect(await page.getByLabel('Kortingscode').inputValue()).toBe('link30');
    expect(await page.getByText(/Code LINK30 toegepast/).count()).toBe(1);
    expect((await page.getByTestId('order-total').textContent())!.replace(/\s/g, ' ')).toBe('€ 6,96');
    await page.context().close();
  });

  it('says why a code of the link does not work, as for a typed one, and changes nothing, at 1280 px', async () => {
    const bram = await member();
    const page = await session.newPage(VIEWPORTS.desktop);
    await page.request.post('/api/user.php', { data: { email: bram.email, password: bram.password } });
    await page.goto('/credits');
    const plain = await page.getByRole('link', { name: /^50 credits voor / }).textContent();

    await page.goto('/credits?code=BESTAATNIET');
    await hydrated(page);
    const alert = page.getByRole('alert').filter({ hasText: 'Code niet gevonden' });
    expect(await alert.textContent()).toContain('De code BESTAATNIET uit je link is niet toegepast.');
    expect(await page.getByRole('link', { name: /^50 credits voor / }).textContent()).toBe(plain);
    expect(await page.getByRole('link', { name: /^50 credits voor / }).getAttribute('href')).toBe('/credits/1');
    await screenshotBoth(page, 'credits-code-link-refused');

    await page.goto('/credits/1/ideal?code=BESTAATNIET');
    await hydrated(page);
    const field = page.getByLabel('Kortingscode');
    expect(await field.inputValue()).toBe('BESTAATNIET');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('Code niet gevonden', { exact: true }).count()).toBe(1);
    await page.context().close();
  });
});
