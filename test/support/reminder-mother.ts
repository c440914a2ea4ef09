import type { DomainPageLinks, PageLinks } from '../../domain/mail/page-links';
import { DEFAULT_EMAIL_PREFERENCES } from '../../domain/notifications/email-preferences';
import type { ReminderRecipient } from '../../domain/notifications/reminders';
import { memberId } from '../../domain/shared/ids';

/** A member a reminder may go to: active, real, default preferences, Dutch; anything else as the test says. */
export const aRecipient = (overrides: Partial<ReminderRecipient> = {}): ReminderRecipient => ({
  id: memberId(1),
  email: 'anna@example.nl',
  name: 'Anna',
  language: 'nl',
  status: 'active',
  profileStatus: 'active',
  fictional: false,
  signupDate: new Date('2026-11-01T10:00:00Z'),
  preferences: DEFAULT_EMAIL_PREFERENCES,
  notificationsDisabled: [],
  ...overrides,
});

/** The links of the test domain, as SitePageLinks makes them. */
export const links: DomainPageLinks = { domain: 'hartslag.example', to: (page) => `https://hartslag.example/${page === 'home' ? '' : page}` };
export const pageLinks: PageLinks = { to: async (_domain, page) => links.to(page), of: async () => links };
