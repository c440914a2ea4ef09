import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';
import type { MemberId } from '../shared/ids';

let world: InMemoryWorld;

beforeEach(() => {
  world = createInMemoryWorld({ now: new Date('2026-06-15T12:00:00Z') });
});

/** A premium member with three photos, the second private. */
async function ownerWithPrivatePhoto(): Promise<MemberId> {
  const owner = await world.addMember({ paidUser: true });
  for (let i = 0; i < 3; i += 1) {
    const files = await world.photoStorage.save(owner, { image: new Uint8Array([i]), thumbnail: new Uint8Array([i]) }, 'public');
    await world.photos.add(owner, files, world.clock.now(), 25);
  }
  const [, second] = await world.photos.listFor(owner);
  await world.setPhotoPrivacy.run(owner, second!.id, true);
  return owner;
}

const lockedFor = async (owner: MemberId, viewer: MemberId | undefined) =>
  (await world.viewProfilePhotos.run({ id: owner }, viewer === undefined ? undefined : await world.members.findById(viewer))).map((p) => p.locked);

describe('the photos of a profile as a viewer sees them', () => {
  it('locks the private photo for a member who is not premium, and shows it to a premium member and the owner', async () => {
    const owner = await ownerWithPrivatePhoto();
    const free = await world.addMember();
    const premium = await world.addMember({ paidUser: true });
    expect(await lockedFor(owner, free)).toEqual([false, true, false]);
    expect(await lockedFor(owner, premium)).toEqual([false, false, false]);
    expect(await lockedFor(owner, owner)).toEqual([false, false, false]);
  });

  it('shows a visitor only the main photo', async () => {
    const owner = await ownerWithPrivatePhoto();
    expect(await lockedFor(owner, undefined)).toEqual([false, true, true]);
  });
});
