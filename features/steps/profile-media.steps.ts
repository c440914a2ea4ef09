import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
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
    const files = await media.storage.save(id, { image: CAMERA_PHOTO, thumbnail: CAMERA_PHOTO });
    const photo = await media.photos.add(id, files, world.app.clock.now(), Number.MAX_SAFE_INTEGER);
    if (!photo) throw new Error('photo not added');
    await media.photos.setMainImage(id, files, { onlyIfNone: true });
  }
}

Given('{member} is a free member without photos', async function (this: ChatWorld, name: string) {
  assert.equal(this.stored(await this.member(name)).paidUser, false);
});

Given('{member} is a free member with {int} photos', async function (this: ChatWorld, name: string, count: number) {
  assert.equal(this.stored(await this.member(name)).paidUser, false);
  await givenPhotos(this, name, count);
});

Given('{member} is a premium member with {int} photos', async function (this: ChatWorld, name: string, count: number) {
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
