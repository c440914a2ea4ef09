import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './locale';

/**
 * The parts of the catalogue that load with the pages that use them, each its own chunk per locale: a page declares
 * its areas in its +config.ts (`catalogues`), and the browser loads them before it renders the page. The core
 * (nl.ts, en.ts) is on every page. Decision 0030.
 */
export const CATALOGUE_AREAS = ['account', 'chat', 'credits', 'directdebit', 'likes', 'notifications', 'profile', 'profileview', 'search', 'signup', 'support'] as const;
export type CatalogueArea = (typeof CATALOGUE_AREAS)[number];

/** Some texts of a catalogue: strings (server, dev, tests) or, in the browser's build, their ICU syntax trees. */
export type CataloguePart = Readonly<Record<string, string | MessageFormatElement[]>>;

/** Each area's chunk per locale. */
export const areaLoaders: Readonly<Record<Locale, Readonly<Record<CatalogueArea, () => Promise<CataloguePart>>>>> = {
  nl: {
    account: async () => (await import('./nl-account')).nlAccount,
    chat: async () => (await import('./nl-chat')).nlChat,
    credits: async () => (await import('./nl-credits')).nlCredits,
    directdebit: async () => (await import('./nl-directdebit')).nlDirectDebit,
    likes: async () => (await import('./nl-likes')).nlLikes,
    notifications: async () => (await import('./nl-notifications')).nlNotifications,
    profile: async () => (await import('./nl-profile')).nlProfile,
    profileview: async () => (await import('./nl-profileview')).nlProfileView,
    search: async () => (await import('./nl-search')).nlSearch,
    signup: async () => (await import('./nl-signup')).nlSignup,
    support: async () => (await import('./nl-support')).nlSupport,
  },
  en: {
    account: async () => (await import('./en-account')).enAccount,
    chat: async () => (await import('./en-chat')).enChat,
    credits: async () => (await import('./en-credits')).enCredits,
    directdebit: async () => (await import('./en-directdebit')).enDirectDebit,
    likes: async () => (await import('./en-likes')).enLikes,
    notifications: async () => (await import('./en-notifications')).enNotifications,
    profile: async () => (await import('./en-profile')).enProfile,
    profileview: async () => (await import('./en-profileview')).enProfileView,
    search: async () => (await import('./en-search')).enSearch,
    signup: async () => (await import('./en-signup')).enSignup,
    support: async () => (await import('./en-support')).enSupport,
  },
};
