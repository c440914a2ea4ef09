import type { ApiPhoto } from '../../bff/contract/profile-media-requests';
import { OwnProfileForm } from './own-profile-form';
import { PhotoAlbum } from './photo-album';
import { member, profile, testStore } from '../../test/support/web/test-store';

const photo = (id: number, position: number, isPrivate = false): ApiPhoto => ({
  id,
  filename: `photos/5/${id}.jpg`,
  thumb_filename: `photos/5/${id}-thumb.jpg`,
  position,
  private: isPrivate,
});
const three = [photo(1, 0), photo(2, 1), photo(3, 2)];

function albumOn(routes: Parameters<typeof testStore>[0] = {}, options: { paid?: boolean; photos?: ApiPhoto[] } = {}) {
  const { store, server } = testStore(routes, { user: member({ paid_user: options.paid ?? false }) });
  return { store, server, album: new PhotoAlbum(store.endpoints, store.session, 2, options.photos ?? three) };
}

describe('my photo album', () => {
  it('knows the limit: 3 for a free member, 25 for a premium one, and when it is full', () => {
    expect(albumOn().album).toMatchObject({ limit: 3, full: true });
    expect(albumOn({}, { paid: true }).album).toMatchObject({ limit: 25, full: false });
    expect(albumOn({}, { photos: [photo(1, 0)] }).album.full).toBe(false);
  });

  it('does not send an upload past the limit', async () => {
    const { album, server } = albumOn();
    expect(await album.add(new Blob([new Uint8Array(8)], { type: 'image/jpeg' }))).toBe(false);
    expect(server.calls).toHaveLength(0);
  });

  it('adds an uploaded photo at the end', async () => {
    const { album } = albumOn({ 'POST /api/photo.php': { status: 201, body: { photo: photo(9, 1), user: member() } } }, { photos: [photo(1, 0)] });
    expect(await album.add(new Blob([new Uint8Array(8)], { type: 'image/jpeg' }))).toBe(true);
    expect(album.photos.map((p) => p.id)).toEqual([1, 9]);
  });

  it('sends a photo that did not arrive again, and adds it then', async () => {
    const { album, server } = albumOn(
      // The client's own retries (SPEC §9) all fail first: six answers of 500.
      { 'POST /api/photo.php': [...Array.from({ length: 6 }, () => ({ status: 500, body: { error: 'server_error' } })), { status: 201, body: { photo: photo(9, 1), user: member() } }] },
      { photos: [photo(1, 0)] },
    );
    expect(await album.add(new Blob([new Uint8Array(8)], { type: 'image/jpeg' }))).toBe(false);
    expect([album.upload.form.problem?.code, album.canRetryUpload]).toEqual(['server_error', true]);

    expect(await album.retryUpload()).toBe(true);

    expect(album.photos.map((p) => p.id)).toEqual([1, 9]);
    expect([album.upload.form.problem, album.canRetryUpload]).toEqual([null, false]);
    expect(server.to('POST', '/api/photo.php')).toHaveLength(7);
  });

  it('offers no retry for a photo the server refused for what it is', async () => {
    const { album } = albumOn({ 'POST /api/photo.php': { status: 413, body: { error: 'payload_too_large' } } }, { photos: [photo(1, 0)] });
    await album.add(new Blob([new Uint8Array(8)], { type: 'image/jpeg' }));
    expect([album.upload.form.problem?.code, album.canRetryUpload]).toEqual(['payload_too_large', false]);
    expect(await album.retryUpload()).toBe(false);
  });

  it('moves a photo one place by sending the whole new order, and shows the order the server answers', async () => {
    const answered = [photo(2, 0), photo(1, 1), photo(3, 2)];
    const { album, server, store } = albumOn({
      'PUT /api/photos.php': { status: 200, body: { photos: answered, user: member({ profile: profile({ main_image: { filename: 'photos/5/2.jpg', thumb_filename: 'photos/5/2-thumb.jpg' } }) }) } },
    });
    expect(await album.move(2, -1)).toBe(true);
    expect(server.calls[0]!.body).toEqual({ order: [2, 1, 3] });
    expect(album.photos.map((p) => p.id)).toEqual([2, 1, 3]);
    expect(store.session.user?.profile.main_image?.filename).toBe('photos/5/2.jpg');
  });

  it('does not move the first photo earlier or the last one later', async () => {
    const { album, server } = albumOn();
    expect(await album.move(1, -1)).toBe(false);
    expect(await album.move(3, 1)).toBe(false);
    expect(server.calls).toHaveLength(0);
  });

  it('makes a photo private, main, or deletes it with one call each', async () => {
    const reply = { status: 200, body: { photos: three, user: member() } };
    const { album, server } = albumOn({ 'PUT /api/photo.php': [reply, reply], 'DELETE /api/photo.php': reply }, { paid: true });
    await album.setPrivate(2, true);
    await album.makeMain(3);
    await album.remove(2);
    expect(server.calls.map((c) => [c.method, c.body ?? c.query])).toEqual([
      ['PUT', { id: 2, private: true }],
      ['PUT', { id: 3, main: true }],
      ['DELETE', { id: '2' }],
    ]);
  });

  it("keeps the server's refusal for the album and changes nothing", async () => {
    const { album } = albumOn({ 'PUT /api/photo.php': { status: 403, body: { error: 'premium_only' } } });
    expect(await album.setPrivate(2, true)).toBe(false);
    expect(album.form.problem).toMatchObject({ code: 'premium_only', action: 'changePhoto' });
    expect(album.photos).toEqual(three);
    expect(album.working).toBeNull();
  });
});

describe('the form of my profile', () => {
  it('marks the field at fault before sending: an empty name, an interest not offered', async () => {
    const { store, server } = testStore({}, { settings: { interests: ['koken', 'reizen'] } });
    const form = new OwnProfileForm(store.endpoints, store.session, ['koken', 'reizen']);
    expect(await form.save({ name: '  ' })).toBe(false);
    expect(form.form.errors.name).toMatchObject({ field: 'name', reason: 'required' });
    expect(await form.save({ name: 'Anna', interests: ['paardrijden'] })).toBe(false);
    expect(form.form.errors.interests).toMatchObject({ field: 'interests', reason: 'unknown_interest' });
    expect(server.calls).toHaveLength(0);
  });

  it('saves, takes the user of the answer and says it is saved until the next change', async () => {
    const { store } = testStore({ 'PUT /api/profile.php': { status: 200, body: { user: member({ profile: profile({ name: 'Anna' }) }) } } });
    const form = new OwnProfileForm(store.endpoints, store.session, []);
    expect(await form.save({ name: 'Anna', about: 'Hoi' })).toBe(true);
    expect(form.saved).toBe(true);
    expect(store.session.user?.profile.name).toBe('Anna');
    form.changed();
    expect(form.saved).toBe(false);
  });

  it('puts the server’s reason beside the field it names', async () => {
    const { store } = testStore({ 'PUT /api/profile.php': { status: 400, body: { error: 'invalid_input', field: 'about', reason: 'too_long' } } });
    const form = new OwnProfileForm(store.endpoints, store.session, []);
    expect(await form.save({ about: 'Hoi' })).toBe(false);
    expect(form.form.errors.about).toMatchObject({ field: 'about', reason: 'too_long' });
  });
});
