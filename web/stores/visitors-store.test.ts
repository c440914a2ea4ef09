import { VisitorsStore } from './visitors-store';
import { testStore } from '../../test/support/web/test-store';

describe('the visitors badge', () => {
  it('takes the server\'s count, and clears when she opens the list', () => {
    const visitors = new VisitorsStore(3);
    expect(visitors.newTotal).toBe(3);
    visitors.listOpened();
    expect(visitors.newTotal).toBe(0);
    visitors.fromServer(2);
    expect(visitors.newTotal).toBe(2);
  });

  it('is part of the tab\'s store, fed by every page\'s counts', () => {
    const { store } = testStore();
    expect(store.visitors.newTotal).toBe(0);
    store.applySnapshot({ user: null, settings: store.settings.settings, visitor: { traffic_source: false }, counts: { unread_messages: 0, new_likes: 0, new_visitors: 4 }, chats: null, locale: 'nl' });
    expect(store.visitors.newTotal).toBe(4);
  });
});
