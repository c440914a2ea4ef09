import { expect, it } from 'vitest';
import { DEFAULT_EMAIL_PREFERENCES } from '../../../domain/notifications/email-preferences';
import type { MemberNotice } from '../../../domain/notifications/member-notice';
import { memberId, type ConversationId, type MemberId, type MessageId } from '../../../domain/shared/ids';
import { addMember, CONTRACT_NOW, freshWorldEachTest, type AdapterWorld, type WorldMaker } from './adapter-world';

const at = (seconds: number) => new Date(CONTRACT_NOW.getTime() - 3_600_000 + seconds * 1000);

/** What every NoticeMailRecipients adapter reads (domain/notifications/notice-mail.ts). */
export function noticeMailRecipientsContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);

  const send = async (w: AdapterWorld, conversation: ConversationId, from: MemberId, to: MemberId, seconds: number) =>
    (await w.conversations.addMessage({ conversationId: conversation, senderId: from, recipientId: to, body: 'Hoi', sentAt: at(seconds), held: false, attachment: null })).id;
  const message = (to: MemberId, from: MemberId, conversation: ConversationId, id: MessageId): MemberNotice => ({ kind: 'message', recipientId: to, senderId: from, conversationId: conversation, messageId: id, first: false });
  const unseen = async (notice: MemberNotice) => (await world().noticeMailRecipients.recipientOf(notice))?.firstUnseen;

  it('reads who she is: address, profile name, language, status and her mail settings', async () => {
    const anna = await addMember(world(), { name: 'Anna', email: 'anna@contract.example' });
    const bram = await addMember(world(), { name: 'Bram' });
    await world().emailPreferences.setPreferences(anna, { like: false });
    await world().emailPreferences.disableNotifications(anna, 'fbl');
    expect(await world().noticeMailRecipients.recipientOf({ kind: 'match', recipientId: anna, otherId: bram })).toEqual({
      memberId: anna,
      email: 'anna@contract.example',
      name: 'Anna',
      language: 'nl',
      status: 'active',
      mail: { preferences: { ...DEFAULT_EMAIL_PREFERENCES, like: false }, notificationsDisabled: ['fbl'] },
      firstUnseen: true,
    });
  });

  it('knows no member that does not exist', async () => {
    const bram = await addMember(world());
    expect(await world().noticeMailRecipients.recipientOf({ kind: 'like', recipientId: memberId(987_654), likerId: bram })).toBeUndefined();
  });

  it('counts a message as first unseen when it is her first unread one of the conversation, again once she read it', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    const conversation = (await world().conversations.create(bram, anna, at(0))).id;
    const first = await send(world(), conversation, bram, anna, 1);
    const second = await send(world(), conversation, bram, anna, 2);
    expect(await unseen(message(anna, bram, conversation, first))).toBe(true);
    expect(await unseen(message(anna, bram, conversation, second))).toBe(false);

    await world().conversations.markRead(conversation, anna);
    expect(await unseen(message(anna, bram, conversation, second))).toBe(false);
    const third = await send(world(), conversation, bram, anna, 3);
    expect(await unseen(message(anna, bram, conversation, third))).toBe(true);
  });

  it('counts a like as first unseen while no older like is still new to her', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    const cas = await addMember(world());
    await world().likes.add({ liker: bram, liked: anna, via: 'profile', at: at(10) });
    await world().likes.add({ liker: cas, liked: anna, via: 'profile', at: at(20) });
    expect(await unseen({ kind: 'like', recipientId: anna, likerId: bram })).toBe(true);
    expect(await unseen({ kind: 'like', recipientId: anna, likerId: cas })).toBe(false);

    await world().likes.markSeen(anna, bram);
    expect(await unseen({ kind: 'like', recipientId: anna, likerId: bram })).toBe(false);
    expect(await unseen({ kind: 'like', recipientId: anna, likerId: cas })).toBe(true);
  });
}
