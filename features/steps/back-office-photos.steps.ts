import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { renderMail } from '../../adapters/mail/render-mail';
import { memberActor, operatorActor, operatorId, VISITOR, type Actor } from '../../domain/operators/actor';
import type { PhotoVerdict } from '../../domain/moderation/photo-review';
import { reportId } from '../../domain/moderation/report-queue';
import type { Photo } from '../../domain/profiles/photo';
import type { MemberId } from '../../domain/shared/ids';
import { createInMemoryWorld, WORLD_DOMAIN, type InMemoryWorld } from '../../test/support/in-memory-world';
import en from '../../web/i18n/locales/en/profile.json' with { type: 'json' };

/** features/back-office/photos.feature: the photo queue and "hide a photo" (decision 0075) on the memory adapters. */
interface PhotoModeration {
  world: InMemoryWorld;
  bram: MemberId;
  photos: Photo[];
  anna?: MemberId;
  refusal?: unknown;
}
type Scenario = { photoModeration?: PhotoModeration };

const NOW = new Date('2026-12-07T12:00:00Z');
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
const MODERATOR = operatorActor(operatorId(1), 'moderator');
const ROLES: Record<string, Actor> = {
  'a moderator': MODERATOR,
  'an admin': operatorActor(operatorId(2), 'admin'),
  support: operatorActor(operatorId(3), 'support'),
  finance: operatorActor(operatorId(4), 'finance'),
  'a member': memberActor(1 as MemberId),
  'a visitor': VISITOR,
};

const state = (scenario: Scenario): PhotoModeration => {
  assert.ok(scenario.photoModeration, 'Bram has photos');
  return scenario.photoModeration;
};
const ops = (scenario: Scenario) => state(scenario).world.useCases.operators;
const queue = async (scenario: Scenario) => (await ops(scenario).listPhotoQueue.run(MODERATOR)).photos;
const nth = (which: string) => (which === 'first' ? 0 : 1);
const reviewOf = async (scenario: Scenario, which: string) => {
  const photo = state(scenario).photos[nth(which)]!;
  const review = (await queue(scenario)).find((queued) => queued.photoId === photo.id);
  assert.ok(review, `Bram's ${which} photo is in the queue`);
  return review.id;
};
const decide = async (scenario: Scenario, which: string, verdict: PhotoVerdict) => {
  const m = state(scenario);
  try {
    await ops(scenario).reviewPhoto.run(MODERATOR, await reviewOf(scenario, which), verdict, WORLD_DOMAIN);
    m.refusal = undefined;
  } catch (error) {
    m.refusal = error;
  }
};

Given('Bram put two photos on his profile', async function (this: Scenario) {
  const world = createInMemoryWorld({ now: NOW });
  const bram = await world.addMember({ name: 'Bram', email: 'bram@example.nl' });
  const photos = [];
  for (let i = 0; i < 2; i += 1) {
    world.clock.set(new Date(NOW.getTime() + i * 60_000));
    photos.push((await world.uploadPhoto.run({ memberId: bram, bytes: JPEG, maxMegapixels: 40 })).photo);
  }
  this.photoModeration = { world, bram, photos };
});

Given("Bram's language is English", function (this: Scenario) {
  const m = state(this);
  m.world.store.member(m.bram)!.language = 'en';
});

Given("Anna reported Bram's photo as offensive", async function (this: Scenario) {
  const m = state(this);
  m.anna = await m.world.addMember({ name: 'Anna' });
  await m.world.reportMember.run({ reporter: m.anna, target: { profile: m.bram }, reason: 'offensive', text: 'Die tweede foto', domain: WORLD_DOMAIN });
});

Then("the photo queue shows Bram's first photo before his second", async function (this: Scenario) {
  assert.deepEqual(
    (await queue(this)).map((review) => review.photoId),
    state(this).photos.map((photo) => photo.id),
  );
});

Then("Bram's first photo is his main photo", async function (this: Scenario) {
  const m = state(this);
  assert.equal((await m.world.members.findById(m.bram))?.profile.mainImage?.filename, m.photos[0]!.filename);
});

Then('a moderator and an admin may read the photo queue', async function (this: Scenario) {
  for (const who of ['a moderator', 'an admin']) assert.equal((await ops(this).listPhotoQueue.run(ROLES[who]!)).waiting, 2);
});

