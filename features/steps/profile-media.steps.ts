import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { accessOf } from '../../domain/profiles/media-ports';
import type { Photo, PhotoId } from '../../domain/profiles/photo';
import { visiblePhotos, type PhotoViewer } from '../../domain/profiles/visible-photos';
import { CAMERA_PHOTO, profileMediaOf } from '../support/profile-media';
import type { ChatWorld } from '../support/world';

async function addPhoto(world: ChatWorld, name: string, bytes: Uint8Array = CAMERA_PHOTO): Promise<void> {
  const media = profileMediaOf(world);
  const { photo } = await media.uploadPhoto.run({ memberId: await world.member(name), bytes, maxMegapixels: world.app.settings.upload_max_megapixels });
  media.added.set(name, [...(media.added.get(name) ?? []), photo]);
}

async function givenPhotos(world: ChatWorld, name: string, count: number): Promise<void> {
  const id = await world.member(name);
  const media = profileMediaOf(world);
  for (let i = 0; i < count; i += 1) {
    const files = await media.storage.save(id, { image: CAMERA_PHOTO, thumbnail: CAMERA_PHOTO }, 'public');
    const photo = await media.photos.add(id, files, world.app.clock.now(), Number.MAX_SAFE_INTEGER);
    if (!photo) throw new Error('photo not added');
    await media.photos.setMainImage(id, files, { onlyIfNone: true });
    media.added.set(name, [...(media.added.get(name) ?? []), photo]);
  }
}

Given('{member} is a free member without photos', async function (this: ChatWorld, name: string) {
  assert.equal(this.stored(await this.member(name)).paidUser, false);
});

Given('{member} is a free member with {int} photo(s)', async function (this: ChatWorld, name: string, count: number) {
  assert.equal(this.stored(await this.member(name)).paidUser, false);
  await givenPhotos(this, name, count);
});

Given('{member} is a premium member with {int} photo(s)', async function (this: ChatWorld, name: string, count: number) {
  this.stored(await this.member(name)).paidUser = true;
  await givenPhotos(this, name, count);
});

When('{member} adds a photo', async function (this: ChatWorld, name: string) {
  await addPhoto(this, name);
});

When('{member} tries to add a photo', async function (this: ChatWorld, name: string) {
  await this.attempt(() => addPhoto(this, name));
});

When('{member} tries to add a text file as a photo', async function (this: ChatWorld, name: string) {
  await this.attempt(() => addPhoto(this, name, new TextEncoder().encode('Dit is geen foto.')));
});

Then("{member}'s main photo is (still )her/his first photo", async function (this: ChatWorld, name: string) {
  const first = profileMediaOf(this).added.get(name)?.[0];
  assert.ok(first, `${name} added no photo`);
  const profile = (await this.app.members.findById(await this.member(name)))?.profile;
  assert.deepEqual(profile?.mainImage, { filename: first.filename, thumb_filename: first.thumb_filename });
});

Then('{member} has {int} photo(s)', async function (this: ChatWorld, name: string, count: number) {
  assert.equal(await profileMediaOf(this).photos.countFor(await this.member(name)), count);
});

Then('{member} is told she/he can have no more than {int} photos', function (this: ChatWorld, _name: string, limit: number) {
  assert.equal(this.refusal?.code, 'photo_limit');
  assert.equal(this.refusal?.details?.limit, limit);
});

Then('{member} is told the file is not a photo', function (this: ChatWorld, _name: string) {
  assert.equal(this.refusal?.code, 'invalid_input');
  assert.equal(this.refusal?.field, 'photo');
  assert.equal(this.refusal?.message, 'not_an_image');
});

async function chooseLocation(world: ChatWorld, name: string, city: string, region: string, country: string): Promise<void> {
  await profileMediaOf(world).updateLocation.run(await world.member(name), { country, region, city }, world.app.settings.countries);
}

When('{member} chooses to live in {string} in the region {string} of {word}', async function (this: ChatWorld, name: string, city: string, region: string, country: string) {
  await chooseLocation(this, name, city, region, country);
});

When(
  '{member} tries to choose to live in {string} in the region {string} of {word}',
  async function (this: ChatWorld, name: string, city: string, region: string, country: string) {
    await this.attempt(() => chooseLocation(this, name, city, region, country));
  },
);

