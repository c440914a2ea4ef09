import { makeAutoObservable } from 'mobx';

/** SPEC §4: offline and online state is tracked (navigator.onLine and the window's online/offline events). */
export class Connectivity {
  online = true;
  /** Whether the tab has been offline since it loaded: only then is coming back worth saying. */
  wasOffline = false;

  constructor() {
    makeAutoObservable(this);
  }

  set(online: boolean) {
    if (!online) this.wasOffline = true;
    this.online = online;
  }
}

export interface ConnectivityTarget {
  readonly navigator: { readonly onLine: boolean };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/** Follows the browser's connection state; returns the stop function. */
export function watchConnectivity(connectivity: Connectivity, target: ConnectivityTarget): () => void {
  const online = () => connectivity.set(true);
  const offline = () => connectivity.set(false);
  if (!target.navigator.onLine) offline();
  target.addEventListener('online', online);
  target.addEventListener('offline', offline);
  return () => {
    target.removeEventListener('online', online);
    target.removeEventListener('offline', offline);
  };
}
