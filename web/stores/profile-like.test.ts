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
    expect([like.liked, like.match, like.justMatched, like.rollback]).toEqual([true, true, true, null]);
    expect(server.to('POST', '/api/like.php')[0]!.body).toEqual({ profile_id: 8, via: 'profile' });

    await like.toggle();
    expect([like.liked, like.match]).toEqual([false, false]);
    expect(server.to('DELETE', '/api/like.php')[0]!.query).toEqual({ profile_id: '8' });
  });

  it('turns at the tap, before the server answers', async () => {
    const { store } = testStore({ 'POST /api/like.php': { status: 201, body: { liked: true, match: null, swipe: { limit: 4, used: 0, remaining: 4 } } } });
    const like = new ProfileLike(profile({ id: 8 }), { liked: false, match: false }, store.endpoints);

    const sent = like.toggle();
    expect([like.liked, like.form.busy]).toEqual([true, true]);
    await sent;
    expect([like.liked, like.match, like.form.busy]).toEqual([true, false, false]);
  });

  it('takes a like that failed back and says so', async () => {
    const { store } = testStore({ 'POST /api/like.php': { status: 500, body: { error: 'server_error' } } });
    const like = new ProfileLike(profile({ id: 8 }), { liked: false, match: false }, store.endpoints);

    await like.toggle();

    expect([like.liked, like.match, like.justMatched]).toEqual([false, false, false]);
    expect([like.rollback?.action, like.rollback?.problem?.code]).toEqual(['like', 'server_error']);
  });

  it('takes an unlike that failed back, the match with it', async () => {
    const { store } = testStore({ 'DELETE /api/like.php': { status: 404, body: { error: 'not_found', field: 'profile_id' } } });
    const like = new ProfileLike(profile({ id: 8 }), { liked: true, match: true }, store.endpoints);

    const sent = like.toggle();
    expect([like.liked, like.match]).toEqual([false, false]);
    await sent;

    expect([like.liked, like.match]).toEqual([true, true]);
    expect([like.rollback?.action, like.rollback?.problem?.code]).toEqual(['unlike', 'not_found']);
    expect(like.form.problem?.code).toBe('not_found');
  });

  it('takes a like back when no answer came at all', async () => {
    const { store } = testStore({});
    const like = new ProfileLike(profile({ id: 8 }), { liked: false, match: false }, store.endpoints);

    await like.toggle();

    expect(like.liked).toBe(false);
    expect(like.rollback?.action).toBe('like');
    await like.toggle();
    expect(like.rollback).not.toBeNull();
  });
});
