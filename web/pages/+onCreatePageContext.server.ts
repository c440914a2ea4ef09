import { enableStaticRendering } from 'mobx-react-lite';
import type { PageContextServer } from 'vike/types';
import { defaultSettings } from '../../domain/settings/default-settings';
import { resolveLocale } from '../i18n/locale';
import { RootStore } from '../stores/root-store';
import type { StoreSnapshot } from '../stores/snapshot';

// On the server, components render once: no reactions, no subscriptions left behind per request.
enableStaticRendering(true);

/** Builds this request's store from the bff's services (docs: shared/notes/stack.md, MobX hydration). */
export async function onCreatePageContext(pageContext: PageContextServer) {
  const { services } = pageContext;
  if (!services) {
    // Rendered without the bff (e.g. a tool calling renderPage directly): an anonymous visitor on defaults.
    pageContext.store = new RootStore({ user: null, settings: defaultSettings, visitor: { traffic_source: false }, chats: [], locale: 'nl' });
    return;
  }
  const chats = services.user ? await services.chats().catch(() => []) : [];
  const locale = resolveLocale(pageContext.headers?.cookie, services.settings.domain_language);
  const snapshot: StoreSnapshot = { user: services.user, settings: services.settings, visitor: services.visitor, chats, locale };
  pageContext.snapshot = snapshot;
  pageContext.store = new RootStore(snapshot);
}
