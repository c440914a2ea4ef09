import { expect, it, vi } from 'vitest';
import type { EventBus, LiveEvent } from '../../../domain/realtime/live-event';
import { conversationId, memberId, messageId, type MemberId } from '../../../domain/shared/ids';

/**
 * What every EventBus adapter does (domain/realtime/live-event.ts; decision 0005), in this process or over Redis.
 * `other` is a second instance on the same channels where the adapter has one (Redis), else the same. Delivery may
 * come later than publish returns: the tests wait for it. Members are new per test.
 */
export function eventBusContract(bus: () => EventBus, other: () => EventBus = bus): void {
  let sequence = 0;
  const newMember = (): MemberId => memberId(Math.floor(Math.random() * 1_000_000) * 100 + (sequence += 1));
  const credits = (n: number): LiveEvent => ({ type: 'credits', credits: n });

  it('brings an event published on any instance to each of the member’s subscribers, in order, and to no one else', async () => {
    const [anna, bram] = [newMember(), newMember()];
    const tabOne: LiveEvent[] = [];
    const tabTwo: LiveEvent[] = [];
    const bramsTab: LiveEvent[] = [];
    await bus().subscribe(anna, (event) => tabOne.push(event));
    await other().subscribe(anna, (event) => tabTwo.push(event));
    await bus().subscribe(bram, (event) => bramsTab.push(event));

    for (const n of [1, 2, 3]) await other().publish(anna, credits(n));
    await bus().publish(bram, credits(99));

    await vi.waitFor(() => expect(tabOne).toEqual([credits(1), credits(2), credits(3)]));
    await vi.waitFor(() => expect(tabTwo).toEqual([credits(1), credits(2), credits(3)]));
    await vi.waitFor(() => expect(bramsTab).toEqual([credits(99)]));
  });

  it('brings a message with its times as times', async () => {
    const anna = newMember();
    const received: LiveEvent[] = [];
    await bus().subscribe(anna, (event) => received.push(event));
    const message: LiveEvent = {
      type: 'message',
      message: { id: messageId(7), conversationId: conversationId(3), senderId: newMember(), body: 'Hoi', sentAt: new Date('2026-11-26T09:30:00.123Z'), held: false, attachment: { kind: 'gift', gift: 'rose' } },
    };
    await other().publish(anna, message);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual(message);
    expect((received[0] as Extract<LiveEvent, { type: 'message' }>).message.sentAt).toBeInstanceOf(Date);
  });

  it('stops bringing events to a subscriber once it unsubscribes, and goes on for the others', async () => {
    const anna = newMember();
    const leaving: LiveEvent[] = [];
    const staying: LiveEvent[] = [];
    const unsubscribe = await bus().subscribe(anna, (event) => leaving.push(event));
    await bus().subscribe(anna, (event) => staying.push(event));
    await other().publish(anna, credits(1));
    await vi.waitFor(() => expect(leaving).toEqual([credits(1)]));

    await unsubscribe();
    await other().publish(anna, credits(2));
    // The staying subscriber hears the second event; by then the one who left would have heard it too.
    await vi.waitFor(() => expect(staying).toEqual([credits(1), credits(2)]));
    expect(leaving).toEqual([credits(1)]);
  });

  it('publishes to a member nobody listens for without failing', async () => {
    await expect(bus().publish(newMember(), credits(1))).resolves.toBeUndefined();
  });
}
