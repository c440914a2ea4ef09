import { configure, runInAction } from 'mobx';
import { ApiClient, type ApiClientOptions } from '../api/client';
import { apiOn, type Api } from '../api/endpoints';
import { ChatsStore } from './chats-store';
import { LikePopup } from './like-popup';
import { LikesStore } from './likes-store';
import { VisitorsStore } from './visitors-store';
import { SearchStore } from './search-store';
import { TimeBonusStore } from './time-bonus';
import { AlertDismissals } from './alert-dismissals';
import { PushStore } from './push-store';

/** The tab's sessionStorage, or none on the server or where the browser refuses it. */
function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
import { SessionStore } from './session-store';
import { SettingsStore } from './settings-store';
import type { StoreSnapshot } from './snapshot';
import type { Locale } from '../i18n/locale';

configure({ enforceActions: 'always' });

/** What a test gives the API client instead of the network and the clock. */
export type Transport = Omit<ApiClientOptions, 'onAuthenticationLost'>;

/** One per request on the server, one per tab in the browser: never a module-level instance. */
export class RootStore {
  /** The /api calls of bff/contract/endpoints.ts; only store actions use them. */
  readonly endpoints: Api;
  readonly session: SessionStore;
  readonly settings: SettingsStore;
  readonly chats: ChatsStore;
  readonly likes: LikesStore;
  /** Issue 27: the new visitors' badge ("Wie bekeek mij"). */
  readonly visitors: VisitorsStore;
  readonly likePopup: LikePopup;
  readonly timeBonus: TimeBonusStore;
  /** The member alerts' dismissals, as the server read them and as the tab dismisses them. */
  readonly alerts: AlertDismissals;
  /** SPEC §3 push: whether this browser can push, whether she is subscribed, the last word about it. */
  readonly push: PushStore;
  readonly search = new SearchStore(tabStorage());
  readonly locale: Locale;

  constructor(snapshot: StoreSnapshot, transport: Transport = {}) {
    // SPEC §8: a 403 'authentication required' logs the tab out.
    this.endpoints = apiOn(new ApiClient({ ...transport, onAuthenticationLost: () => this.session.logout() }));
    this.session = new SessionStore(snapshot.user, this.endpoints);
    this.settings = new SettingsStore(snapshot.settings, snapshot.visitor);
    this.chats = new ChatsStore({ unread: snapshot.counts.unread_messages, list: snapshot.chats }, this.endpoints);
    this.likes = new LikesStore(snapshot.counts.new_likes, this.endpoints);
    this.visitors = new VisitorsStore(snapshot.counts.new_visitors);
    this.likePopup = new LikePopup(this.endpoints, this.likes, transport.sleep);
    this.timeBonus = new TimeBonusStore(this.endpoints, this.session);
    if (snapshot.timeBonus !== undefined) this.timeBonus.fromServer(snapshot.user?.id ?? null, snapshot.timeBonus, snapshot.renderedAt);
    this.alerts = new AlertDismissals(snapshot.dismissals, snapshot.renderedAt ?? null);
    this.push = new PushStore(this.endpoints);
    this.locale = snapshot.locale;
  }

  /** A client-side navigation brought fresher server state. */
  applySnapshot(snapshot: StoreSnapshot) {
    runInAction(() => {
      this.session.setUser(snapshot.user);
      this.chats.fromServer(snapshot.counts.unread_messages, snapshot.chats);
      this.likes.fromServer(snapshot.counts.new_likes);
      this.visitors.fromServer(snapshot.counts.new_visitors);
      if (snapshot.timeBonus !== undefined) this.timeBonus.fromServer(snapshot.user?.id ?? null, snapshot.timeBonus, snapshot.renderedAt);
    });
  }
}
