import { createInMemoryWorld, WORLD_DOMAIN, type InMemoryWorld } from '../../test/support/in-memory-world';
import { memberActor, operatorActor, operatorId, VISITOR, type Actor } from '../operators/actor';
import type { MemberId } from '../shared/ids';
import { photoReviewId, type PhotoReviewId } from './photo-review';
import { reportId } from './report-queue';
import { checkedRejection } from './review-photo';

const NOW = new Date('2026-12-07T12:00:00Z');
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
const moderator = operatorActor(operatorId(1), 'moderator');
const admin = operatorActor(operatorId(2), 'admin');
const support = operatorActor(operatorId(3), 'support');
const finance = operatorActor(operatorId(4), 'finance');

let world: InMemoryWorld;
let bram: MemberId;

const o = () => world.useCases.operators;
const queued = async () => (await o().listPhotoQueue.run(moderator)).photos;
const upload = async (member: MemberId) => {
  world.clock.set(new Date(world.clock.now().getTime() + 60_000));
  return (await world.uploadPhoto.run({ memberId: member, bytes: JPEG, maxMegapixels: 40 })).photo;
};
const reviewOfPhoto = async (photo: number): Promise<PhotoReviewId> => (await queued()).find((review) => review.photoId === photo)!.id;

beforeEach(async () => {
  world = createInMemoryWorld({ now: NOW });
  bram = await world.addMember({ name: 'Bram', email: 'bram@example.nl' });
});

