import type { Locator, Page } from 'playwright-core';

/** Fills the first signup step (the account) the way a visitor does. */
export async function fillSignupStepZero(page: Page | Locator, member: { email: string; name: string; password: string }): Promise<void> {
  await page.getByLabel('E-mailadres').fill(member.email);
  await page.getByLabel('Profielnaam').fill(member.name);
  await page.getByLabel('Wachtwoord').fill(member.password);
  await page.getByLabel('Dag').selectOption('14');
  await page.getByLabel('Maand').selectOption('3');
  await page.getByLabel('Jaar').selectOption('1990');
  await page.getByLabel('Ik ben een').selectOption('male');
  await page.getByLabel('Ik val op').selectOption('hetero');
  await page.getByLabel('Land', { exact: true }).selectOption('NL');
  await page.getByLabel('Regio').selectOption('Noord-Holland');
  await page.getByLabel('Woonplaats').fill('Amsterdam');
}

/** The link of the newest mail to an address, read from the development mailbox as a person would click it. */
export async function linkFromMail(baseUrl: string, to: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const response = await fetch(`${baseUrl}/dev/mailbox/latest.json?to=${encodeURIComponent(to)}`);
    if (response.ok) {
      const mail = (await response.json()) as { link: string | null };
      if (mail.link) return mail.link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail with a link reached ${to}`);
}
