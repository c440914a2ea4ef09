import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { defaultSettings } from '../../domain/settings/default-settings';
import { EDITABLE_SETTING_KEYS } from '../../domain/settings/setting-rows';
import { SETTING_SCHEMAS } from './admin-setting-requests';

/** Decision 0077: one schema per editable setting, and every built-in value fits its own. */
describe('the settings’ schemas', () => {
  it('have one schema per editable setting, and every default fits it', () => {
    expect(Object.keys(SETTING_SCHEMAS).sort()).toEqual([...EDITABLE_SETTING_KEYS].sort());
    for (const key of EDITABLE_SETTING_KEYS) {
      const checked = z.safeParse(SETTING_SCHEMAS[key], defaultSettings[key]);
      expect(checked.success, `${key}: ${JSON.stringify(checked.error?.issues)}`).toBe(true);
    }
  });

  it('refuse money with more than two decimals, unknown countries, methods and pages', () => {
    expect(z.safeParse(SETTING_SCHEMAS.minimum_message_costs, { NL: { costs: 1.49, currency: 'EUR' } }).success).toBe(true);
    expect(z.safeParse(SETTING_SCHEMAS.minimum_message_costs, { NL: { costs: 1.495, currency: 'EUR' } }).success).toBe(false);
    expect(z.safeParse(SETTING_SCHEMAS.minimum_message_costs, { nl: { costs: 1.49, currency: 'EUR' } }).success).toBe(false);
    expect(z.safeParse(SETTING_SCHEMAS.payment_methods, { '*': ['paypal'], BE: ['bancontact'] }).success).toBe(true);
    expect(z.safeParse(SETTING_SCHEMAS.payment_methods, { BE: ['cheque'] }).success).toBe(false);
    expect(z.safeParse(SETTING_SCHEMAS.static_page_paths, { 'algemene-voorwaarden': 'terms' }).success).toBe(true);
    expect(z.safeParse(SETTING_SCHEMAS.static_page_paths, { 'algemene-voorwaarden': 'blog' }).success).toBe(false);
    expect(z.safeParse(SETTING_SCHEMAS.credit_bundles, [{ id: 1, credits: 5, amount_cents: 100, currency: 'EUR', countries: [] }, { id: 1, credits: 6, amount_cents: 200, currency: 'EUR', countries: [] }]).success).toBe(false);
    expect(z.safeParse(SETTING_SCHEMAS.promo_tiles, [{ type: 'cam', title: 'Cams', url: 'http://x.example', image: '' }]).success).toBe(false);
  });
});