Then(
  "{member}'s profile says she/he lives in {string} in the region {string} of {word}",
  async function (this: ChatWorld, name: string, city: string, region: string, country: string) {
    const profile = (await this.app.members.findById(await this.member(name)))?.profile;
    assert.deepEqual([profile?.city, profile?.region, profile?.country], [city, region, country]);
  },
);

Then('{member} is told that region is not in that country', function (this: ChatWorld, _name: string) {
  assert.equal(this.refusal?.code, 'invalid_input');
  assert.equal(this.refusal?.field, 'region');
});

When('{member} lets her/his browser tell where she/he is: {float}, {float}', async function (this: ChatWorld, name: string, lat: number, lon: number) {
  await this.member(name);
  const media = profileMediaOf(this);
  media.offered = undefined;
  await this.attempt(async () => {
    media.offered = media.locatePosition.run({ lat, lon }, this.app.settings.countries);
  });
});

Then('{member} is offered {string} in the region {string} of {word}', function (this: ChatWorld, _name: string, city: string, region: string, country: string) {
  assert.deepEqual(profileMediaOf(this).offered, { country, region, city });
});

Then('{member} is told her/his position is not near any place the site knows', function (this: ChatWorld, _name: string) {
  assert.equal(profileMediaOf(this).offered, undefined);
  assert.equal(this.refusal?.code, 'not_found');
});

// Arranging, hiding and deleting photos. "Photo N" is the member's N-th photo in the order she added them.

function photoNumbered(world: ChatWorld, name: string, number: number): PhotoId {
  const photo = profileMediaOf(world).added.get(name)?.[number - 1];
  assert.ok(photo, `${name} has no photo ${number}`);
  return photo.id;
}

const numbersIn = (list: string): number[] => list.split(/,\s*/).map(Number);

async function orderOf(world: ChatWorld, name: string): Promise<number[]> {
  const added = profileMediaOf(world).added.get(name) ?? [];
  const held = await profileMediaOf(world).photos.listFor(await world.member(name));
  return held.map((photo) => added.findIndex((a) => a.id === photo.id) + 1);
}

async function setPrivacy(world: ChatWorld, name: string, number: number, isPrivate: boolean) {
  await profileMediaOf(world).setPhotoPrivacy.run(await world.member(name), photoNumbered(world, name, number), isPrivate);
}

When('{member} makes her/his photo {int} her/his main photo', async function (this: ChatWorld, name: string, number: number) {
  await profileMediaOf(this).arrangePhotos.run(await this.member(name), { main: photoNumbered(this, name, number) });
});

When(/^(\w+) puts (?:her|his) photos in the order ([\d, ]+)$/, async function (this: ChatWorld, name: string, list: string) {
  const order = numbersIn(list).map((n) => photoNumbered(this, name, n));
  await profileMediaOf(this).arrangePhotos.run(await this.member(name), { order });
});

When(/^(\w+) tries to put (?:her|his) photos in the order ([\d, ]+)$/, async function (this: ChatWorld, name: string, list: string) {
  const order = numbersIn(list).map((n) => photoNumbered(this, name, n));
  await this.attempt(async () => profileMediaOf(this).arrangePhotos.run(await this.member(name), { order }));
});

Then(/^(\w+)'s photos are in the order ([\d, ]+)$/, async function (this: ChatWorld, name: string, list: string) {
  assert.deepEqual(await orderOf(this, name), numbersIn(list));
});

Then("{member}'s main photo is her/his photo {int}", async function (this: ChatWorld, name: string, number: number) {
  const photo = profileMediaOf(this).added.get(name)![number - 1];
  const profile = (await this.app.members.findById(await this.member(name)))?.profile;
  assert.equal(profile?.mainImage?.filename, photo.filename);
});

Then('{member} has no main photo', async function (this: ChatWorld, name: string) {
  assert.equal((await this.app.members.findById(await this.member(name)))?.profile.mainImage, null);
});

Then('{member} is told every photo must be in the order once', function (this: ChatWorld, _name: string) {
  assert.equal(this.refusal?.code, 'invalid_input');
  assert.equal(this.refusal?.field, 'order');
});

When('{member} deletes her/his photo {int}', async function (this: ChatWorld, name: string, number: number) {
  await profileMediaOf(this).deletePhoto.run(await this.member(name), photoNumbered(this, name, number));
});

