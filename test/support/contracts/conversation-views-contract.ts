import { expect, it } from 'vitest';
import { VIEW_TTL_MS, type ConversationViews } from '../../../domain/notifications/conversation-views';
import { conversationId, memberId } from '../../../domain/shared/ids';

const NOW = new Date('2026-11-27T09:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const CHAT = conversationId(12);

let next = 0;
/** A member of her own per test: instances share their store. */
const aMember = () => memberId(700_000 + (next += 1));

/**
 * What every ConversationViews adapter does (domain/notifications/conversation-views.ts). `other` is a second instance
 * on the same store (a second bff): a view one instance is told of holds on the other.
 */
export function conversationViewsContract(one: () => ConversationViews, other: () => ConversationViews = one): void {
  it('reads while a visible tab shows the conversation, on every instance', async () => {
    const anna = aMember();
    await one().shows(anna, 'tab-a', { conversationId: null, visible: true }, NOW);
    await one().shows(anna, 'tab-b', { conversationId: CHAT, visible: true }, NOW);
    expect(await other().isReading(anna, CHAT, NOW)).toBe(true);
    expect(await other().isReading(anna, conversationId(13), NOW)).toBe(false);
    expect(await other().isReading(aMember(), CHAT, NOW)).toBe(false);
    await other().closed(anna, 'tab-b');
    expect(await one().isReading(anna, CHAT, NOW)).toBe(false);
  });

  it('a hidden tab does not read; the beacon hides them all, the heartbeat does not undo it, the tab itself does', async () => {
    const anna = aMember();
    await one().shows(anna, 'tab', { conversationId: CHAT, visible: false }, NOW);
    expect(await one().isReading(anna, CHAT, NOW)).toBe(false);
    await one().shows(anna, 'tab', { conversationId: CHAT, visible: true }, NOW);
    await other().hideAll(anna, NOW);
    await one().refreshed(anna, 'tab', later(1000));
    expect(await one().isReading(anna, CHAT, later(1000))).toBe(false);
    await one().shows(anna, 'tab', { conversationId: CHAT, visible: true }, later(2000));
    expect(await other().isReading(anna, CHAT, later(2000))).toBe(true);
  });

  it('a view that is not refreshed expires; a refresh keeps it', async () => {
    const anna = aMember();
    await one().shows(anna, 'tab', { conversationId: CHAT, visible: true }, NOW);
    expect(await other().isReading(anna, CHAT, later(VIEW_TTL_MS + 1))).toBe(false);
    await one().refreshed(anna, 'tab', later(VIEW_TTL_MS - 1000));
    expect(await other().isReading(anna, CHAT, later(VIEW_TTL_MS + 1))).toBe(true);
  });
}
