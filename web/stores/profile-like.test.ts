import { ProfileLike } from './profile-like';
import { profile, testStore } from '../../test/support/web/test-store';

describe('the like button of a profile', () => {
  it('likes, celebrating a match, and takes the like back', async () => {
    const anna = profile({ id: 8, name: 'Anna' });
    const { store, server } = testStore({
      'POST /api/like.php': { status: 201, body: { liked: true, match: anna, swipe: { limit: 4, used: 0, remaining: 4 } } },
      'DELETE /api/like.php': { status: 200, body: { ok: true } },
    });
    const like = new ProfileLike(anna, { liked: false, match: false }, store.endpoints);

    await like.toggle();
    expect([like.liked, like.match, like.justMatched]).toEqual([true, true, true]);
    expect(server.to('POST', '/api/like.php')[0]!.body).toEqual({ profile_id: 8, via: 'profile' });

    await like.toggle();
    expect([like.liked, like.match]).toEqual([false, false]);
    expect(server.to('DELETE', '/api/like.php')[0]!.query).toEqual({ profile_id: '8' });
  });

  it('keeps the state when the server refuses', async () => {
    const { store } = testStore({ 'POST /api/like.php': { status: 404, body: { error: 'not_found', field: 'profile_id' } } });
    const like = new ProfileLike(profile({ id: 8 }), { liked: false, match: false }, store.endpoints);

    await like.toggle();

    expect(like.liked).toBe(false);
    expect(like.form.problem?.code).toBe('not_found');
  });
});
