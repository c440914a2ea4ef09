import { configure, runInAction } from 'mobx';
import { ApiClient } from '../api/client';
import { ChatsStore } from './chats-store';
import { SearchStore } from './search-store';
import { SessionStore } from './session-store';
import { SettingsStore } from './settings-store';
import type { StoreSnapshot } from './snapshot';
import type { Locale } from '../i18n/locale';

configure({ enforceActions: 'always' });

/** One per request on the server, one per tab in the browser: never a module-level instance. */
export class RootStore {
  readonly session: SessionStore;
  readonly settings: SettingsStore;
  readonly chats: ChatsStore;
  readonly search = new SearchStore();
  readonly api: ApiClient;

  constructor(snapshot: StoreSnapshot) {
    this.session = new SessionStore(snapshot.user);
    this.settings = new SettingsStore(snapshot.settings, snapshot.visitor);
    this.chats = new ChatsStore(snapshot.chats);
    this.api = new ApiClient({ onAuthenticationLost: () => this.session.logout() });
    this.locale = snapshot.locale;
  }

  readonly locale: Locale;

  /** A client-side navigation brought fresher server state. */
  applySnapshot(snapshot: StoreSnapshot) {
    runInAction(() => {
      this.session.setUser(snapshot.user);
      this.chats.setList(snapshot.chats);
    });
  }
}
