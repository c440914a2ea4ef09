import type { PageContextClient } from 'vike/types';
import { loadMessages } from '../i18n/messages';
import { yieldToBrowser } from '../navigation/yield-to-browser';
import { isErrorPage } from '../signals/error-status';
import { loadLastResort } from '../signals/last-resort-part';
import { tabStoreFrom } from '../stores/tab-store';

/**
 * The tab's store, and the catalogue of its locale with the page's areas (chunks of their own; on the error page its
 * last resort too) before the page hydrates or renders. On the first page the work is cut into tasks of their own: the page's modules have just been evaluated,
 * the store is made next, and hydration starts in a fresh task (decision 0039).
 */
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  if (pageContext.isHydration) await yieldToBrowser();
  pageContext.store = tabStoreFrom(pageContext.snapshot);
  await Promise.all([loadMessages(pageContext.store.locale, pageContext.config.catalogues), isErrorPage(pageContext) ? loadLastResort() : undefined]);
  if (pageContext.isHydration) await yieldToBrowser();
}
