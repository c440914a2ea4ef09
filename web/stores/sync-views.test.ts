import type { LiveEvent } from '../../bff/contract/api-types';
import type { LiveHandlers } from '../api/live';
import { startSync } from './sync';
import { profile, testStore } from '../../test/support/web/test-store';

/** A fake document: its visibility and the listeners on it. */
function fakePage() {
  const listeners = new Set<() => void>();
  const page = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_type: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => void listeners.delete(listener),
  };
  return { page, set: (state: DocumentVisibilityState) => ((page.visibilityState = state), listeners.forEach((listener) => listener())) };
}

/** Issue 23: the tab tells the server what it shows, so she gets no push for the conversation she reads. */
describe('telling the server what the tab shows', () => {
  function tab() {
    const { store, server } = testStore({ 'POST /api/page-hidden.php': { status: 204, body: {} } }, { chats: [{ id: 3, profile: profile({ id: 7 }), num_unread_messages: 0, last_message: null }] });
    const frames: unknown[] = [];
    let live: LiveHandlers | undefined;
    const { page, set } = fakePage();
    const stop = startSync(store, {
      page: page as unknown as Document,
      pushSubscribed: async () => false,
      connect: (handlers) => {
        live = handlers;
        return Object.assign(() => {}, { send: (frame: unknown) => (frames.push(frame), true) });
      },
    });
    return { store, server, frames, live: live!, set, stop };
  }

  it('says so when the socket is ready, when a conversation opens or closes, and when the tab is hidden or shown', () => {
    const { store, frames, live, set, stop } = tab();
    live.onEvent({ type: 'ready' } as unknown as LiveEvent);
    store.chats.open(3, []);
    set('hidden');
    set('visible');
    store.chats.close(3);
    expect(frames).toEqual([
      { type: 'view', conversation_id: null, visible: true },
      { type: 'view', conversation_id: 3, visible: true },
      { type: 'view', conversation_id: 3, visible: false },
      { type: 'view', conversation_id: 3, visible: true },
      { type: 'view', conversation_id: null, visible: true },
    ]);
    stop();
  });

  it('sends the page-hidden beacon (SPEC §7) when the tab is hidden, with an empty JSON body', async () => {
    const { server, set, stop } = tab();
    set('hidden');
    await vi.waitFor(() => expect(server.to('POST', '/api/page-hidden.php')).toHaveLength(1));
    expect(server.to('POST', '/api/page-hidden.php')[0]!.body).toEqual({});
    set('visible');
    expect(server.to('POST', '/api/page-hidden.php')).toHaveLength(1);
    stop();
  });

  it('stops listening when the sync stops', () => {
    const { store, frames, set, stop } = tab();
    stop();
    set('hidden');
    store.chats.open(3, []);
    expect(frames).toEqual([]);
  });
});
