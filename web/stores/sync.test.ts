import type { ApiChat, ApiMessage } from '../../bff/contract/api-types';
import type { LiveHandlers } from '../api/live';
import { signalCount } from '../signals/title-count';
import { POLL_EVERY_MS, POLL_EVERY_MS_WITH_PUSH, startSync } from './sync';
import { member, profile, testStore } from '../../test/support/web/test-store';

const chat = (id: number, unread = 0): ApiChat => ({ id, profile: profile({ id: 7, name: 'Bram' }), num_unread_messages: unread, last_message: null });
const message = (id: number, sender: number, changes: Partial<ApiMessage> = {}): ApiMessage => ({
  id,
  conversation_id: 3,
  sender_id: sender,
  body: `bericht ${id}`,
  sent_at: '2026-11-23T10:00:00.000Z',
  held: false,
  attachment: null,
  ...changes,
});

/** A logged-in tab (member 5) with conversation 3 open, its live socket in the test's hands. */
function syncedTab(routes: Parameters<typeof testStore>[0] = {}) {
  const { store, server } = testStore(routes, { chats: [chat(3), chat(4, 2)] });
  store.chats.open(3, [message(1, 5), message(2, 7)]);
  let live: LiveHandlers | undefined;
  const stop = startSync(store, {
    connect: (handlers) => {
      live = handlers;
      return () => {};
    },
  });
  return { store, server, live: live!, stop };
}

