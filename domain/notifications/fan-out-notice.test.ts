import type { OutboxItem } from '../outbox/outbox';
import { conversationId, memberId, messageId } from '../shared/ids';
import { LocalConversationViews } from './conversation-views';
import { FanOutNotice } from './fan-out-notice';
import type { MemberNotice } from './member-notice';
import type { NoticeReading } from './push-ports';

const NOW = new Date('2026-11-27T09:00:00Z');
const ANNA = memberId(2);
const CHAT = conversationId(12);
const notice: MemberNotice = { kind: 'message', recipientId: ANNA, senderId: memberId(1), conversationId: CHAT, messageId: messageId(5), first: false };
const phone = { endpoint: 'https://fcm.googleapis.com/fcm/send/a', p256dh: 'BP', auth: 'au' };
const laptop = { endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/b', p256dh: 'BQ', auth: 'av' };
const reading: NoticeReading = { facts: { language: 'nl', badge: 1, otherName: 'Sanne', message: { text: 'Hoi', attachment: null } }, subscriptions: [phone, laptop] };

function fanOut(read: NoticeReading | undefined, views = new LocalConversationViews()) {
  const committed: OutboxItem[][] = [];
  const run = new FanOutNotice({
    reader: { read: async () => read },
    views,
    clock: { now: () => NOW },
    transactions: {
      run: async (work) => {
        const rows: OutboxItem[] = [];
        const result = await work({ outbox: { add: async (item) => void rows.push(item) } });
        committed.push(rows);
        return result;
      },
    },
  });
  return { run, committed, views };
}

describe('fanning a notice out', () => {
  it('adds a push row per subscription of hers, in one transaction', async () => {
    const { run, committed } = fanOut(reading);
    expect(await run.run(notice)).toEqual({ pushes: 2, mail: false });
    expect(committed).toHaveLength(1);
    expect(committed[0]!.map((item) => item.kind === 'push' && item.push.subscription.endpoint)).toEqual([phone.endpoint, laptop.endpoint]);
    expect(committed[0]![0]).toMatchObject({ kind: 'push', push: { memberId: ANNA, payload: { body: 'Hoi', url: '/chats/12' } } });
  });

  it('pushes nothing while a visible tab of hers shows that conversation', async () => {
    const { run, committed, views } = fanOut(reading);
    await views.shows(ANNA, 'tab', { conversationId: CHAT, visible: true }, NOW);
    expect(await run.run(notice)).toEqual({ pushes: 0, mail: false });
    expect(committed).toEqual([]);
  });

  it('pushes when that tab is hidden, shows another conversation, or has gone silent', async () => {
    for (const [view, at] of [
      [{ conversationId: CHAT, visible: false }, NOW],
      [{ conversationId: conversationId(13), visible: true }, NOW],
      [{ conversationId: null, visible: true }, NOW],
      [{ conversationId: CHAT, visible: true }, new Date(NOW.getTime() - 91_000)],
    ] as const) {
      const { run, views } = fanOut(reading);
      await views.shows(ANNA, 'tab', view, at);
      expect((await run.run(notice)).pushes, JSON.stringify(view)).toBe(2);
    }
  });

  it('says nothing when the notice no longer holds (a member gone, a block, the message removed)', async () => {
    const { run, committed } = fanOut(undefined);
    expect(await run.run(notice)).toEqual({ pushes: 0, mail: false, because: 'gone' });
    expect(committed).toEqual([]);
  });

  it('adds the notice’s mail beside the pushes when there is one', async () => {
    const committed: OutboxItem[] = [];
    const withMail = new FanOutNotice({
      reader: { read: async () => ({ ...reading, subscriptions: [] }) },
      views: new LocalConversationViews(),
      clock: { now: () => NOW },
      mail: (_notice, facts) => ({ to: 'anna@example.nl', memberId: ANNA, template: 'notice_new_message', locale: 'nl', domain: 'hartslag.example', name: 'Anna', otherName: facts.otherName, link: 'https://hartslag.example/chats/12' }),
      transactions: { run: (work) => work({ outbox: { add: async (item) => void committed.push(item) } }) },
    });
    expect(await withMail.run(notice)).toEqual({ pushes: 0, mail: true });
    expect(committed.map((item) => item.kind)).toEqual(['mail']);
  });
});
