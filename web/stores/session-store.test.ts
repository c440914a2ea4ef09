import { member, testStore } from '../../test/support/web/test-store';

describe('the session of a tab', () => {
  it('takes the member as the server has her now', async () => {
    const { store } = testStore({ 'GET /api/user.php': { status: 200, body: { user: member({ credits: 12 }) } } });

    await store.session.reload();

    expect(store.session.user?.credits).toBe(12);
  });

  it('keeps the member when the user endpoint answers 403 (SPEC §8 leaves the user endpoint out of the logout)', async () => {
    const { store, server } = testStore({ 'GET /api/user.php': { status: 403, body: { error: 'authentication required' } } });

    await store.session.reload();

    expect(server.to('GET', '/api/user.php')).toHaveLength(1);
    expect(store.session.loggedIn).toBe(true);
    expect(store.session.user?.id).toBe(5);
  });

  it('keeps the member when the user endpoint cannot be reached', async () => {
    const { store } = testStore({ 'GET /api/user.php': new TypeError('Failed to fetch') });

    await store.session.reload();

    expect(store.session.loggedIn).toBe(true);
  });

  it('is logged out by the 403 of SPEC §8 on any other call', async () => {
    const { store } = testStore({ 'GET /api/chats.php': { status: 403, body: { error: 'authentication required' } } });

    await store.chats.reload();

    expect(store.session.loggedIn).toBe(false);
  });
});
