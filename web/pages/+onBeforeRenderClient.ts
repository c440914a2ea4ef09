import type { PageContextClient } from 'vike/types';
import { loadMessages } from '../i18n/messages';
import { tabStoreFrom } from '../stores/tab-store';

/** The tab's store, and the catalogue of its locale with the page's areas (chunks of their own) before the page hydrates or renders. */
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  pageContext.store = tabStoreFrom(pageContext.snapshot);
  await loadMessages(pageContext.store.locale, pageContext.config.catalogues);
}
