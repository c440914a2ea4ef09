import { runInAction } from 'mobx';
import type { ApiChat, ApiUser, LiveEvent } from '../../bff/contract/api-types';
import { connectLive } from '../api/live';
import type { RootStore } from './root-store';

const POLL_START_MS = 5_000; // SPEC §9
const POLL_EVERY_MS = 60_000;

/** Keeps a logged-in tab current: live events, with polling of user and chats as the fallback. */
export function startSync(store: RootStore): () => void {
  const refresh = async () => {
    const [user, chats] = await Promise.all([
      store.api.get<{ user: ApiUser }>('/api/user.php'),
      store.api.get<{ chats: ApiChat[] }>('/api/chats.php'),
    ]).catch(() => [false, false] as const);
    runInAction(() => {
      if (user && user.ok) store.session.setUser(user.data.user);
      else if (user && user.status === 403) store.session.logout();
      if (chats && chats.ok) store.chats.setList(chats.data.chats);
    });
  };

  const onEvent = (event: LiveEvent) => {
    if (event.type === 'message') {
      const unknownChat = store.chats.receive(event.message, store.session.user?.id);
      if (unknownChat) void refresh();
    } else if (event.type === 'credits') {
      store.session.setCredits(event.credits);
    }
  };

  // The server ended this session: the tab is logged out at once, not at the next poll.
  const stopLive = connectLive(onEvent, () => runInAction(() => store.session.logout()));
  let interval: ReturnType<typeof setInterval> | undefined;
  const start = setTimeout(() => {
    void refresh();
    interval = setInterval(() => void refresh(), POLL_EVERY_MS);
  }, POLL_START_MS);

  return () => {
    stopLive();
    clearTimeout(start);
    clearInterval(interval);
  };
}
