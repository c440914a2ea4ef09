import type { PageContextClient } from 'vike/types';
import { tabStoreFrom } from '../stores/tab-store';

export function onBeforeRenderClient(pageContext: PageContextClient) {
  pageContext.store = tabStoreFrom(pageContext.snapshot);
}
