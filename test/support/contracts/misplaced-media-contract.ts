import { expect, it } from 'vitest';
import type { PhotoFiles } from '../../../domain/profiles/photo';
import type { MemberId } from '../../../domain/shared/ids';
import { addMember, CONTRACT_NOW, freshWorldEachTest, type WorldMaker } from './adapter-world';

const publicly = (name: string): PhotoFiles => ({ filename: `photos/${name}.jpg`, thumb_filename: `photos/${name}-thumb.jpg` });
const privately = (name: string): PhotoFiles => ({ filename: `private/${name}.jpg`, thumb_filename: `private/${name}-thumb.jpg` });

/** What every MisplacedMedia adapter does (domain/profiles/media-ports.ts; decision 0043): media whose files are where they must not be. */
export function misplacedMediaContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);

  async function chatPhoto(from: MemberId, to: MemberId, files: PhotoFiles) {
    const chat = (await world().conversations.findBetween(from, to)) ?? (await world().conversations.create(from, to, CONTRACT_NOW));
    return world().conversations.addMessage({ conversationId: chat.id, senderId: from, recipientId: to, body: '', sentAt: CONTRACT_NOW, held: false, attachment: { kind: 'photo', ...files } });
  }

  it('finds the profile photos whose files are public while they are private, or private while public, in id order from a point', async () => {
    const anna = await addMember(world());
    const main = (await world().photos.add(anna, publicly('main'), CONTRACT_NOW, 10))!;
    const publicInPrivate = (await world().photos.add(anna, privately('p1'), CONTRACT_NOW, 10))!;
    const privateInPublic = (await world().photos.add(anna, publicly('p2'), CONTRACT_NOW, 10))!;
    const rightlyPrivate = (await world().photos.add(anna, publicly('p3'), CONTRACT_NOW, 10))!;
    await world().photos.setPrivate(anna, privateInPublic.id, true, { from: publicly('p2'), to: publicly('p2') });
    await world().photos.setPrivate(anna, rightlyPrivate.id, true, { from: publicly('p3'), to: privately('p3') });

    expect((await world().misplacedMedia.photos(0, 10)).map((p) => [p.id, p.isPrivate, p.filename])).toEqual([
      [publicInPrivate.id, false, privately('p1').filename],
      [privateInPublic.id, true, publicly('p2').filename],
    ]);
    expect((await world().misplacedMedia.photos(publicInPrivate.id, 10)).map((p) => p.id)).toEqual([privateInPublic.id]);
    expect((await world().misplacedMedia.photos(0, 1)).map((p) => p.id)).toEqual([publicInPrivate.id]);
    expect((await world().misplacedMedia.photos(0, 10)).map((p) => p.id)).not.toContain(main.id);
  });

  it('finds the chat photos whose files are public, in id order from a point', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    const first = await chatPhoto(anna, bram, publicly('c1'));
    await chatPhoto(bram, anna, privately('c2'));
    const third = await chatPhoto(bram, anna, publicly('c3'));
    const chat = (await world().conversations.findBetween(anna, bram))!;
    await world().conversations.addMessage({ conversationId: chat.id, senderId: anna, recipientId: bram, body: 'tekst', sentAt: CONTRACT_NOW, held: false, attachment: null });

    expect(await world().misplacedMedia.chatPhotos(0, 10)).toEqual([
      { messageId: first.id, senderId: anna, files: publicly('c1') },
      { messageId: third.id, senderId: bram, files: publicly('c3') },
    ]);
    expect((await world().misplacedMedia.chatPhotos(first.id, 10)).map((p) => p.messageId)).toEqual([third.id]);
    expect((await world().misplacedMedia.chatPhotos(0, 1)).map((p) => p.messageId)).toEqual([first.id]);
  });

  it('points a chat photo at its new files only while it names the old ones', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    const sent = await chatPhoto(anna, bram, publicly('c1'));
    expect(await world().misplacedMedia.moveChatPhoto(sent.id, publicly('elders'), privately('c1'))).toBe(false);
    expect(await world().misplacedMedia.moveChatPhoto(sent.id, publicly('c1'), privately('c1'))).toBe(true);
    expect((await world().conversations.messagesFor(sent.conversationId, bram, 10))[0]?.attachment).toEqual({ kind: 'photo', ...privately('c1') });
    expect(await world().misplacedMedia.chatPhotos(0, 10)).toEqual([]);
  });
}
