import { activationReminderDue, activationReminderForm } from './activation-reminder';

const unconfirmed = { status: 'not_confirmed' as const, profileStatus: 'disabled' as const, notificationsDisabled: [] };

describe('the activation reminder (SPEC §4)', () => {
  it('is due for a member who has not confirmed, her profile disabled, her mail not stopped', () => {
    expect(activationReminderDue(unconfirmed)).toBe(true);
  });

  it('is not due once she confirmed, while her profile is active, or when her mail is stopped', () => {
    expect(activationReminderDue({ ...unconfirmed, status: 'active', profileStatus: 'active' })).toBe(false);
    expect(activationReminderDue({ ...unconfirmed, profileStatus: 'active' })).toBe(false);
    expect(activationReminderDue({ ...unconfirmed, notificationsDisabled: ['bounce'] })).toBe(false);
    expect(activationReminderDue({ ...unconfirmed, status: 'deleted' })).toBe(false);
  });

  it('is a modal on a smartphone right after signup, else an alert', () => {
    expect(activationReminderForm(true, true)).toBe('modal');
    expect([activationReminderForm(true, false), activationReminderForm(false, true), activationReminderForm(false, false)]).toEqual(['alert', 'alert', 'alert']);
  });
});
