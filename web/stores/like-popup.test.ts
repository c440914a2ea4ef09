import { LikePopup } from './like-popup';
import { profile, testStore } from '../../test/support/web/test-store';

describe('the "New like!" popup', () => {
  it('shows the newest real like from the auto-like call, and reloads the likes half a second later', async () => {
    const waits: number[] = [];
    const { store, server } = testStore({
      'GET /api/auto-like.php': { status: 200, body: { profile: profile({ id: 8, name: 'Anna' }) } },
      'GET /api/likes.php': { status: 200, body: { profiles: [], liked_by: [], matches: [] } },
    });
    const popup = new LikePopup(store.endpoints, store.likes, async (ms) => {
      waits.push(ms);
      expect(server.to('GET', '/api/likes.php')).toHaveLength(0);
    });

    await popup.announce();

    expect(popup.profile?.name).toBe('Anna');
    expect(waits).toEqual([500]);
    expect(server.to('GET', '/api/likes.php')).toHaveLength(1);
  });

  it('shows nothing when there is no like to announce: it never invents one', async () => {
    const { store } = testStore({ 'GET /api/auto-like.php': { status: 200, body: { profile: null } }, 'GET /api/likes.php': { status: 200, body: { profiles: [], liked_by: [], matches: [] } } });
    const popup = new LikePopup(store.endpoints, store.likes, async () => {});

    await popup.announce();

    expect(popup.profile).toBeNull();
  });

  it('starts a conversation with the profile shown, staying open while it starts', async () => {
    const { store, server } = testStore({ 'POST /api/chat.php': { status: 200, body: { chat: { id: 42 } } } });
    const popup = new LikePopup(store.endpoints, store.likes, async () => {});
    popup.show(profile({ id: 8 }));

    const starting = popup.startConversation();
    expect(popup.starting).toBe(true);
    popup.close();
    expect(popup.profile).not.toBeNull();

    expect(await starting).toBe(42);
    expect(server.to('POST', '/api/chat.php')[0]!.body).toEqual({ profile_id: 8 });
    expect([popup.starting, popup.profile]).toEqual([false, null]);
  });
});
