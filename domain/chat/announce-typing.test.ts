import type { LiveEvent as DomainLiveEvent } from '../realtime/live-event';
import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';
import type { MemberId } from '../shared/ids';
import { TYPING_EVERY_MS } from './announce-typing';

let world: InMemoryWorld;

beforeEach(() => {
  world = createInMemoryWorld({ now: new Date('2026-06-15T12:00:00Z') });
});

async function heard(member: MemberId): Promise<DomainLiveEvent[]> {
  const events: DomainLiveEvent[] = [];
  await world.events.subscribe(member, (event) => events.push(event));
  return events;
}

describe('announcing that she is typing', () => {
  it('tells the other member, at most once every three seconds', async () => {
    const [anna, bram] = [await world.addMember(), await world.addMember()];
    const chat = await world.openConversation.run(anna, bram);
    const bramHears = await heard(bram);

    expect(await world.announceTyping.run(anna, chat.id)).toBe(true);
    expect(await world.announceTyping.run(anna, chat.id)).toBe(false);
    world.clock.advance(TYPING_EVERY_MS);
    expect(await world.announceTyping.run(anna, chat.id)).toBe(true);

    expect(bramHears).toEqual([
      { type: 'typing', conversationId: chat.id, memberId: anna },
      { type: 'typing', conversationId: chat.id, memberId: anna },
    ]);
  });

  it('says nothing for a conversation that is not hers, or with someone blocked either way', async () => {
    const [anna, bram, cas] = [await world.addMember(), await world.addMember(), await world.addMember()];
    const chat = await world.openConversation.run(anna, bram);
    const [annaHears, bramHears] = [await heard(anna), await heard(bram)];

    expect(await world.announceTyping.run(cas, chat.id)).toBe(false);
    await world.blocks.block(bram, anna, world.clock.now());
    expect(await world.announceTyping.run(anna, chat.id)).toBe(false);

    expect([...annaHears, ...bramHears]).toEqual([]);
  });
});
