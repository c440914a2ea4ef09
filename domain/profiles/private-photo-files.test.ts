import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';
import type { MemberId } from '../shared/ids';
import { accessOf, type Photos } from './media-ports';
import type { Photo } from './photo';
import { placePhoto } from './photo-placement';

/** A JPEG's first bytes: what the in-memory image processor takes for a photo. */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

let world: InMemoryWorld;

beforeEach(() => {
  world = createInMemoryWorld({ now: new Date('2026-11-27T12:00:00Z') });
});

/** A premium member with three photos, uploaded as the app does: all public, the first the main image. */
async function premiumWithPhotos(): Promise<{ owner: MemberId; photos: readonly Photo[] }> {
  const owner = await world.addMember({ paidUser: true });
  for (let i = 0; i < 3; i += 1) await world.uploadPhoto.run({ memberId: owner, bytes: JPEG, maxMegapixels: 40 });
  return { owner, photos: await world.photos.listFor(owner) };
}

const stored = (file: string) => world.photoStorage.files.has(file);
const mainImageOf = async (member: MemberId) => (await world.members.findById(member))?.profile.mainImage?.filename;

describe('the files of a private photo', () => {
  it('leave the public media for new private names when the photo is made private, and come back under new public names', async () => {
    const { owner, photos } = await premiumWithPhotos();
    const before = photos[1];
    expect(accessOf(before.filename)).toBe('public');

    const [, hidden] = await world.setPhotoPrivacy.run(owner, before.id, true);
    expect(hidden.isPrivate).toBe(true);
    expect(hidden.filename).toMatch(/^private\/\d+\/[0-9a-f]{32}\.jpg$/);
    expect(hidden.thumb_filename).toMatch(/^private\/\d+\/[0-9a-f]{32}-thumb\.jpg$/);
    // The old public names serve nothing any more.
    expect([stored(before.filename), stored(before.thumb_filename)]).toEqual([false, false]);
    expect([stored(hidden.filename), stored(hidden.thumb_filename)]).toEqual([true, true]);

    const [, shown] = await world.setPhotoPrivacy.run(owner, before.id, false);
    expect(shown.isPrivate).toBe(false);
    expect(accessOf(shown.filename)).toBe('public');
    expect(shown.filename).not.toBe(before.filename);
    expect([stored(hidden.filename), stored(shown.filename)]).toEqual([false, true]);
  });

  it('become public when the private photo is put first, and the main image names them', async () => {
    const { owner, photos } = await premiumWithPhotos();
    await world.setPhotoPrivacy.run(owner, photos[2].id, true);

    const [first] = await world.arrangePhotos.run(owner, { main: photos[2].id });
    expect(first.id).toBe(photos[2].id);
    expect(first.isPrivate).toBe(false);
    expect(accessOf(first.filename)).toBe('public');
    expect(await mainImageOf(owner)).toBe(first.filename);
  });

  it('become public when the main image is deleted and the private photo after it becomes the main image', async () => {
    const { owner, photos } = await premiumWithPhotos();
    await world.setPhotoPrivacy.run(owner, photos[1].id, true);

    const [first] = await world.deletePhoto.run(owner, photos[0].id);
    expect(first.id).toBe(photos[1].id);
    expect(accessOf(first.filename)).toBe('public');
    expect(await mainImageOf(owner)).toBe(first.filename);
  });

  it('go when the photo was deleted between the move and its row, and nothing names them', async () => {
    const { owner, photos } = await premiumWithPhotos();
    const target = photos[1];
    // Another tab deletes the photo while its files move.
    const racing: Photos = Object.create(world.photos, {
      setPrivate: {
        value: async (...args: Parameters<Photos['setPrivate']>) => {
          await world.photos.remove(owner, target.id);
          return world.photos.setPrivate(...args);
        },
      },
    });
    expect(await placePhoto({ photos: racing, storage: world.photoStorage }, target, true)).toBe(false);
    expect([...world.photoStorage.files.keys()].filter((file) => accessOf(file) === 'private')).toEqual([]);
  });

  it('are never those of the main image, which stays public', async () => {
    const { owner, photos } = await premiumWithPhotos();
    await expect(world.setPhotoPrivacy.run(owner, photos[0].id, true)).rejects.toMatchObject({ code: 'invalid_input' });
    expect(stored(photos[0].filename)).toBe(true);
  });
});

describe('a photo sent in a chat', () => {
  it('is stored under a private name', async () => {
    const anna = await world.addMember({ credits: 100 });
    const bram = await world.addMember();
    const conversation = await world.openConversation.run(anna, bram);
    const sent = await world.sendChatPhoto.run({ senderId: anna, conversationId: conversation.id, bytes: JPEG, maxMegapixels: 40, domain: world.settings.domain });
    expect(sent.message.attachment).toMatchObject({ kind: 'photo', filename: expect.stringMatching(/^private\/\d+\/[0-9a-f]{32}\.jpg$/) });
  });
});

describe('settling misplaced media at start-up', () => {
  it('moves private photos and chat photos stored under public names, and leaves everything else', async () => {
    const { owner, photos } = await premiumWithPhotos();
    // As stored before private files were kept apart: a private photo under its public name.
    const old = photos[2];
    await world.photos.setPrivate(owner, old.id, true, { from: old, to: old });
    const bram = await world.addMember({ credits: 100 });
    const conversation = await world.openConversation.run(bram, owner);
    const publicCopy = await world.photoStorage.save(bram, { image: JPEG, thumbnail: JPEG }, 'public');
    const sent = await world.sendMessage.run({ senderId: bram, conversationId: conversation.id, text: '', attachment: { kind: 'photo', ...publicCopy }, domain: world.settings.domain });

    expect(await world.settleMisplacedMedia.run()).toEqual({ photos: 1, chatPhotos: 1 });

    const moved = (await world.photos.listFor(owner))[2];
    expect(moved.filename).toMatch(/^private\//);
    expect([stored(old.filename), stored(moved.filename)]).toEqual([false, true]);
    const message = world.store.data.messages.find((m) => m.id === sent.message.id)!;
    expect(message.attachment).toMatchObject({ kind: 'photo', filename: expect.stringMatching(/^private\//) });
    expect(stored(publicCopy.filename)).toBe(false);
    // Public photos stay where they are, and a second start has nothing to do.
    expect((await world.photos.listFor(owner)).slice(0, 2).map((p) => p.filename)).toEqual(photos.slice(0, 2).map((p) => p.filename));
    expect(await world.settleMisplacedMedia.run()).toEqual({ photos: 0, chatPhotos: 0 });
  });
});

describe('who may load a private file through her link', () => {
  it('the viewer the link was made for, unless the owner deleted her account or either blocked the other', async () => {
    const owner = await world.addMember({ password: 'eigen wachtwoord 1' });
    const viewer = await world.addMember();
    const other = await world.addMember();
    expect(await world.privateMediaAccess.run(viewer, owner)).toBe(true);
    expect(await world.privateMediaAccess.run(owner, owner)).toBe(true);

    await world.blockMember.run(owner, viewer);
    expect(await world.privateMediaAccess.run(viewer, owner)).toBe(false);
    expect(await world.privateMediaAccess.run(other, owner)).toBe(true);

    await world.deleteAccount.run({ memberId: owner, password: 'eigen wachtwoord 1', reason: 'privacy', domain: world.settings.domain });
    expect(await world.privateMediaAccess.run(other, owner)).toBe(false);
  });
});
