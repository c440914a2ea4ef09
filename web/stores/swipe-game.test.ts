import type { ApiProfile } from '../../bff/contract/api-types';
import { SwipeGame } from './swipe-game';
import { profile, testStore } from '../../test/support/web/test-store';

const free = (remaining: number) => ({ limit: 4, used: 4 - remaining, remaining });
const deck = (...ids: number[]): ApiProfile[] => ids.map((id) => profile({ id, name: `Lid ${id}` }));

describe('the swipe game', () => {
  it('likes the card shown, counts down the likes left, and deals the next', async () => {
    const { store, server } = testStore({
      'POST /api/like.php': { status: 201, body: { liked: true, match: null, swipe: free(3) } },
      'GET /api/swipe.php': { status: 200, body: { swipe: free(3), profiles: deck(3, 4, 5) } },
    });
    const game = new SwipeGame({ swipe: free(4), profiles: deck(1, 2, 3) }, store.endpoints);

    await game.like();

    expect(server.to('POST', '/api/like.php')[0]!.body).toEqual({ profile_id: 1, via: 'swipe' });
    expect(game.allowance.remaining).toBe(3);
    // Running low, it asked for more, and left out the card it holds already.
    expect(game.deck.map((p) => p.id)).toEqual([2, 3, 4, 5]);
  });

  it('passes for free: the card goes at once and no like is counted', async () => {
    const { store, server } = testStore({ 'POST /api/swipe-pass.php': { status: 200, body: { ok: true } }, 'GET /api/swipe.php': { status: 200, body: { swipe: free(4), profiles: [] } } });
    const game = new SwipeGame({ swipe: free(4), profiles: deck(1, 2, 3, 4) }, store.endpoints);

    await game.pass();

    expect(game.current?.id).toBe(2);
    expect(game.allowance.remaining).toBe(4);
    expect(server.to('POST', '/api/swipe-pass.php')[0]!.body).toEqual({ profile_id: 1 });
  });

  it('stops liking at the daily cap with its reason, but passing goes on', async () => {
    const { store, server } = testStore({
      'POST /api/like.php': { status: 403, body: { error: 'swipe_limit', limit: 4 } },
      'POST /api/swipe-pass.php': { status: 200, body: { ok: true } },
    });
    const game = new SwipeGame({ swipe: free(1), profiles: deck(1, 2, 3, 4) }, store.endpoints);

    await game.like();
    expect([game.capReached, game.problem?.code, game.current?.id]).toEqual([true, 'swipe_limit', 1]);
    await game.like();
    expect(server.to('POST', '/api/like.php')).toHaveLength(1);

    await game.pass();
    expect(game.current?.id).toBe(2);
  });

  it('opens the moment to start a conversation when a like makes a match', async () => {
    const anna = profile({ id: 1, name: 'Anna' });
    const { store } = testStore({
      'POST /api/like.php': { status: 201, body: { liked: true, match: anna, swipe: free(3) } },
      'POST /api/chat.php': { status: 200, body: { chat: { id: 77 } } },
      'GET /api/swipe.php': { status: 200, body: { swipe: free(3), profiles: [] } },
    });
    const game = new SwipeGame({ swipe: free(4), profiles: [anna, ...deck(2, 3, 4)] }, store.endpoints, store.likePopup);

    await game.like();

    expect(game.match).toEqual(anna);
    expect(await game.startConversation()).toBe(77);
  });

  describe('taking back the last pass (issue 27)', () => {
    const routes = {
      'POST /api/swipe-pass.php': { status: 200, body: { ok: true } },
      'POST /api/swipe-undo.php': { status: 200, body: { ok: true } },
      'POST /api/like.php': { status: 201, body: { liked: true, match: null, swipe: free(3) } },
      'GET /api/swipe.php': { status: 200, body: { swipe: free(4), profiles: [] } },
    };

    it('brings the last passed card back on top and tells the server to forget the pass', async () => {
      const { store, server } = testStore(routes);
      const game = new SwipeGame({ swipe: free(4), profiles: deck(1, 2, 3, 4) }, store.endpoints);
      expect(game.canUndo).toBe(false);

      await game.pass();
      await game.pass();
      expect(game.lastPassed?.id).toBe(2);

      await game.undoPass();

      expect(game.deck.map((p) => p.id)).toEqual([2, 3, 4]);
      expect(server.to('POST', '/api/swipe-undo.php').map((r) => r.body)).toEqual([{ profile_id: 2 }]);
      // Only the last one: no second undo until she passes again.
      expect(game.canUndo).toBe(false);
      await game.undoPass();
      expect(server.to('POST', '/api/swipe-undo.php')).toHaveLength(1);
    });

    it('offers nothing to take back after a like', async () => {
      const { store, server } = testStore(routes);
      const game = new SwipeGame({ swipe: free(4), profiles: deck(1, 2, 3, 4) }, store.endpoints);
      await game.pass();
      await game.like();

      expect(game.lastPassed).toBeNull();
      await game.undoPass();
      expect(server.to('POST', '/api/swipe-undo.php')).toHaveLength(0);
      expect(game.current?.id).toBe(3);
    });

    it('takes the card away again and says why when the server refuses', async () => {
      const { store } = testStore({ ...routes, 'POST /api/swipe-undo.php': { status: 404, body: { error: 'not_found', field: 'profile_id' } } });
      const game = new SwipeGame({ swipe: free(4), profiles: deck(1, 2, 3, 4) }, store.endpoints);
      await game.pass();

      await game.undoPass();

      expect(game.current?.id).toBe(2);
      expect(game.problem).toMatchObject({ code: 'not_found', action: 'undoPass' });
    });

    it('waits for the pass still on its way before asking the server to forget it', async () => {
      const calls: string[] = [];
      let answerPass: (value: { ok: true; data: { ok: true } }) => void = () => undefined;
      const endpoints = {
        pass: () => {
          calls.push('pass');
          return new Promise<{ ok: true; data: { ok: true } }>((resolve) => (answerPass = resolve));
        },
        undoPass: async () => {
          calls.push('undo');
          return { ok: true as const, data: { ok: true as const } };
        },
        like: async () => false as const,
        swipeGame: async () => false as const,
        openChat: async () => false as const,
      };
      const game = new SwipeGame({ swipe: free(4), profiles: deck(1, 2, 3, 4) }, endpoints as never);
      const passing = game.pass();
      const undoing = game.undoPass();
      expect(game.current?.id).toBe(1);
      expect(calls).toEqual(['pass']);

      answerPass({ ok: true, data: { ok: true } });
      await Promise.all([passing, undoing]);

      expect(calls).toEqual(['pass', 'undo']);
      expect(game.deck.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    });
  });

  describe('an optimistic like (issue 27)', () => {
    it('deals the next card and counts the like at once, and brings the card back with the count when the server fails', async () => {
      const { store } = testStore({ 'POST /api/like.php': { status: 500, body: { error: 'server_error' } }, 'GET /api/swipe.php': { status: 200, body: { swipe: free(4), profiles: [] } } });
      const game = new SwipeGame({ swipe: free(4), profiles: deck(1, 2, 3) }, store.endpoints);

      const liking = game.like();
      expect([game.current?.id, game.allowance.remaining]).toEqual([2, 3]);
      await liking;

      expect([game.current?.id, game.allowance.remaining]).toEqual([1, 4]);
      expect(game.rolledBack).toEqual({ name: 'Lid 1', undone: 'like' });
      expect(game.problem?.action).toBe('like');
    });

    it('lets a profile that went away meanwhile stay gone, without a rollback', async () => {
      const { store } = testStore({ 'POST /api/like.php': { status: 404, body: { error: 'not_found' } }, 'GET /api/swipe.php': { status: 200, body: { swipe: free(4), profiles: [] } } });
      const game = new SwipeGame({ swipe: free(4), profiles: deck(1, 2, 3, 4) }, store.endpoints);

      await game.like();

      expect([game.current?.id, game.allowance.remaining, game.rolledBack]).toEqual([2, 4, null]);
    });

    it('says so, and tries again, when an empty deck could not be dealt again', async () => {
      const { store } = testStore({
        'POST /api/swipe-pass.php': { status: 200, body: { ok: true } },
        'GET /api/swipe.php': [...Array.from({ length: 6 }, () => ({ status: 503 })), { status: 200, body: { swipe: free(4), profiles: deck(7) } }],
      });
      const game = new SwipeGame({ swipe: free(4), profiles: deck(1) }, store.endpoints);

      await game.pass();
      expect([game.current, game.refillFailed]).toEqual([undefined, true]);
      await game.reload();

      expect([game.current?.id, game.refillFailed]).toEqual([7, false]);
    });
  });
});