Then('support, finance, a member and a visitor are refused the photo queue', async function (this: Scenario) {
  const id = await reviewOf(this, 'first');
  for (const who of ['support', 'finance', 'a member', 'a visitor']) {
    await assert.rejects(ops(this).listPhotoQueue.run(ROLES[who]!), { code: 'forbidden' });
    await assert.rejects(ops(this).reviewPhoto.run(ROLES[who]!, id, { verdict: 'reject', reason: 'nudity' }, WORLD_DOMAIN), { code: 'forbidden' });
  }
  assert.equal((await state(this).world.photos.listFor(state(this).bram)).length, 2);
});

When("the moderator approves Bram's first photo", async function (this: Scenario) {
  await decide(this, 'first', { verdict: 'approve' });
  assert.equal(state(this).refusal, undefined);
});

When("the moderator rejects Bram's first photo without a reason", async function (this: Scenario) {
  await decide(this, 'first', { verdict: 'reject', reason: '' as 'other' });
});

When(`the moderator rejects Bram's first photo as "other" without a note`, async function (this: Scenario) {
  await decide(this, 'first', { verdict: 'reject', reason: 'other' });
});

When("the moderator rejects Bram's first photo because it shows contact details", async function (this: Scenario) {
  await decide(this, 'first', { verdict: 'reject', reason: 'contact_details' });
  assert.equal(state(this).refusal, undefined);
});

When("the moderator resolves Anna's report by hiding Bram's second photo for violence", async function (this: Scenario) {
  const m = state(this);
  await ops(this).resolveReport.run(MODERATOR, reportId(1), { outcome: 'hide_photo', photoId: m.photos[1]!.id, photoReason: 'violence' });
});

Then("the photo queue shows only Bram's second photo", async function (this: Scenario) {
  assert.deepEqual(
    (await queue(this)).map((review) => review.photoId),
    [state(this).photos[1]!.id],
  );
});

Then('Bram still has two photos', async function (this: Scenario) {
  assert.equal((await state(this).world.photos.listFor(state(this).bram)).length, 2);
});

Then('the photo decision is refused because the {word} is missing', function (this: Scenario, field: string) {
  assert.deepEqual(
    { code: (state(this).refusal as { code?: string })?.code, field: (state(this).refusal as { field?: string })?.field },
    { code: 'invalid_input', field },
  );
});

Then('Bram has one photo left, and it is his main photo', async function (this: Scenario) {
  const m = state(this);
  const left = await m.world.photos.listFor(m.bram);
  assert.equal(left.length, 1);
  assert.equal((await m.world.members.findById(m.bram))?.profile.mainImage?.filename, left[0]!.filename);
});

Then("the rejected photo's files are gone", function (this: Scenario) {
  const m = state(this);
  assert.equal(m.world.photoStorage.files.has(m.photos[0]!.filename), false);
  assert.equal(m.world.photoStorage.files.has(m.photos[0]!.thumb_filename), false);
});

Then('Bram gets a mail in English that says the photo shows contact details', function (this: Scenario) {
  const m = state(this);
  const mail = m.world.mailer.sent.find((sent) => sent.memberId === m.bram && sent.template === 'photo_rejected');
  assert.ok(mail, 'a photo_rejected mail to Bram');
  const rendered = renderMail(mail, m.world.settings);
  assert.match(rendered.subject, /^One of your photos was rejected/);
  assert.match(rendered.text, /The photo shows contact details/);
});

Then("Bram's profile page says a photo was rejected because it shows contact details", async function (this: Scenario) {
  const m = state(this);
  const rejected = await m.world.listRejectedPhotos.run(m.bram);
  assert.deepEqual(
    rejected.map((review) => review.reason),
    ['contact_details'],
  );
  assert.equal(en['ownProfile.photos.rejected.reason.contact_details'], 'the photo shows contact details');
});

Then('the audit trail says the photo was {word}', function (this: Scenario, verdict: string) {
  assert.deepEqual(
    state(this).world.operatorState.audit.map((row) => row.action),
    [`photo.${verdict}`],
  );
});

Then('the audit trail says the photo was rejected for contact details', function (this: Scenario) {
  const m = state(this);
  const row = m.world.operatorState.audit.at(-1);
  assert.equal(row?.action, 'photo.rejected');
  assert.equal(row?.target, `member:${m.bram}`);
  assert.equal(row?.details?.reason, 'contact_details');
});

Then("Anna's report is resolved as a hidden photo", async function (this: Scenario) {
  assert.deepEqual(
    (await ops(this).listReports.run(MODERATOR, 'resolved')).map((report) => report.outcome),
    ['hide_photo'],
  );
});
