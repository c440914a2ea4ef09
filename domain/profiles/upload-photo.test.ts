import { InMemoryImageProcessor, InMemoryPhotos, InMemoryPhotoStorage } from '../../adapters/memory/in-memory-photos';
import { InMemoryRateLimiter } from '../../adapters/memory/in-memory-rate-limiter';
import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';
import type { MemberId } from '../shared/ids';
import { PHOTO_UPLOADS_PER_HOUR } from './photo-limit';
import { UploadPhoto } from './upload-photo';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
const TEXT = new TextEncoder().encode('just some text');

let world: InMemoryWorld;
let photos: InMemoryPhotos;
let storage: InMemoryPhotoStorage;
let uploadPhoto: UploadPhoto;
let pixels: number;

beforeEach(() => {
  world = createInMemoryWorld({ now: new Date('2025-06-15T12:00:00Z') });
  photos = new InMemoryPhotos(world.store);
  storage = new InMemoryPhotoStorage();
  pixels = 1_000_000;
  uploadPhoto = new UploadPhoto({
    members: world.members,
    photos,
    storage,
    images: new InMemoryImageProcessor(() => pixels),
    rateLimiter: new InMemoryRateLimiter(),
    clock: world.clock,
  });
});

const upload = (memberId: MemberId, bytes = JPEG) => uploadPhoto.run({ memberId, bytes, maxMegapixels: 40 });

describe('uploading a photo', () => {
  it('stores the photo and makes the first one the profile’s main image', async () => {
    const anna = await world.addMember();
    const { photo, becameMainImage } = await upload(anna);
    expect(becameMainImage).toBe(true);
    expect((await world.members.findById(anna))?.profile.mainImage).toEqual({ filename: photo.filename, thumb_filename: photo.thumb_filename });
    expect(storage.files.has(photo.filename) && storage.files.has(photo.thumb_filename)).toBe(true);
  });

  it('leaves the main image alone for the second photo', async () => {
    const anna = await world.addMember();
    const first = await upload(anna);
    const second = await upload(anna);
    expect(second.becameMainImage).toBe(false);
    expect((await world.members.findById(anna))?.profile.mainImage?.filename).toBe(first.photo.filename);
  });

  it('lets a free member hold 3 photos and refuses the 4th with photo_limit, storing no file', async () => {
    const free = await world.addMember();
    for (let i = 0; i < 3; i += 1) await upload(free);
    const filesBefore = storage.files.size;
    await expect(upload(free)).rejects.toMatchObject({ code: 'photo_limit', details: { limit: 3 } });
    expect(await photos.countFor(free)).toBe(3);
    expect(storage.files.size).toBe(filesBefore);
  });

  it('lets a premium member hold 25 photos and refuses the 26th', async () => {
    const premium = await world.addMember({ paidUser: true });
    for (let i = 0; i < 25; i += 1) {
      await upload(premium);
      world.clock.advance(3600 * 1000); // past the hourly upload rate
    }
    await expect(upload(premium)).rejects.toMatchObject({ code: 'photo_limit', details: { limit: 25 } });
  });

  it('removes the stored files when the count, made again on adding, says the limit was reached meanwhile', async () => {
    const free = await world.addMember();
    for (let i = 0; i < 3; i += 1) await upload(free);
    // Another upload got in between the first count and the add.
    const racing = new UploadPhoto({
      members: world.members,
      photos: Object.assign(Object.create(photos) as InMemoryPhotos, { countFor: async () => 2 }),
      storage,
      images: new InMemoryImageProcessor(),
      rateLimiter: new InMemoryRateLimiter(),
      clock: world.clock,
    });
    const filesBefore = storage.files.size;
    await expect(racing.run({ memberId: free, bytes: JPEG, maxMegapixels: 40 })).rejects.toMatchObject({ code: 'photo_limit' });
    expect(storage.files.size).toBe(filesBefore);
  });

  it('refuses what is not an image, and an image of too many pixels, naming the photo field', async () => {
    const anna = await world.addMember();
    await expect(upload(anna, TEXT)).rejects.toMatchObject({ code: 'invalid_input', field: 'photo', message: 'not_an_image' });
    pixels = 40_000_001;
    await expect(upload(anna)).rejects.toMatchObject({ code: 'invalid_input', field: 'photo', message: 'too_many_pixels' });
    pixels = 40_000_000;
    await expect(upload(anna)).resolves.toBeDefined();
  });

  it(`allows ${PHOTO_UPLOADS_PER_HOUR} uploads an hour and refuses the next with rate_limited and a retry_after`, async () => {
    const premium = await world.addMember({ paidUser: true });
    for (let i = 0; i < PHOTO_UPLOADS_PER_HOUR; i += 1) await upload(premium);
    await expect(upload(premium)).rejects.toMatchObject({ code: 'rate_limited', details: { retry_after: 3600 } });
    world.clock.advance(3600 * 1000);
    await expect(upload(premium)).resolves.toBeDefined();
  });
});