When("{member} tries to delete {member}'s photo {int}", async function (this: ChatWorld, name: string, owner: string, number: number) {
  const photo = photoNumbered(this, owner, number);
  await this.attempt(async () => profileMediaOf(this).deletePhoto.run(await this.member(name), photo));
});

Then('{member} is told the photo was not found', function (this: ChatWorld, _name: string) {
  assert.equal(this.refusal?.code, 'not_found');
});

When('{member} makes her/his photo {int} private', async function (this: ChatWorld, name: string, number: number) {
  await setPrivacy(this, name, number, true);
});

Given('{member} has made her/his photo {int} private', async function (this: ChatWorld, name: string, number: number) {
  await setPrivacy(this, name, number, true);
});

When('{member} makes her/his photo {int} public', async function (this: ChatWorld, name: string, number: number) {
  await setPrivacy(this, name, number, false);
});

When('{member} tries to make her/his photo {int} private', async function (this: ChatWorld, name: string, number: number) {
  await this.attempt(() => setPrivacy(this, name, number, true));
});

Given('{member} is no longer premium', async function (this: ChatWorld, name: string) {
  this.stored(await this.member(name)).paidUser = false;
});

Then('{member} is told this is for premium members', function (this: ChatWorld, _name: string) {
  assert.equal(this.refusal?.code, 'premium_only');
});

Then('{member} is told her/his main photo is always public', function (this: ChatWorld, _name: string) {
  assert.equal(this.refusal?.code, 'invalid_input');
  assert.equal(this.refusal?.field, 'private');
});

/** Photo N as it is now: its files move when it is made private or public (decision 0043). */
async function photoNow(world: ChatWorld, name: string, number: number): Promise<Photo> {
  const id = photoNumbered(world, name, number);
  const photo = (await profileMediaOf(world).photos.listFor(await world.member(name))).find((p) => p.id === id);
  assert.ok(photo, `${name} no longer has photo ${number}`);
  return photo;
}

Then("{member}'s photo {int} is no longer where it was while public", async function (this: ChatWorld, name: string, number: number) {
  const added = profileMediaOf(this).added.get(name)![number - 1];
  const files = profileMediaOf(this).storage.files;
  assert.equal(files.has(added.filename) || files.has(added.thumb_filename), false);
});

Then("{member}'s photo {int} is kept private, under a name that says nothing of the public one", async function (this: ChatWorld, name: string, number: number) {
  const added = profileMediaOf(this).added.get(name)![number - 1];
  const photo = await photoNow(this, name, number);
  assert.equal(accessOf(photo.filename), 'private');
  assert.equal(profileMediaOf(this).storage.files.has(photo.filename), true);
  const stem = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.jpg'.length);
  assert.notEqual(stem(photo.filename), stem(added.filename));
});

Then("{member}'s photo {int} is kept with the public photos again", async function (this: ChatWorld, name: string, number: number) {
  const photo = await photoNow(this, name, number);
  assert.equal(accessOf(photo.filename), 'public');
  assert.equal(profileMediaOf(this).storage.files.has(photo.filename), true);
});

Then("{member}'s photo {int} is public", async function (this: ChatWorld, name: string, number: number) {
  const id = photoNumbered(this, name, number);
  const held = await profileMediaOf(this).photos.listFor(await this.member(name));
  assert.equal(held.find((p) => p.id === id)?.isPrivate, false);
});

async function seenAs(world: ChatWorld, owner: string, viewer: PhotoViewer): Promise<string> {
  const held = await profileMediaOf(world).photos.listFor(await world.member(owner));
  return visiblePhotos(held, viewer)
    .map((p) => (p.locked ? 'locked' : 'whole'))
    .join(', ');
}

Then(/^(\w+) sees (\w+)'s photos as: ([a-z, ]+)$/, async function (this: ChatWorld, viewer: string, owner: string, expected: string) {
  const paid = this.stored(await this.member(viewer)).paidUser;
  assert.equal(await seenAs(this, owner, paid ? 'premium_member' : 'member'), expected);
});

Then(/^a visitor sees (\w+)'s photos as: ([a-z, ]+)$/, async function (this: ChatWorld, owner: string, expected: string) {
  assert.equal(await seenAs(this, owner, 'visitor'), expected);
});

Then(/^(\w+) sees (?:her|his) own photos as: ([a-z, ]+)$/, async function (this: ChatWorld, owner: string, expected: string) {
  assert.equal(await seenAs(this, owner, 'owner'), expected);
});
