import { reaction } from 'mobx';
import type { LiveEvent } from '../../bff/contract/api-types';
import { connectLive, type LiveHandlers } from '../api/live';
import type { RootStore } from './root-store';

const POLL_START_MS = 5_000; // SPEC §9
export const POLL_EVERY_MS = 60_000;
/** SPEC §9: with push subscribed the tab is told of what matters anyway, so it asks less often. */
export const POLL_EVERY_MS_WITH_PUSH = 300_000;

/** Whether this browser has a push subscription (its service worker's push manager). */
async function browserHasPush(): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
    const registration = await navigator.serviceWorker.getRegistration();
    return Boolean(await registration?.pushManager?.getSubscription());
  } catch {
    return false;
  }
}

export interface SyncOptions {
  /** The live socket; a test gives a fake. */
  readonly connect?: (handlers: LiveHandlers) => (() => void) & { send?(frame: unknown): boolean };
  /** Whether push is subscribed (then the polling is every 300 s, not 60 s); a test says. */
  readonly pushSubscribed?: () => Promise<boolean>;
  /** Where the tab's visibility is read and watched (the document); a test gives a fake. */
  readonly page?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * Keeps a logged-in tab current: live events, with polling of user, chats and likes as the fallback, from 5 s after
 * the start, every 60 s, or every 300 s with push subscribed (SPEC §9).
 */
export function startSync(store: RootStore, options: SyncOptions = {}): () => void {
  const connect = options.connect ?? connectLive;
  const refresh = () => Promise.all([store.session.reload(), store.chats.reload(), store.likes.reload()]);

  const page = options.page ?? (typeof document === 'undefined' ? undefined : document);
  // Issue 23: the server is told which conversation this tab shows and whether it is in sight, so she gets no push for
  // the conversation she is reading (decision 0055). Said when the socket is (again) ready, the open conversation
  // changes, or the tab is shown or hidden; a hidden page also sends the beacon of SPEC §7, in case the socket cannot.
  const link: { send?: (frame: unknown) => boolean } = {};
  const sayView = () => link.send?.({ type: 'view', conversation_id: store.chats.openId, visible: page?.visibilityState !== 'hidden' });
  const onVisibility = () => {
    sayView();
    if (page?.visibilityState === 'hidden') void store.endpoints.pageHidden({}).catch(() => undefined);
  };

  const onEvent = (event: LiveEvent) => {
    const myId = store.session.user?.id;
    if ((event as { type: string }).type === 'ready') {
      sayView();
    } else if (event.type === 'message') {
      const unknownChat = store.chats.receive(event.message, myId);
      if (unknownChat) void refresh();
    } else if (event.type === 'credits') {
      store.session.setCredits(event.credits);
    } else if (event.type === 'like') {
      // The "New like!" popup shows it (the auto-like call marks it shown), then the likes reload.
      void store.likePopup.announce(event.profile_id);
    } else if (event.type === 'match') {
      void store.likes.reload().then((likes) => {
        const match = likes?.matches.find((profile) => profile.id === event.profile_id);
        if (match) store.likePopup.showMatch(match);
      });
    } else if (event.type === 'typing') {
      store.chats.typing(event.conversation_id, event.member_id, myId);
    } else if (event.type === 'read') {
      const totalUnknown = store.chats.read(event.conversation_id, event.member_id, myId);
      if (totalUnknown) void refresh();
    }
  };

  const stopLive = connect({
    onEvent,
    // The server ended this session: the tab is logged out at once, not at the next poll.
    onSessionEnded: () => store.session.logout(),
    // What happened while the socket was away was not sent: the member, the list and the open conversation again.
    onReconnected: () => void Promise.all([refresh(), store.chats.reloadOpen()]),
  });
  const say = stopLive.send?.bind(stopLive);
  link.send = say;
  store.chats.useLive(say ? (conversationId) => void say({ type: 'typing', conversation_id: conversationId }) : null);
  const stopViewing = reaction(() => store.chats.openId, sayView);
  page?.addEventListener('visibilitychange', onVisibility);
  let interval: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  const start = setTimeout(() => {
    void refresh();
    void (options.pushSubscribed ?? (() => store.push.detect().then(() => store.push.subscribed, browserHasPush)))().then((push) => {
      if (!stopped) interval = setInterval(() => void refresh(), push ? POLL_EVERY_MS_WITH_PUSH : POLL_EVERY_MS);
    });
  }, POLL_START_MS);

  return () => {
    stopped = true;
    stopViewing();
    page?.removeEventListener('visibilitychange', onVisibility);
    store.chats.useLive(null);
    stopLive();
    clearTimeout(start);
    clearInterval(interval);
  };
}
