import { MatchFinder } from './match-finder';
import { profile, testStore } from '../../test/support/web/test-store';

const defaults = { gender: 'male' as const, min_age: 28, max_age: 44, country: 'NL', countryregion: 'Utrecht', reason: '' };

describe('the match finder', () => {
  it('walks the four questions and asks for the shortlist of the choice', async () => {
    const bram = profile({ id: 9, name: 'Bram' });
    const { store, server } = testStore({ 'GET /api/match-finder.php': { status: 200, body: { matches: [{ profile: bram, distance_km: 12 }] } } });
    const finder = new MatchFinder(defaults, store.endpoints);

    expect(finder.current).toBe('who');
    finder.set('gender', '');
    finder.next();
    finder.set('min_age', 30);
    finder.next();
    finder.set('country', 'BE');
    expect(finder.choice.countryregion).toBe('');
    finder.next();
    finder.set('reason', 'Vriendschap');
    expect(finder.last).toBe(true);
    await finder.find();

    expect(server.to('GET', '/api/match-finder.php')[0]!.query).toEqual({ min_age: '30', max_age: '44', country: 'BE', reason: 'Vriendschap' });
    expect(finder.matches).toEqual([{ profile: bram, distance_km: 12 }]);
  });

  it('likes one of the shortlist and celebrates a match', async () => {
    const bram = profile({ id: 9, name: 'Bram' });
    const { store } = testStore({ 'POST /api/like.php': { status: 201, body: { liked: true, match: bram, swipe: { limit: 4, used: 0, remaining: 4 } } } });
    const finder = new MatchFinder(defaults, store.endpoints, store.likePopup);

    await finder.like(bram);

    expect(finder.liked.has(9)).toBe(true);
    expect(finder.justMatched).toEqual(bram);
  });

  it('likes at once, and undoes the like with a rollback to say when the server fails (issue 27)', async () => {
    const bram = profile({ id: 9, name: 'Bram' });
    const { store } = testStore({ 'POST /api/like.php': { status: 500, body: { error: 'server_error' } } });
    const finder = new MatchFinder(defaults, store.endpoints);

    const liking = finder.like(bram);
    expect(finder.liked.has(9)).toBe(true);
    await liking;

    expect(finder.liked.has(9)).toBe(false);
    expect(finder.rolledBack).toEqual({ name: 'Bram', undone: 'like' });
  });
});
