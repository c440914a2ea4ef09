import type account from './locales/nl/account.json';
import type admin from './locales/nl/admin.json';
import type arrival from './locales/nl/arrival.json';
import type chat from './locales/nl/chat.json';
import type core from './locales/nl/core.json';
import type credits from './locales/nl/credits.json';
import type directdebit from './locales/nl/directdebit.json';
import type landers from './locales/nl/landers.json';
import type layout from './locales/nl/layout.json';
import type likes from './locales/nl/likes.json';
import type notifications from './locales/nl/notifications.json';
import type profile from './locales/nl/profile.json';
import type profileview from './locales/nl/profileview.json';
import type search from './locales/nl/search.json';
import type signup from './locales/nl/signup.json';
import type support from './locales/nl/support.json';

/**
 * A key of the source catalogue: the keys of every web/i18n/locales/nl/*.json file (one import per file, checked by
 * tools/i18n/locale-files.test.ts), so `t('nope')` does not compile. Decision 0060.
 */
export type MessageKey = Extract<
  | keyof typeof core
  | keyof typeof account
  | keyof typeof admin
  | keyof typeof arrival
  | keyof typeof chat
  | keyof typeof credits
  | keyof typeof directdebit
  | keyof typeof landers
  | keyof typeof layout
  | keyof typeof likes
  | keyof typeof notifications
  | keyof typeof profile
  | keyof typeof profileview
  | keyof typeof search
  | keyof typeof signup
  | keyof typeof support,
  string
>;
