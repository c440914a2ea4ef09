import { expect, it } from 'vitest';
import { DEFAULT_EMAIL_PREFERENCES, type EmailPreferences } from '../../../domain/notifications/email-preferences';
import { memberId } from '../../../domain/shared/ids';
import { addMember, freshWorldEachTest, type WorldMaker } from './adapter-world';

/** What every EmailPreferencesStore adapter does (domain/notifications/ports.ts). */
export function emailPreferencesContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);

  it('gives a new member the defaults and no disabled reason', async () => {
    const anna = await addMember(world());
    expect(await world().emailPreferences.recipientOf(anna)).toEqual({ preferences: DEFAULT_EMAIL_PREFERENCES, notificationsDisabled: [] });
  });

  it('keeps what she set and leaves the rest as it was, change after change', async () => {
    const anna = await addMember(world());
    const after = await world().emailPreferences.setPreferences(anna, { like: false, promotions: true });
    expect(after?.preferences).toEqual({ ...DEFAULT_EMAIL_PREFERENCES, like: false, promotions: true });
    await world().emailPreferences.setPreferences(anna, { news: true });
    await world().emailPreferences.setPreferences(anna, { like: true, weekly_updates: false });
    expect((await world().emailPreferences.recipientOf(anna))?.preferences).toEqual({
      ...DEFAULT_EMAIL_PREFERENCES,
      promotions: true,
      news: true,
      weekly_updates: false,
    });
  });

  it('ignores names that are no preference and values that are no boolean', async () => {
    const anna = await addMember(world());
    // As a parsed request body would carry them: `__proto__` an own key.
    const change = JSON.parse('{"like":false,"credits":true,"__proto__":{"promotions":true},"news":"yes"}') as Partial<EmailPreferences>;
    await world().emailPreferences.setPreferences(anna, change);
    expect((await world().emailPreferences.recipientOf(anna))?.preferences).toEqual({ ...DEFAULT_EMAIL_PREFERENCES, like: false });
  });

  it('adds a disabled reason once and removes only the reasons named', async () => {
    const anna = await addMember(world());
    await world().emailPreferences.disableNotifications(anna, 'fbl');
    await world().emailPreferences.disableNotifications(anna, 'bounce');
    await world().emailPreferences.disableNotifications(anna, 'fbl');
    expect((await world().emailPreferences.recipientOf(anna))?.notificationsDisabled).toEqual(['fbl', 'bounce']);
    expect((await world().members.findAccount(anna))?.notificationsDisabled).toEqual(['fbl', 'bounce']);

    await world().emailPreferences.disableNotifications(anna, 'unsubscribe');
    await world().emailPreferences.enableNotifications(anna, ['fbl', 'unsubscribe']);
    expect((await world().emailPreferences.recipientOf(anna))?.notificationsDisabled).toEqual(['bounce']);
    await world().emailPreferences.enableNotifications(anna, []);
    expect((await world().emailPreferences.recipientOf(anna))?.notificationsDisabled).toEqual(['bounce']);
  });

  it('changes nobody else, and knows no unknown member', async () => {
    const anna = await addMember(world());
    const bea = await addMember(world());
    await world().emailPreferences.setPreferences(bea, { like: false });
    await world().emailPreferences.disableNotifications(bea, 'unsubscribe');
    expect(await world().emailPreferences.recipientOf(anna)).toEqual({ preferences: DEFAULT_EMAIL_PREFERENCES, notificationsDisabled: [] });

    const nobody = memberId(987_654);
    expect(await world().emailPreferences.recipientOf(nobody)).toBeUndefined();
    expect(await world().emailPreferences.setPreferences(nobody, { like: false })).toBeUndefined();
    await world().emailPreferences.disableNotifications(nobody, 'bounce');
  });
}
