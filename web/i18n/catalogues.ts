import { en } from './en';
import { enAccount } from './en-account';
import { enChat } from './en-chat';
import { enCredits } from './en-credits';
import { enDirectDebit } from './en-directdebit';
import { enLikes } from './en-likes';
import { enNotifications } from './en-notifications';
import { enProfile } from './en-profile';
import { enProfileView } from './en-profileview';
import { enSearch } from './en-search';
import { enSignup } from './en-signup';
import { enSupport } from './en-support';
import type { Locale } from './locale';
import { nl, type MessageKey } from './nl';
import { nlAccount } from './nl-account';
import { nlChat } from './nl-chat';
import { nlCredits } from './nl-credits';
import { nlDirectDebit } from './nl-directdebit';
import { nlLikes } from './nl-likes';
import { nlNotifications } from './nl-notifications';
import { nlProfile } from './nl-profile';
import { nlProfileView } from './nl-profileview';
import { nlSearch } from './nl-search';
import { nlSignup } from './nl-signup';
import { nlSupport } from './nl-support';

export type Catalogue = Readonly<Record<MessageKey, string>>;

/**
 * Every locale's whole catalogue, the core and every area at once: for the server, which renders any page in any
 * locale, and for tests. The browser never imports this module: it loads the core of its page's locale and the areas
 * of the page (messages.ts, areas.ts).
 */
export const catalogs: Readonly<Record<Locale, Catalogue>> = {
  nl: { ...nl, ...nlAccount, ...nlChat, ...nlCredits, ...nlDirectDebit, ...nlLikes, ...nlNotifications, ...nlProfile, ...nlProfileView, ...nlSearch, ...nlSignup, ...nlSupport },
  en: { ...en, ...enAccount, ...enChat, ...enCredits, ...enDirectDebit, ...enLikes, ...enNotifications, ...enProfile, ...enProfileView, ...enSearch, ...enSignup, ...enSupport },
};
