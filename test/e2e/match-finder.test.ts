import { describe, expect, it } from 'vitest';
import { screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';

/** The match finder (issue 10): four questions, then a shortlist to like or open. */
describe('the match finder', () => {
  const session = useE2eSession();

  it('asks who, how old, where and what, then shows the best matches with how far away they are, each to like', async () => {
    const page = await session.newPage(VIEWPORTS.phone);
    const lisa = session.app.logins.find((login) => login.email === 'lisa@hartslag.example')!;
    expect((await page.request.post('/api/user.php', { data: { email: lisa.email, password: lisa.password } })).status()).toBe(200);

    await page.goto('/likes');
    await page.getByRole('link', { name: 'Matchfinder' }).click();
    await page.waitForURL('**/match-finder');
    await expect.poll(() => page.getByRole('group', { name: 'Wie zoek je?' }).count()).toBe(1);
    // Lisa, a hetero woman, starts with men.
    expect(await page.getByRole('radio', { name: 'Mannen' }).isChecked()).toBe(true);
    await screenshotBoth(page, 'match-finder-question');

    // By keyboard: the radio group, then Enter to go on.
    await page.getByRole('radio', { name: 'Mannen' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('group', { name: 'Hoe oud?' }).count()).toBe(1);
    await page.getByLabel('Leeftijd vanaf').selectOption('25');
    await page.getByLabel('Leeftijd tot').selectOption('60');
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expect.poll(() => page.getByRole('group', { name: 'Waar?' }).count()).toBe(1);
    await page.getByLabel('Land', { exact: true }).selectOption('NL');
    await page.getByLabel('Regio').selectOption('');
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByRole('radio', { name: 'Maakt niet uit' }).check();
    await page.getByRole('button', { name: 'Toon mijn matches' }).click();

    await expect.poll(() => page.getByRole('heading', { name: /^Je \d+ beste matches$/ }).count()).toBe(1);
    const distances = await page.getByText(/^op \d+ km afstand$/).allTextContents();
    const km = distances.map((text) => Number(text.split(' ')[1]));
    expect(km.length).toBeGreaterThan(0);
    for (const distance of km) expect(Number.isInteger(distance)).toBe(true);
    expect(page.url()).toMatch(/\/match-finder$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshotBoth(page, 'match-finder-results');

    const like = page.getByRole('button', { name: /^Like / }).first();
    await like.click();
    await expect.poll(() => page.getByRole('button', { name: 'Geliked' }).count()).toBe(1);
    await page.context().close();
  });

  it('shows a new member her first matches after confirming, to like at once', async () => {
    const page = await session.newPage(VIEWPORTS.desktop);
    const demo = session.app.logins.find((login) => login.email === 'demo@hartslag.example')!;
    expect((await page.request.post('/api/user.php', { data: { email: demo.email, password: demo.password } })).status()).toBe(200);

    await page.goto('/activate/done');
    await page.getByRole('link', { name: 'Bekijk je matches' }).click();
    await page.waitForURL('**/signup-matches');
    // The page's own title (level 1): the card that led here has a heading with the same words.
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Je eerste matches' }).count()).toBe(1);
    const likes = page.getByRole('button', { name: /^Like / });
    await expect.poll(() => likes.count()).toBeGreaterThan(0);
    await screenshotBoth(page, 'signup-matches');
    await likes.first().click();
    await expect.poll(() => page.getByRole('button', { name: 'Geliked' }).count()).toBe(1);
    await page.context().close();
  });
});
