import { ProfileGift } from './profile-gift';
import { testStore } from '../../test/support/web/test-store';

const gift = { id: 11, conversation_id: 3, sender_id: 5, body: '', sent_at: '2026-11-23T10:00:00.000Z', held: false, attachment: { kind: 'gift', gift: 'rose' } };

describe('a gift from the profile screen', () => {
  it('opens the conversation with her, sends the gift in it and takes the balance of the answer', async () => {
    const { store, server } = testStore({
      'POST /api/chat.php': { status: 200, body: { chat: { id: 3 } } },
      'POST /api/messages.php': { status: 201, body: { message: gift, credits: 15 } },
    });
    const giving = new ProfileGift(store.endpoints, store.chats, store.session);

    expect(await giving.send(7, 'rose')).toBe(true);

    expect(server.to('POST', '/api/chat.php')[0]!.body).toEqual({ profile_id: 7 });
    expect(server.to('POST', '/api/messages.php')[0]!.body).toEqual({ conversation_id: 3, text: '', gift_id: 'rose' });
    expect(store.session.user?.credits).toBe(15);
    expect([giving.sentIn, giving.problem, giving.busy]).toEqual([3, null, false]);
  });

  it('says the credits do not reach, and sends nothing more', async () => {
    const { store } = testStore({
      'POST /api/chat.php': { status: 200, body: { chat: { id: 3 } } },
      'POST /api/messages.php': { status: 402, body: { error: 'insufficient_credits' } },
    });
    const giving = new ProfileGift(store.endpoints, store.chats, store.session);

    expect(await giving.send(7, 'rose')).toBe(false);

    expect(giving.problem).toEqual({ code: 'insufficient_credits', action: 'sendMessage' });
    expect(giving.sentIn).toBeNull();
    expect(store.session.user?.credits).toBe(40);
  });

  it('says why the conversation did not open (a free member at her limit), and sends no gift', async () => {
    const { store, server } = testStore({ 'POST /api/chat.php': { status: 403, body: { error: 'conversation_limit' } } });
    const giving = new ProfileGift(store.endpoints, store.chats, store.session);

    expect(await giving.send(7, 'rose')).toBe(false);

    expect(giving.problem?.code).toBe('conversation_limit');
    expect(server.to('POST', '/api/messages.php')).toEqual([]);
  });
});