describe('the photo queue (decision 0075)', () => {
  it('queues every new profile photo, oldest first, while it is online already', async () => {
    const first = await upload(bram);
    const anna = await world.addMember({ name: 'Anna' });
    const second = await upload(anna);
    expect((await queued()).map((review) => [review.photoId, review.memberId, review.state, review.member.name])).toEqual([
      [first.id, bram, 'pending', 'Bram'],
      [second.id, anna, 'pending', 'Anna'],
    ]);
    expect((await world.members.findById(bram))?.profile.mainImage?.filename).toBe(first.filename);
  });

  it.each<[string, Actor]>([
    ['a moderator', moderator],
    ['an admin', admin],
  ])('lets %s moderate photos', async (_, actor) => {
    await upload(bram);
    await expect(o().listPhotoQueue.run(actor)).resolves.toMatchObject({ waiting: 1 });
  });

  it.each<[string, Actor]>([
    ['support', support],
    ['finance', finance],
    ['a member', memberActor(1 as MemberId)],
    ['a visitor', VISITOR],
  ])('refuses %s in every use case of the queue, and changes nothing', async (_, actor) => {
    const photo = await upload(bram);
    const id = await reviewOfPhoto(photo.id);
    await expect(o().listPhotoQueue.run(actor)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(o().photoForReview.run(actor, id)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(o().reviewPhoto.run(actor, id, { verdict: 'approve' }, WORLD_DOMAIN)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(o().reviewPhoto.run(actor, id, { verdict: 'reject', reason: 'nudity' }, WORLD_DOMAIN)).rejects.toMatchObject({ code: 'forbidden' });
    expect(await world.photos.listFor(bram)).toHaveLength(1);
    expect(world.operatorState.audit).toHaveLength(0);
  });

  it('approves a photo once: it stays, leaves the queue, and the audit says who', async () => {
    const photo = await upload(bram);
    const id = await reviewOfPhoto(photo.id);
    await o().reviewPhoto.run(moderator, id, { verdict: 'approve' }, WORLD_DOMAIN);
    expect(await queued()).toEqual([]);
    expect(await world.photos.listFor(bram)).toHaveLength(1);
    await expect(o().reviewPhoto.run(admin, id, { verdict: 'approve' }, WORLD_DOMAIN)).rejects.toMatchObject({ code: 'already_resolved' });
    expect(world.operatorState.audit).toMatchObject([{ action: 'photo.approved', who: { operatorId: operatorId(1) }, target: `member:${bram}` }]);
  });

  it('rejects her main photo: the row and files go, the next photo is main, she is told in her language, audited', async () => {
    const main = await upload(bram);
    const next = await upload(bram);
    world.store.member(bram)!.language = 'de';
    await o().reviewPhoto.run(moderator, await reviewOfPhoto(main.id), { verdict: 'reject', reason: 'not_the_member' }, WORLD_DOMAIN);

    expect((await world.photos.listFor(bram)).map((photo) => photo.id)).toEqual([next.id]);
    expect((await world.members.findById(bram))?.profile.mainImage?.filename).toBe(next.filename);
    expect(world.photoStorage.files.has(main.filename)).toBe(false);
    expect(world.photoStorage.files.has(main.thumb_filename)).toBe(false);
    expect(world.mailer.sent.find((sent) => sent.template === 'photo_rejected')).toMatchObject({ to: 'bram@example.nl', locale: 'de', counts: { reason: 1, chat: 0 }, facts: [] });
    expect(world.operatorState.audit).toMatchObject([{ action: 'photo.rejected', target: `member:${bram}`, details: { reason: 'not_the_member', photo: main.id, kind: 'profile' } }]);
    expect((await world.listRejectedPhotos.run(bram)).map((review) => review.reason)).toEqual(['not_the_member']);
    expect((await queued()).map((review) => review.photoId)).toEqual([next.id]);
  });

  it('refuses an unknown photo, and a second rejection', async () => {
    const photo = await upload(bram);
    const id = await reviewOfPhoto(photo.id);
    await expect(o().reviewPhoto.run(moderator, photoReviewId(999_999), { verdict: 'approve' }, WORLD_DOMAIN)).rejects.toMatchObject({ code: 'not_found' });
    await o().reviewPhoto.run(moderator, id, { verdict: 'reject', reason: 'nudity' }, WORLD_DOMAIN);
    await expect(o().reviewPhoto.run(moderator, id, { verdict: 'reject', reason: 'nudity' }, WORLD_DOMAIN)).rejects.toMatchObject({ code: 'not_found' });
    await expect(o().photoForReview.run(moderator, id)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('hides a reported member’s photo from the report through the same rejection', async () => {
    const anna = await world.addMember({ name: 'Anna' });
    const photo = await upload(bram);
    await world.reportMember.run({ reporter: anna, target: { profile: bram }, reason: 'offensive', text: 'Die foto', domain: WORLD_DOMAIN });
    const shown = await o().showReport.run(moderator, reportId(1));
    expect(shown.reported?.photos.map((review) => review.photoId)).toEqual([photo.id]);

    await o().resolveReport.run(moderator, reportId(1), { outcome: 'hide_photo', photoId: photo.id, photoReason: 'violence' });
    expect(await world.photos.listFor(bram)).toEqual([]);
    expect((await world.members.findById(bram))?.profile.mainImage).toBeNull();
    expect(world.operatorState.audit.map((row) => row.action)).toEqual(['report.resolved', 'photo.rejected']);
    expect((await o().listReports.run(moderator, 'resolved')).map((report) => report.outcome)).toEqual(['hide_photo']);
  });
});

describe('a rejection’s reason (decision 0075)', () => {
  it('is one of the fixed list; `other` needs a note; a note is at most 500 characters', () => {
    expect(checkedRejection('nudity', '  ')).toEqual({ reason: 'nudity', note: undefined });
    expect(() => checkedRejection('ugly', undefined)).toThrow(expect.objectContaining({ code: 'invalid_input', field: 'reason' }));
    expect(() => checkedRejection('other', ' ')).toThrow(expect.objectContaining({ field: 'note', message: 'required' }));
    expect(() => checkedRejection('minor', 'x'.repeat(501))).toThrow(expect.objectContaining({ field: 'note', message: 'too_long' }));
    expect(checkedRejection('other', 'Een QR-code')).toEqual({ reason: 'other', note: 'Een QR-code' });
  });
});
