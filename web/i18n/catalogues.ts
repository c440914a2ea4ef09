import { en } from './en';
import type { Locale } from './locale';
import { nl, type MessageKey } from './nl';

export type Catalogue = Readonly<Record<MessageKey, string>>;

/**
 * Every locale's catalogue at once: for the server, which renders any locale, and for tests. The browser never imports
 * this module: it loads the one catalogue of its page's locale (messages.ts).
 */
export const catalogs: Readonly<Record<Locale, Catalogue>> = { nl, en };
