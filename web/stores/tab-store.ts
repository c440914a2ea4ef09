import { RootStore } from './root-store';
import type { StoreSnapshot } from './snapshot';

// The browser's one store per tab. Only client hooks call this; the server builds one per request.
let tabStore: RootStore | undefined;

export function tabStoreFrom(snapshot: StoreSnapshot | undefined): RootStore {
  if (typeof window === 'undefined') throw new Error('tabStoreFrom is browser-only');
  if (!tabStore) {
    if (!snapshot) throw new Error('No store snapshot on first render');
    tabStore = new RootStore(snapshot);
  } else if (snapshot) {
    tabStore.applySnapshot(snapshot);
  }
  return tabStore;
}

export function currentTabStore(): RootStore | undefined {
  return tabStore;
}
