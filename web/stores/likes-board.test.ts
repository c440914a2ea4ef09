import { LikesBoard } from './likes-board';
import { profile, testStore } from '../../test/support/web/test-store';

const swipe = { limit: 4, used: 0, remaining: 4 };

describe('the likes page', () => {
  it('likes back a member who liked her, and a match moves her to the matches to celebrate', async () => {
    const anna = profile({ id: 8, name: 'Anna' });
    const { store, server } = testStore({ 'POST /api/like.php': { status: 201, body: { liked: true, match: anna, swipe } } });
    const board = new LikesBoard({ profiles: [], liked_by: [{ id: 8, like_new: true, profile: anna }], matches: [] }, store.endpoints);

    await board.likeBack(anna);

    expect(server.to('POST', '/api/like.php')[0]!.body).toEqual({ profile_id: 8, via: 'profile' });
    expect(board.likes.matches).toEqual([anna]);
    expect(board.isMatch(8)).toBe(true);
    expect(board.likedIds.has(8)).toBe(true);
    expect(board.justMatched).toEqual(anna);
  });

  it('takes a like back: off the given tab and out of the matches', async () => {
    const bram = profile({ id: 9, name: 'Bram' });
    const { store, server } = testStore({ 'DELETE /api/like.php': { status: 200, body: { ok: true } } });
    const board = new LikesBoard({ profiles: [bram], liked_by: [{ id: 9, like_new: false, profile: bram }], matches: [bram] }, store.endpoints);

    await board.unlike(9);

    expect(server.to('DELETE', '/api/like.php')[0]!.query).toEqual({ profile_id: '9' });
    expect(board.likes.profiles).toEqual([]);
    expect(board.likes.matches).toEqual([]);
    expect(board.likes.liked_by).toHaveLength(1);
  });

  it('keeps the lists and shows the problem when the server refuses', async () => {
    const anna = profile({ id: 8, name: 'Anna' });
    const { store } = testStore({ 'POST /api/like.php': { status: 404, body: { error: 'not_found', field: 'profile_id' } } });
    const board = new LikesBoard({ profiles: [], liked_by: [{ id: 8, like_new: true, profile: anna }], matches: [] }, store.endpoints);

    await board.likeBack(anna);

    expect(board.likes.profiles).toEqual([]);
    expect(board.form.problem?.code).toBe('not_found');
  });

  describe('optimistic (issue 27)', () => {
    it('shows a like back at once, and undoes it with its reason when the server does not answer', async () => {
      const anna = profile({ id: 8, name: 'Anna' });
      const { store } = testStore({ 'POST /api/like.php': new Error('offline') });
      const board = new LikesBoard({ profiles: [], liked_by: [{ id: 8, like_new: true, profile: anna }], matches: [] }, store.endpoints);

      const liking = board.likeBack(anna);
      expect(board.likedIds.has(8)).toBe(true);
      await liking;

      expect(board.likedIds.has(8)).toBe(false);
      expect(board.rolledBack).toEqual({ name: 'Anna', undone: 'like' });
      expect(board.form.problem?.code).toBe('no_answer');
    });

    it('takes a like back at once, and puts it back where it was (given and matched) when the server refuses', async () => {
      const [anna, bram, carla] = [profile({ id: 8, name: 'Anna' }), profile({ id: 9, name: 'Bram' }), profile({ id: 10, name: 'Carla' })];
      const { store } = testStore({ 'DELETE /api/like.php': { status: 500, body: { error: 'server_error' } } });
      const board = new LikesBoard({ profiles: [anna, bram, carla], liked_by: [], matches: [carla, bram] }, store.endpoints);

      const taking = board.unlike(9);
      expect(board.likes.profiles.map((p) => p.id)).toEqual([8, 10]);
      await taking;

      expect(board.likes.profiles.map((p) => p.id)).toEqual([8, 9, 10]);
      expect(board.likes.matches.map((p) => p.id)).toEqual([10, 9]);
      expect(board.rolledBack).toEqual({ name: 'Bram', undone: 'unlike' });
    });
  });
});
