import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, screenshotBoth, VIEWPORTS } from './browser';
import { useE2eSession } from './e2e-session';

/** How a control looks: its border colour and whether it carries the check mark. */
const look = (control: Locator) =>
  control.evaluate((el) => {
    const style = getComputedStyle(el);
    return { border: style.borderTopColor, check: style.backgroundImage.includes('svg') };
  });

const SUCCESS = 'rgb(118, 166, 30)';
const DANGER = 'rgb(179, 38, 30)';

/**
 * SPEC §5 (issue 27): valid fields get the generic valid styling, not only invalid ones get theirs — a field checked as
 * she leaves it is marked right (the spec's success colour and a check mark) or wrong (the danger colour and why).
 */
describe('valid and invalid fields', () => {
  const session = useE2eSession();

  for (const [label, viewport] of [
    ['375', VIEWPORTS.phone],
    ['1280', VIEWPORTS.desktop],
  ] as const) {
    it(`marks a field right or wrong as she leaves it, and neither while she changes it, at ${label} px`, async () => {
      const page = await session.loggedIn('lisa@hartslag.example', viewport);
      await page.goto('/directdebit?bundle=2');
      await hydrated(page);
      const [holder, iban, street, postcode] = ['Naam rekeninghouder', 'IBAN', 'Straat', 'Postcode'].map((name) => page.getByLabel(name, { exact: true }));
      // Untouched: neither.
      expect(await look(holder!)).toEqual({ border: 'rgb(227, 228, 232)', check: false });

      await holder!.fill('Lisa de Vries');
      await iban!.fill('NL91 ABNA 0417 1643 00');
      await postcode!.fill('0017 GC');
      await street!.click();
      await expect.poll(() => look(iban!)).toEqual({ border: SUCCESS, check: true });
      expect(await look(holder!)).toEqual({ border: SUCCESS, check: true });
      expect(await look(postcode!)).toEqual({ border: DANGER, check: false });
      // An empty field is not checked until the order is.
      expect((await look(street!)).check).toBe(false);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshotBoth(page, `fields-valid-${label}`);

      // Changing it: no longer known right until she leaves it again.
      await iban!.fill('NL91 ABNA 0417 1643 0');
      expect(await look(iban!)).toEqual({ border: 'rgb(26, 115, 232)', check: false });
      await page.context().close();
    });
  }
});
