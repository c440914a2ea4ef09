import { PHOTO_FIELD } from '../../bff/contract/profile-media-requests';
import { PhotoUpload } from './photo-upload';
import { member, testStore } from '../../test/support/web/test-store';

const MB = 1024 * 1024;
const photo = (type = 'image/jpeg', size = 10) => new Blob([new Uint8Array(size)], { type });

function uploadOn(routes: Parameters<typeof testStore>[0] = {}) {
  const { store, server } = testStore(routes);
  return { store, server, upload: new PhotoUpload(store.endpoints, store.session, 2) };
}

describe('the photo of signup step 1', () => {
  it('refuses a file that is no photo, or one over upload_max_megabytes, before sending it', () => {
    const { upload } = uploadOn();

    expect(upload.choose(photo('application/pdf'))).toBe(false);
    expect(upload.form.errors.photo).toEqual({ code: 'invalid_input', field: 'photo', reason: 'not_an_image' });
    expect(upload.choose(photo('image/png', 2 * MB + 1))).toBe(false);
    expect(upload.form.problem).toEqual({ code: 'payload_too_large', action: 'uploadPhoto' });
    expect(upload.choose(photo('image/webp'))).toBe(true);
    expect(upload.form.problem).toBeNull();
  });

  it('uploads it as multipart in the field photo, and takes the user of the answer', async () => {
    const { store, server, upload } = uploadOn({ 'POST /api/photo.php': { status: 201, body: { photo: { id: 1 }, user: member({ credits: 60 }) } } });
    upload.choose(photo());

    await upload.upload();

    expect(upload.uploaded).toBe(true);
    expect(store.session.user?.credits).toBe(60);
    expect((server.calls[0]!.body as FormData).get(PHOTO_FIELD)).toBeInstanceOf(Blob);
  });

  it("keeps the server's reason for the photo beside it", async () => {
    const { upload } = uploadOn({ 'POST /api/photo.php': { status: 400, body: { error: 'invalid_input', field: 'photo', reason: 'too_many_pixels' } } });
    upload.choose(photo());

    await upload.upload();

    expect(upload.uploaded).toBe(false);
    expect(upload.form.errors.photo?.reason).toBe('too_many_pixels');
  });
});
