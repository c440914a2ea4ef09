import { expect, it } from 'vitest';
import { photoId, type PhotoFiles } from '../../../domain/profiles/photo';
import { memberId, type MemberId } from '../../../domain/shared/ids';
import { addMember, CONTRACT_NOW, freshWorldEachTest, type WorldMaker } from './adapter-world';

const at = (minute: number) => new Date(CONTRACT_NOW.getTime() + minute * 60_000);
const files = (name: string): PhotoFiles => ({ filename: `photos/${name}.jpg`, thumb_filename: `photos/${name}-thumb.jpg` });
const privately = (name: string): PhotoFiles => ({ filename: `private/${name}.jpg`, thumb_filename: `private/${name}-thumb.jpg` });

/** What every Photos adapter does (domain/profiles/media-ports.ts; decisions 0026, 0043). */
export function photosContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);
  const mainImageOf = async (member: MemberId) => (await world().members.findById(member))?.profile.mainImage;

  /** A member with photos named a, b, c… in that order, the first her main image. */
  async function withPhotos(...names: string[]) {
    const member = await addMember(world());
    const photos = [];
    for (const [i, name] of names.entries()) photos.push((await world().photos.add(member, files(name), at(i), 10))!);
    await world().photos.arrange(member, photos.map((p) => p.id));
    return { member, photos };
  }

  it('adds photos at the end of her order, public, and lists them in her order', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    const first = await world().photos.add(anna, files('a'), at(1), 10);
    const second = await world().photos.add(anna, files('b'), at(2), 10);
    await world().photos.add(bram, files('c'), at(3), 10);

    expect(first).toEqual({ id: first!.id, memberId: anna, ...files('a'), createdAt: at(1), position: 0, isPrivate: false });
    expect(second).toMatchObject({ position: 1, isPrivate: false });
    expect(await world().photos.listFor(anna)).toEqual([first, second]);
    expect(await world().photos.countFor(anna)).toBe(2);
  });

  it('refuses a photo past the limit, and one of a member who does not exist', async () => {
    const anna = await addMember(world());
    await world().photos.add(anna, files('a'), at(1), 2);
    await world().photos.add(anna, files('b'), at(2), 2);
    expect(await world().photos.add(anna, files('c'), at(3), 2)).toBeUndefined();
    expect(await world().photos.countFor(anna)).toBe(2);
    expect(await world().photos.add(memberId(987_654), files('d'), at(4), 2)).toBeUndefined();
  });

  it('lets exactly the limit of parallel uploads in', async () => {
    const anna = await addMember(world());
    const added = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((name, i) => world().photos.add(anna, files(name), at(i), 3)));
    expect(added.filter((p) => p !== undefined)).toHaveLength(3);
    expect((await world().photos.listFor(anna)).map((p) => p.position)).toEqual([0, 1, 2]);
  });

  it('puts her photos in the order given: the first her main image, and public', async () => {
    const { member, photos } = await withPhotos('a', 'b', 'c');
    const [a, b, c] = photos as [(typeof photos)[number], (typeof photos)[number], (typeof photos)[number]];
    expect(await world().photos.setPrivate(member, c.id, true, { from: files('c'), to: privately('c') })).toBe(true);

    expect(await world().photos.arrange(member, [c.id, a.id, b.id])).toBe(true);
    expect((await world().photos.listFor(member)).map((p) => [p.id, p.position, p.isPrivate])).toEqual([
      [c.id, 0, false],
      [a.id, 1, false],
      [b.id, 2, false],
    ]);
    expect(await mainImageOf(member)).toEqual(privately('c'));
  });

  it('refuses an order that does not name each of her photos once, and changes nothing', async () => {
    const { member, photos } = await withPhotos('a', 'b');
    const other = await withPhotos('x');
    const [a, b] = photos as [(typeof photos)[number], (typeof photos)[number]];
    for (const order of [[a.id], [a.id, a.id], [b.id, a.id, other.photos[0]!.id], [b.id, photoId(987_654)]]) {
      expect(await world().photos.arrange(member, order)).toBe(false);
    }
    expect((await world().photos.listFor(member)).map((p) => p.id)).toEqual([a.id, b.id]);
    expect(await mainImageOf(member)).toEqual(files('a'));
  });

  it('moves a photo private or public with its files, only while it has the files named, never her main image', async () => {
    const { member, photos } = await withPhotos('a', 'b');
    const [a, b] = photos as [(typeof photos)[number], (typeof photos)[number]];
    expect(await world().photos.setPrivate(member, a.id, true, { from: files('a'), to: privately('a') })).toBe(false);
    expect(await world().photos.setPrivate(member, b.id, true, { from: files('elsewhere'), to: privately('b') })).toBe(false);
    expect(await world().photos.setPrivate(member, b.id, true, { from: files('b'), to: privately('b') })).toBe(true);
    expect((await world().photos.listFor(member))[1]).toMatchObject({ id: b.id, isPrivate: true, ...privately('b') });

    expect(await world().photos.setPrivate(member, b.id, false, { from: privately('b'), to: files('b2') })).toBe(true);
    expect((await world().photos.listFor(member))[1]).toMatchObject({ id: b.id, isPrivate: false, ...files('b2') });
    expect(await mainImageOf(member)).toEqual(files('a'));
  });

  it('moves her main image on the profile with the files of the photo it names', async () => {
    const { member, photos } = await withPhotos('a');
    expect(await world().photos.setPrivate(member, photos[0]!.id, false, { from: files('a'), to: files('a2') })).toBe(true);
    expect(await mainImageOf(member)).toEqual(files('a2'));
  });

  it('changes no one else’s photo', async () => {
    const { photos } = await withPhotos('a', 'b');
    const bram = await addMember(world());
    expect(await world().photos.setPrivate(bram, photos[1]!.id, true, { from: files('b'), to: privately('b') })).toBe(false);
    expect(await world().photos.remove(bram, photos[1]!.id)).toBeUndefined();
    expect(await world().photos.arrange(bram, [photos[1]!.id, photos[0]!.id])).toBe(false);
  });

  it('removes a photo and closes the gap; the next becomes her main image, public; none when the last goes', async () => {
    const { member, photos } = await withPhotos('a', 'b', 'c');
    const [a, b, c] = photos as [(typeof photos)[number], (typeof photos)[number], (typeof photos)[number]];
    await world().photos.setPrivate(member, b.id, true, { from: files('b'), to: privately('b') });

    expect(await world().photos.remove(member, a.id)).toMatchObject({ id: a.id, ...files('a') });
    expect((await world().photos.listFor(member)).map((p) => [p.id, p.position, p.isPrivate])).toEqual([
      [b.id, 0, false],
      [c.id, 1, false],
    ]);
    expect(await mainImageOf(member)).toEqual(privately('b'));
    expect(await world().photos.remove(member, a.id)).toBeUndefined();

    await world().photos.remove(member, b.id);
    await world().photos.remove(member, c.id);
    expect(await world().photos.listFor(member)).toEqual([]);
    expect(await mainImageOf(member)).toBeNull();
  });

  it('sets the main image, only when she has none if asked so, and of no member who does not exist', async () => {
    const anna = await addMember(world());
    expect(await world().photos.setMainImage(anna, files('a'), { onlyIfNone: true })).toBe(true);
    expect(await world().photos.setMainImage(anna, files('b'), { onlyIfNone: true })).toBe(false);
    expect(await mainImageOf(anna)).toEqual(files('a'));
    expect(await world().photos.setMainImage(anna, files('c'))).toBe(true);
    expect(await mainImageOf(anna)).toEqual(files('c'));
    expect(await world().photos.setMainImage(memberId(987_654), files('d'))).toBe(false);
  });
}
