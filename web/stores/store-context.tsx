import { createContext, useContext, useState, type ReactNode } from 'react';
import type { RootStore } from './root-store';

const StoreContext = createContext<RootStore | null>(null);

export function StoreProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useStore(): RootStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore outside StoreProvider');
  return store;
}

/** A store of one mounted form or section, made once from the tab's store (a form's busy state, its problems). */
export function useLocalStore<T>(make: (store: RootStore) => T): T {
  const store = useStore();
  const [local] = useState(() => make(store));
  return local;
}