describe('keeping a tab current', () => {
  afterEach(() => vi.useRealTimers());

  it('catches up after a reconnect: the member, the chat list and the open conversation again', async () => {
    const { store, server, live, stop } = syncedTab({
      'GET /api/user.php': { status: 200, body: { user: member({ credits: 7 }) } },
      'GET /api/chats.php': { status: 200, body: { chats: [chat(4, 5), chat(3, 1), chat(9, 1)] } },
      'GET /api/messages.php': { status: 200, body: { conversation: { id: 3, profile: profile({ id: 7 }), messages: [message(1, 5), message(2, 7), message(6, 7)] } } },
    });

    live.onReconnected();

    await vi.waitFor(() => expect(store.chats.messages.map((m) => m.id)).toEqual([1, 2, 6]));
    await vi.waitFor(() => expect(store.session.user?.credits).toBe(7));
    expect(store.chats.list?.map((c) => [c.id, c.num_unread_messages])).toEqual([
      [4, 5],
      [3, 0],
      [9, 1],
    ]);
    expect(server.to('GET', '/api/messages.php')[0]!.query).toEqual({ conversation_id: '3' });
    stop();
  });

  it('logs the tab out when the server ends the session (close code 4001)', () => {
    const { store, live, stop } = syncedTab();

    live.onSessionEnded();

    expect(store.session.loggedIn).toBe(false);
    stop();
  });

  it('marks my messages read when the other member reads the open conversation', () => {
    const { store, live, stop } = syncedTab();
    store.chats.receive(message(8, 5), 5);
    store.chats.receive(message(9, 5, { held: true }), 5);

    live.onEvent({ type: 'read', conversation_id: 4, member_id: 7 });
    expect(store.chats.readUpTo).toBeNull();
    live.onEvent({ type: 'read', conversation_id: 3, member_id: 7 });

    expect(store.chats.readUpTo).toBe(8);
    stop();
  });

  it('clears the unread count of a conversation I read in another tab', () => {
    const { store, live, stop } = syncedTab();

    live.onEvent({ type: 'read', conversation_id: 4, member_id: 5 });

    expect(store.chats.list?.find((c) => c.id === 4)?.num_unread_messages).toBe(0);
    expect(store.chats.unreadTotal).toBe(0);
    stop();
  });

  it('on a page without the chat list, counts live messages and asks the server for the total after a read elsewhere', async () => {
    const { store, server } = testStore({ 'GET /api/chats.php': { status: 200, body: { chats: [chat(4, 1)] } } }, { chats: null, unread: 2 });
    let live: LiveHandlers | undefined;
    const stop = startSync(store, {
      connect: (handlers) => {
        live = handlers;
        return () => {};
      },
    });

    live!.onEvent({ type: 'message', message: message(10, 7, { conversation_id: 4 }) });
    expect(store.chats.unreadTotal).toBe(3);
    expect(server.to('GET', '/api/chats.php')).toHaveLength(0);

    live!.onEvent({ type: 'read', conversation_id: 3, member_id: 5 });

    await vi.waitFor(() => expect(store.chats.unreadTotal).toBe(1));
    expect(store.chats.list).toBeNull();
    stop();
  });

  it('shows a like that comes live in the "New like!" popup, then counts the new likes again for the badge and the title', async () => {
    const liker = (id: number, like_new: boolean) => ({ id, like_new, profile: profile({ id }) });
    const { store, server, live, stop } = syncedTab({
      'GET /api/auto-like.php': { status: 200, body: { profile: profile({ id: 11, name: 'Mila' }) } },
      'GET /api/likes.php': { status: 200, body: { profiles: [], liked_by: [liker(8, true), liker(9, false), liker(11, true)], matches: [] } },
    });
    expect(store.likes.newTotal).toBe(0);

    live.onEvent({ type: 'like', profile_id: 11 });

    await vi.waitFor(() => expect(store.likes.newTotal).toBe(2));
    expect(store.likePopup.profile?.name).toBe('Mila');
    expect(server.to('GET', '/api/auto-like.php')[0]!.query).toEqual({ profile_id: '11' });
    expect(signalCount(store)).toBe(4);
    stop();
  });

  it('shows a match that comes live, and counts the likes again', async () => {
    const anna = profile({ id: 8, name: 'Anna' });
    const { store, live, stop } = syncedTab({
      'GET /api/likes.php': { status: 200, body: { profiles: [anna], liked_by: [{ id: 8, like_new: true, profile: anna }], matches: [anna] } },
    });

    live.onEvent({ type: 'match', profile_id: 8 });

    await vi.waitFor(() => expect(store.likePopup.profile?.name).toBe('Anna'));
    expect(store.likePopup.kind).toBe('match');
    expect(store.likes.newTotal).toBe(1);
    stop();
  });

  it('shows no popup for a match this tab made and celebrated itself', async () => {
    const anna = profile({ id: 8, name: 'Anna' });
    const { store, server, live, stop } = syncedTab({
      'GET /api/likes.php': { status: 200, body: { profiles: [anna], liked_by: [{ id: 8, like_new: true, profile: anna }], matches: [anna] } },
    });
    store.likePopup.celebratedMatch(8);

    live.onEvent({ type: 'match', profile_id: 8 });

    // The reload's answer has been handled (its count is in) before the popup is looked at.
    await vi.waitFor(() => expect(store.likes.newTotal).toBe(1));
    await vi.waitFor(() => expect(server.to('GET', '/api/likes.php')).toHaveLength(1));
    expect(store.likePopup.profile).toBeNull();
    stop();
  });

  it('applies new messages and the balance as they come', () => {
    const { store, live, stop } = syncedTab();

    live.onEvent({ type: 'message', message: message(10, 7, { conversation_id: 4 }) });
    live.onEvent({ type: 'credits', credits: 3 });

    expect(store.chats.list?.[0]).toMatchObject({ id: 4, num_unread_messages: 3 });
    expect(store.session.user?.credits).toBe(3);
    stop();
  });

  it('polls the member and the chat list as the fallback, and a 403 of the chat list logs the tab out', async () => {
    vi.useFakeTimers();
    const { store, server, stop } = syncedTab({
      'GET /api/user.php': { status: 403, body: { error: 'authentication required' } },
      'GET /api/chats.php': { status: 403, body: { error: 'authentication required' } },
    });

    await vi.advanceTimersByTimeAsync(5_000);

    expect(server.to('GET', '/api/user.php')).toHaveLength(1);
    expect(server.to('GET', '/api/chats.php')).toHaveLength(1);
    expect(store.session.loggedIn).toBe(false);
    stop();
  });

  it('keeps the tab logged in when only the user endpoint answers 403 at a poll (SPEC §8 leaves it out)', async () => {
    vi.useFakeTimers();
    const { store, server, stop } = syncedTab({
      'GET /api/user.php': { status: 403, body: { error: 'authentication required' } },
      'GET /api/chats.php': { status: 200, body: { chats: [] } },
      'GET /api/likes.php': { status: 200, body: { profiles: [], liked_by: [], matches: [] } },
    });

    await vi.advanceTimersByTimeAsync(5_000);

    expect(server.to('GET', '/api/user.php')).toHaveLength(1);
    expect(server.to('GET', '/api/chats.php')).toHaveLength(1);
    expect(store.session.loggedIn).toBe(true);
    expect(store.session.user?.id).toBe(5);
    stop();
  });

  it('asks the server again 5 s after the start, then every 60 s, or every 300 s with push subscribed', async () => {
    vi.useFakeTimers();
    try {
      for (const [push, every] of [[false, POLL_EVERY_MS], [true, POLL_EVERY_MS_WITH_PUSH]] as const) {
        const { store, server } = testStore({ 'GET /api/user.php': { status: 200, body: { user: member() } }, 'GET /api/chats.php': { status: 200, body: { chats: [] } } });
        const stop = startSync(store, { connect: () => () => {}, pushSubscribed: async () => push });
        await vi.advanceTimersByTimeAsync(4_999);
        expect(server.to('GET', '/api/user.php')).toHaveLength(0);
        await vi.advanceTimersByTimeAsync(1);
        expect(server.to('GET', '/api/user.php')).toHaveLength(1);
        await vi.advanceTimersByTimeAsync(every - 1);
        expect(server.to('GET', '/api/user.php')).toHaveLength(1);
        await vi.advanceTimersByTimeAsync(1);
        expect(server.to('GET', '/api/user.php')).toHaveLength(2);
        stop();
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
