import { ProfileActions } from './profile-actions';
import { testStore } from '../../test/support/web/test-store';

describe('what a member does on a profile', () => {
  it('lifts her block of the profile, the way the settings’ block list does', async () => {
    const { store, server } = testStore({ 'DELETE /api/block.php': { status: 200, body: { ok: true } } });
    const actions = new ProfileActions(store.endpoints);

    expect(await actions.unblock(8)).toBe(true);

    expect(server.to('DELETE', '/api/block.php')[0]!.query).toEqual({ profile_id: '8' });
  });

  it('keeps the block and says why when unblocking failed', async () => {
    const { store } = testStore({ 'DELETE /api/block.php': { status: 500, body: { error: 'server_error' } } });
    const actions = new ProfileActions(store.endpoints);

    expect(await actions.unblock(8)).toBe(false);

    expect(actions.form.problem).toEqual({ code: 'server_error', action: 'unblock' });
    expect(actions.form.busy).toBe(false);
  });
});
