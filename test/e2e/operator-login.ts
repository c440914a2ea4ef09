import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { OPERATOR_TEST_PASSWORD, totpCodeOf } from '../support/operators';

/** An operator's first login: password, the authenticator enrolment with the key shown, the recovery codes, then /admin. */
export async function logInFirstTime(page: Page, email: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('E-mailadres', { exact: true }).fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(OPERATOR_TEST_PASSWORD);
  await page.getByRole('button', { name: 'Verder', exact: true }).click();
  await expect.poll(() => page.getByTestId('totp-secret').count()).toBe(1);
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  await page.getByLabel('Code van 6 cijfers', { exact: true }).fill(totpCodeOf(secret));
  await page.getByRole('button', { name: 'Bevestigen', exact: true }).click();
  await page.getByRole('button', { name: 'Ik heb ze bewaard', exact: true }).click();
  await page.waitForURL('**/admin');
}
