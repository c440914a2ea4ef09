import { signalCount, withCountPrefix } from './title-count';
import type { RootStore } from '../stores/root-store';

const storeWith = (loggedIn: boolean, unread: number, newLikes = 0) =>
  ({ session: { loggedIn }, chats: { unreadTotal: unread }, likes: { newTotal: newLikes } }) as unknown as RootStore;

describe('the page title count (SPEC §4)', () => {
  it('puts the sum in front, replacing an earlier one, and none at 0', () => {
    expect(withCountPrefix('Berichten · Hartslag', 3)).toBe('(3) Berichten · Hartslag');
    expect(withCountPrefix('(3) Berichten · Hartslag', 4)).toBe('(4) Berichten · Hartslag');
    expect(withCountPrefix('(3) Berichten · Hartslag', 0)).toBe('Berichten · Hartslag');
    expect(withCountPrefix('(99+) Berichten · Hartslag', 120)).toBe('(99+) Berichten · Hartslag');
  });

  it('counts the member\'s unread messages and new likes, and nothing for a visitor', () => {
    expect(signalCount(storeWith(true, 5))).toBe(5);
    expect(signalCount(storeWith(true, 5, 3))).toBe(8);
    expect(signalCount(storeWith(false, 5, 3))).toBe(0);
    expect(signalCount(undefined)).toBe(0);
  });
});
