import { getPageContext } from 'vike/getPageContext';
import { watchChunkLoads } from './chunk-reload';
import { Connectivity } from './connectivity';
import { NavigationProgress } from './navigation-progress';
import { ToastStore } from './toast-store';

/** The tab's signals: toasts, the navigation progress bar, the connection state. Kept apart from the root store. */
export class SignalsStore {
  readonly toasts = new ToastStore();
  readonly progress = new NavigationProgress();
  readonly connectivity = new Connectivity();
}

// One per tab in the browser, like the root store (web/stores/tab-store.ts); the server makes one per render.
let tabSignals: SignalsStore | undefined;

/** The browser's signals store; the first call also starts reloading on a failed chunk load (SPEC §8). */
export function signalsForTab(): SignalsStore {
  if (typeof window === 'undefined') throw new Error('signalsForTab is browser-only');
  if (!tabSignals) {
    tabSignals = new SignalsStore();
    // Vike's current pageContext in the browser: the page a client-side navigation is going to, once it has begun.
    watchChunkLoads(window, { pageUrl: () => getPageContext({ asyncHook: true })?.urlOriginal });
  }
  return tabSignals;
}

/** The browser's signals store if the page has rendered: for the page transition hooks. */
export function currentTabSignals(): SignalsStore | undefined {
  return tabSignals;
}
