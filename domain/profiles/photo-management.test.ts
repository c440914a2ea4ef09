import { InMemoryPhotos, InMemoryPhotoStorage } from '../../adapters/memory/in-memory-photos';
import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';
import type { MemberId } from '../shared/ids';
import { ArrangePhotos } from './arrange-photos';
import { DeletePhoto } from './delete-photo';
import { photoId, type Photo } from './photo';
import { SetPhotoPrivacy } from './set-photo-privacy';
import { visiblePhotos } from './visible-photos';

let world: InMemoryWorld;
let photos: InMemoryPhotos;
let storage: InMemoryPhotoStorage;
let arrange: ArrangePhotos;
let privacy: SetPhotoPrivacy;
let remove: DeletePhoto;

beforeEach(() => {
  world = createInMemoryWorld({ now: new Date('2025-06-15T12:00:00Z') });
  photos = new InMemoryPhotos(world.store);
  storage = new InMemoryPhotoStorage();
  arrange = new ArrangePhotos({ photos, storage });
  privacy = new SetPhotoPrivacy({ members: world.members, photos, storage });
  remove = new DeletePhoto({ photos, storage });
});

/** Three photos, stored as the upload would: the first one the main image. */
async function withPhotos(memberId: MemberId, count = 3): Promise<Photo[]> {
  const added: Photo[] = [];
  for (let i = 0; i < count; i += 1) {
    const files = await storage.save(memberId, { image: new Uint8Array([i]), thumbnail: new Uint8Array([i]) }, 'public');
    added.push((await photos.add(memberId, files, world.clock.now(), 25))!);
    if (i === 0) await photos.setMainImage(memberId, files, { onlyIfNone: true });
  }
  return added;
}

const mainImageOf = async (memberId: MemberId) => (await world.members.findById(memberId))?.profile.mainImage?.filename;
const ids = (list: readonly Photo[]) => list.map((p) => p.id);

