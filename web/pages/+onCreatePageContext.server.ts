import { enableStaticRendering } from 'mobx-react-lite';
import type { PageContextServer } from 'vike/types';
import { defaultSettings } from '../../domain/settings/default-settings';
import { publicSettingsOf } from '../../bff/contract/public-settings';
import { resolveLocale } from '../i18n/locale';
import { dismissalsFromCookies } from '../stores/alert-dismissals';
import { RootStore } from '../stores/root-store';
import { arrivalPartsLoaded } from '../components/arrival/arrival-notices';
import { layoutPartsLoaded } from '../components/layout-parts';
import { loadLastResort } from '../signals/last-resort-part';
import { NO_COUNTS, type StoreSnapshot } from '../stores/snapshot';

// On the server, components render once: no reactions, no subscriptions left behind per request.
enableStaticRendering(true);

/**
 * Builds this request's store from the bff's services (docs: shared/notes/stack.md, MobX hydration). Every page gets
 * the member and her totals (one cheap query); the chat list only on the pages that show it (web/pages/chats/chat-list.ts).
 */
export async function onCreatePageContext(pageContext: PageContextServer) {
  const { services } = pageContext;
  if (!services) {
    // Rendered without the bff (e.g. a tool calling renderPage directly): an anonymous visitor on defaults.
    pageContext.store = new RootStore({ user: null, settings: publicSettingsOf(defaultSettings), visitor: { traffic_source: false }, counts: NO_COUNTS, chats: null, locale: 'nl' });
    return;
  }
  const [counts, timeBonus] = services.user
    ? await Promise.all([services.counts().catch(() => NO_COUNTS), services.timeBonus().catch(() => undefined)])
    : [NO_COUNTS, null];
  // The entry warning, the cookie banner and the layout's later parts are chunks of their own: loaded (once) before
  // the page renders with them.
  await Promise.all([arrivalPartsLoaded(), layoutPartsLoaded(), loadLastResort()]);
  const cookies = pageContext.headers?.cookie;
  const locale = resolveLocale(cookies, services.settings.domain_language);
  // The time bonus's banner and the member alerts are decided here, at the server's clock, so they are in the page's
  // HTML rather than painted seconds later over a page they push down (issue 22). A failed discount (SPEC §8: ignored)
  // is left to the tab to ask for.
  const snapshot: StoreSnapshot = {
    user: services.user,
    settings: services.settings,
    visitor: services.visitor,
    counts,
    chats: null,
    locale,
    renderedAt: services.now,
    ...(timeBonus === undefined ? {} : { timeBonus }),
    dismissals: dismissalsFromCookies(cookies),
  };
  pageContext.snapshot = snapshot;
  pageContext.store = new RootStore(snapshot);
}
