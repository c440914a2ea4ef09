import { conversationId, memberId } from '../shared/ids';
import { LocalConversationViews, VIEW_TTL_MS } from './conversation-views';

const NOW = new Date('2026-11-27T09:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const ANNA = memberId(2);
const CHAT = conversationId(12);

describe('which conversation her tabs show', () => {
  it('reads while one visible tab shows it, whatever her other tabs show', async () => {
    const views = new LocalConversationViews();
    await views.shows(ANNA, 'a', { conversationId: null, visible: true }, NOW);
    await views.shows(ANNA, 'b', { conversationId: CHAT, visible: true }, NOW);
    expect(await views.isReading(ANNA, CHAT, NOW)).toBe(true);
    await views.closed(ANNA, 'b');
    expect(await views.isReading(ANNA, CHAT, NOW)).toBe(false);
  });

  it('the page-hidden beacon hides every tab until one says it is visible again; the heartbeat does not undo it', async () => {
    const views = new LocalConversationViews();
    await views.shows(ANNA, 'a', { conversationId: CHAT, visible: true }, NOW);
    await views.hideAll(ANNA, NOW);
    await views.refreshed(ANNA, 'a', later(1000));
    expect(await views.isReading(ANNA, CHAT, later(1000))).toBe(false);
    await views.shows(ANNA, 'a', { conversationId: CHAT, visible: true }, later(2000));
    expect(await views.isReading(ANNA, CHAT, later(2000))).toBe(true);
  });

  it('a tab that stops beating (a crashed instance) stops counting after the time to live; a beat keeps it', async () => {
    const views = new LocalConversationViews();
    await views.shows(ANNA, 'a', { conversationId: CHAT, visible: true }, NOW);
    expect(await views.isReading(ANNA, CHAT, later(VIEW_TTL_MS + 1))).toBe(false);
    await views.refreshed(ANNA, 'a', later(VIEW_TTL_MS - 1000));
    expect(await views.isReading(ANNA, CHAT, later(VIEW_TTL_MS + 1))).toBe(true);
  });
});