describe('arranging photos', () => {
  it('puts the photos in the order given and makes the first the main image', async () => {
    const anna = await world.addMember();
    const [a, b, c] = await withPhotos(anna);
    const arranged = await arrange.run(anna, { order: [c.id, a.id, b.id] });
    expect(ids(arranged)).toEqual([c.id, a.id, b.id]);
    expect(arranged.map((p) => p.position)).toEqual([0, 1, 2]);
    expect(await mainImageOf(anna)).toBe(c.filename);
  });

  it('makes a chosen photo the main image and keeps the others in their order', async () => {
    const anna = await world.addMember();
    const [a, b, c] = await withPhotos(anna);
    expect(ids(await arrange.run(anna, { main: b.id }))).toEqual([b.id, a.id, c.id]);
    expect(await mainImageOf(anna)).toBe(b.filename);
  });

  it('refuses an order that leaves out a photo, repeats one or names another member’s photo', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember();
    const [a, b, c] = await withPhotos(anna);
    const [theirs] = await withPhotos(bram, 1);
    for (const order of [[a.id, b.id], [a.id, a.id, b.id], [a.id, b.id, theirs.id]]) {
      await expect(arrange.run(anna, { order })).rejects.toMatchObject({ code: 'invalid_input', field: 'order' });
    }
    expect(ids(await photos.listFor(anna))).toEqual([a.id, b.id, c.id]);
  });

  it('does not let a member make another member’s photo her main image', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember();
    await withPhotos(anna);
    const [theirs] = await withPhotos(bram, 1);
    await expect(arrange.run(anna, { main: theirs.id })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('makes a private photo public when it becomes the main image', async () => {
    const anna = await world.addMember({ paidUser: true });
    const [, b] = await withPhotos(anna);
    await privacy.run(anna, b.id, true);
    const [main] = await arrange.run(anna, { main: b.id });
    expect(main).toMatchObject({ id: b.id, isPrivate: false });
  });
});

describe('private photos', () => {
  it('lets a premium member mark a photo private and public again', async () => {
    const anna = await world.addMember({ paidUser: true });
    const [, b] = await withPhotos(anna);
    expect((await privacy.run(anna, b.id, true)).find((p) => p.id === b.id)?.isPrivate).toBe(true);
    expect((await privacy.run(anna, b.id, false)).find((p) => p.id === b.id)?.isPrivate).toBe(false);
  });

  it('is a premium function: a free member may not mark a photo private', async () => {
    const anna = await world.addMember();
    const [, b] = await withPhotos(anna);
    await expect(privacy.run(anna, b.id, true)).rejects.toMatchObject({ code: 'premium_only' });
    expect((await photos.listFor(anna))[1].isPrivate).toBe(false);
  });

  it('lets a member who is no longer premium make a private photo public', async () => {
    const anna = await world.addMember({ paidUser: true });
    const [, b] = await withPhotos(anna);
    await privacy.run(anna, b.id, true);
    world.store.member(anna)!.paidUser = false;
    expect((await privacy.run(anna, b.id, false))[1].isPrivate).toBe(false);
  });

  it('never makes the main image private', async () => {
    const anna = await world.addMember({ paidUser: true });
    const [a] = await withPhotos(anna);
    await expect(privacy.run(anna, a.id, true)).rejects.toMatchObject({ code: 'invalid_input', field: 'private' });
  });

  it('refuses another member’s photo', async () => {
    const anna = await world.addMember({ paidUser: true });
    const bram = await world.addMember();
    await withPhotos(anna);
    const [, theirs] = await withPhotos(bram, 2);
    await expect(privacy.run(anna, theirs.id, true)).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('deleting a photo', () => {
  it('deletes the photo and its files and closes the gap', async () => {
    const anna = await world.addMember();
    const [a, b, c] = await withPhotos(anna);
    const left = await remove.run(anna, b.id);
    expect(ids(left)).toEqual([a.id, c.id]);
    expect(left.map((p) => p.position)).toEqual([0, 1]);
    expect(storage.files.has(b.filename) || storage.files.has(b.thumb_filename)).toBe(false);
  });

  it('makes the next photo the main image when the main image is deleted, and leaves none after the last', async () => {
    const anna = await world.addMember();
    const [a, b] = await withPhotos(anna, 2);
    await remove.run(anna, a.id);
    expect(await mainImageOf(anna)).toBe(b.filename);
    await remove.run(anna, b.id);
    expect(await mainImageOf(anna)).toBeUndefined();
  });

  it('does not delete another member’s photo', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember();
    const [theirs] = await withPhotos(bram, 1);
    await expect(remove.run(anna, theirs.id)).rejects.toMatchObject({ code: 'not_found' });
    expect(await photos.countFor(bram)).toBe(1);
  });

  it('refuses a photo that does not exist', async () => {
    const anna = await world.addMember();
    await expect(remove.run(anna, photoId(999))).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('which photos a viewer sees', () => {
  const photo = (id: number, position: number, isPrivate: boolean): Photo => ({
    id: photoId(id),
    memberId: 1 as MemberId,
    filename: `p${id}.jpg`,
    thumb_filename: `p${id}-thumb.jpg`,
    createdAt: new Date(0),
    position,
    isPrivate,
  });
  const album = [photo(1, 0, false), photo(2, 1, true), photo(3, 2, false)];
  const locked = (viewer: Parameters<typeof visiblePhotos>[1]) => visiblePhotos(album, viewer).map((p) => p.locked);

  it('shows the owner and premium members every photo', () => {
    expect(locked('owner')).toEqual([false, false, false]);
    expect(locked('premium_member')).toEqual([false, false, false]);
  });

  it('locks private photos for members who are not premium', () => {
    expect(locked('member')).toEqual([false, true, false]);
  });

  it('shows a visitor only the main image', () => {
    expect(locked('visitor')).toEqual([false, true, true]);
  });

  it('gives no file name of a locked photo', () => {
    expect(visiblePhotos(album, 'member')[1].photo).not.toHaveProperty('filename');
  });
});
