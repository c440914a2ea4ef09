import { PrivacySettings } from './privacy-settings';
import { member, profile, testStore } from '../../test/support/web/test-store';

describe('the privacy settings', () => {
  it('lists the blocked members and takes one off after unblocking her', async () => {
    const zoe = profile({ id: 8, name: 'Zoë' });
    const { store, server } = testStore({
      'GET /api/blocks.php': { status: 200, body: { profiles: [zoe, profile({ id: 9 })] } },
      'DELETE /api/block.php': { status: 200, body: { ok: true } },
    });
    const privacy = new PrivacySettings(store.endpoints, store.session);

    await privacy.loadBlocks();
    expect(await privacy.unblock(zoe)).toBe(true);

    expect(privacy.blocks).toEqual({ state: 'ready', profiles: [profile({ id: 9 })] });
    expect(privacy.unblocked).toEqual(zoe);
    expect(server.to('DELETE', '/api/block.php')[0]!.query).toEqual({ profile_id: '8' });
  });

  it('loads the blocked members again after a failure, the skeleton meanwhile', async () => {
    const { store } = testStore({ 'GET /api/blocks.php': [{ status: 404, body: { error: 'not_found' } }, { status: 200, body: { profiles: [profile({ id: 9 })] } }] });
    const privacy = new PrivacySettings(store.endpoints, store.session);

    await privacy.loadBlocks();
    expect(privacy.blocks.state).toBe('failed');
    const again = privacy.loadBlocks();
    expect(privacy.blocks.state).toBe('loading');
    await again;

    expect(privacy.blocks).toEqual({ state: 'ready', profiles: [profile({ id: 9 })] });
  });

  it('shows invisible mode at once and puts it back when the server did not save it', async () => {
    const { store } = testStore({ 'PUT /api/invisible.php': [{ status: 200, body: { user: member({ invisible: true }) } }, { status: 500, body: { error: 'server_error' } }] });
    const privacy = new PrivacySettings(store.endpoints, store.session);

    await privacy.setInvisible(true);
    expect([privacy.invisible, privacy.savedInvisible, store.session.user?.invisible]).toEqual([true, true, true]);
    await privacy.setInvisible(false);

    expect(privacy.invisible).toBe(true);
    expect(privacy.invisibleForm.problem?.code).toBe('server_error');
  });
});
