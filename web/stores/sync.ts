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
}

/**
 * Keeps a logged-in tab current: live events, with polling of user, chats and likes as the fallback, from 5 s after
 * the start, every 60 s, or every 300 s with push subscribed (SPEC §9).
 */
export function startSync(store: RootStore, options: SyncOptions = {}): () => void {
  const connect = options.connect ?? connectLive;
  const refresh = () => Promise.all([store.session.reload(), store.chats.reload(), store.likes.reload()]);

  const onEvent = (event: LiveEvent) => {
    const myId = store.session.user?.id;
    if (event.type === 'message') {
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
  const send = stopLive.send?.bind(stopLive);
  store.chats.useLive(send ? (conversationId) => void send({ type: 'typing', conversation_id: conversationId }) : null);
  let interval: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  const start = setTimeout(() => {
    void refresh();
    void (options.pushSubscribed ?? browserHasPush)().then((push) => {
      if (!stopped) interval = setInterval(() => void refresh(), push ? POLL_EVERY_MS_WITH_PUSH : POLL_EVERY_MS);
    });
  }, POLL_START_MS);

  return () => {
    stopped = true;
    store.chats.useLive(null);
    stopLive();
    clearTimeout(start);
    clearInterval(interval);
  };
}
