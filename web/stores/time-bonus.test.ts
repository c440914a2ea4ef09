import { runInAction } from 'mobx';
import type { ApiDiscountCode } from '../../bff/contract/api-types';
import type { Reply } from '../../test/support/web/fake-fetch';
import { defaultSettings } from '../../domain/settings/default-settings';
import { publicSettingsOf } from '../../bff/contract/public-settings';
import { fakeFetch } from '../../test/support/web/fake-fetch';
import { RootStore } from './root-store';
import { NO_COUNTS } from './snapshot';
import { member, testStore } from '../../test/support/web/test-store';
import { discount } from '../../test/support/web/money-fixtures';
import { IDLE_MS, TIME_BONUS_DISMISSED_KEY, TimeBonusStore } from './time-bonus';

const start = Date.parse('2026-11-26T10:00:00Z');
/** She signed up 48 s before the test starts: her time bonus ends 14400 s after that, at 3:59:12 from the start. */
const signup = new Date(start - 48_000).toISOString();
const bonusEnds = start + 3 * 3600_000 + 59 * 60_000 + 12_000;
const bonus = (changes: Partial<ApiDiscountCode> = {}): ApiDiscountCode => discount({ expires: new Date(bonusEnds).toISOString(), ...changes });
/** The welcome discount that follows the bonus: WELKOM, 48 h from signup (the default settings). */
const welcome = (changes: Partial<ApiDiscountCode> = {}): ApiDiscountCode =>
  discount({ code: 'WELKOM', kind: 'welcome', expires: new Date(Date.parse(signup) + 48 * 3600_000).toISOString(), ...changes });
const newMember = (changes: Parameters<typeof member>[0] = {}) => member({ credits: 0, signup_date: signup, ...changes });

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/** A tab with a member (0 credits, not paid unless said) and the welcome call scripted; the clock is the test's. */
function tab(reply: Reply = { status: 200, body: bonus() }, user = newMember()) {
  const { store, server } = testStore({ 'GET /api/discountcode.php': reply }, { user });
  const clock = { now: start };
  const storage = memoryStorage();
  const timeBonus = new TimeBonusStore(store.endpoints, store.session, storage, () => clock.now);
  const passes = (ms: number) => {
    clock.now += ms;
    timeBonus.tick();
  };
  return { store, server, timeBonus, clock, storage, passes };
}

describe('the time bonus of a tab (SPEC §4)', () => {
  it('asks GET /api/discountcode.php?welcome=true once for a logged-in non-paid member and counts down from it', async () => {
    const { timeBonus, server, passes } = tab();
    timeBonus.tick();
    await timeBonus.load();
    await timeBonus.load();

    expect(server.to('GET', '/api/discountcode.php').map((call) => call.query)).toEqual([{ welcome: 'true' }]);
    expect([timeBonus.visible, timeBonus.countdown, timeBonus.percentage]).toEqual([true, '3:59:12', 25]);
    passes(1000);
    expect(timeBonus.countdown).toBe('3:59:11');
  });

  it('shows nothing before the tab starts its clock: the server and the first render agree', async () => {
    const { timeBonus } = tab();
    await timeBonus.load();
    expect([timeBonus.visible, timeBonus.countdown]).toEqual([false, '']);
  });

  it('counts from the discount the server rendered the page with, at its clock, and does not ask again', async () => {
    const server = fakeFetch({ 'GET /api/discountcode.php': { status: 200, body: bonus() } });
    const snapshot = { user: newMember(), settings: publicSettingsOf(defaultSettings), visitor: { traffic_source: false }, counts: NO_COUNTS, chats: null, locale: 'nl' as const };
    const store = new RootStore({ ...snapshot, timeBonus: bonus(), renderedAt: start }, { fetch: server.fetch });
    // Before the tab's clock starts: the server's page, and the first render in the browser, have the banner.
    expect([store.timeBonus.visible, store.timeBonus.countdown]).toEqual([true, '3:59:12']);
    await store.timeBonus.load();
    expect(server.to('GET', '/api/discountcode.php')).toEqual([]);
    // Without the server's answer (a discount that failed to load) the tab asks, and shows nothing until then.
    const asking = new RootStore({ ...snapshot, renderedAt: start }, { fetch: server.fetch });
    expect(asking.timeBonus.visible).toBe(false);
    await asking.timeBonus.load();
    expect(server.to('GET', '/api/discountcode.php')).toHaveLength(1);
  });

  it('disappears at zero', async () => {
    const { timeBonus, passes } = tab({ status: 200, body: bonus({ expires: new Date(start + 2000).toISOString() }) });
    timeBonus.tick();
    await timeBonus.load();
    passes(1000);
    expect([timeBonus.visible, timeBonus.countdown]).toEqual([true, '0:00:01']);
    passes(1000);
    expect(timeBonus.visible).toBe(false);
    expect(timeBonus.discount).toBeNull();
  });

  it('never counts down the welcome discount that follows the bonus: no banner, no modal', async () => {
    // Past her four hours the API's active discount is WELKOM, 48 h from signup ("Nog 43:59:38" counted it before).
    const { timeBonus, passes, clock } = tab({ status: 200, body: welcome() });
    clock.now = Date.parse(signup) + 14_400_000 + 22_000;
    timeBonus.tick();
    await timeBonus.load();
    timeBonus.visit('/members');
    passes(60_000);
    expect([timeBonus.visible, timeBonus.modalVisible, timeBonus.countdown]).toEqual([false, false, '']);
  });

  it('stops at the end of the bonus’s 14400 s, whatever end the answer gives', async () => {
    const { timeBonus, passes } = tab({ status: 200, body: bonus({ expires: new Date(Date.parse(signup) + 48 * 3600_000).toISOString() }) });
    timeBonus.tick();
    await timeBonus.load();
    expect([timeBonus.visible, timeBonus.countdown]).toEqual([true, '3:59:12']);
    passes(bonusEnds - start - 1000);
    expect([timeBonus.visible, timeBonus.countdown]).toEqual([true, '0:00:01']);
    passes(1000);
    expect([timeBonus.visible, timeBonus.countdown]).toEqual([false, '']);
  });

  it('disappears on logout and when the member becomes paid', async () => {
    const { timeBonus, store } = tab();
    timeBonus.tick();
    await timeBonus.load();
    runInAction(() => store.session.setUser(newMember({ credits: 120, paid_user: true })));
    expect(timeBonus.visible).toBe(false);
    runInAction(() => store.session.logout());
    expect(timeBonus.visible).toBe(false);
  });

  it('shows nothing with no data: none applies, the call failed, or another member’s answer', async () => {
    for (const reply of [{ status: 200, body: null }, { status: 500, body: { error: 'server_error' } }, new Error('offline'), { status: 200, body: bonus({ user_id: 99 }) }]) {
      const { timeBonus } = tab(reply);
      timeBonus.tick();
      await expect(timeBonus.load()).resolves.toBeUndefined();
      expect(timeBonus.visible).toBe(false);
    }
  });

  it('never asks for a visitor or a paid member', async () => {
    for (const user of [null, member({ paid_user: true })]) {
      const { store, server } = testStore({}, { user });
      await new TimeBonusStore(store.endpoints, store.session, memoryStorage(), () => start).load();
      expect(server.to('GET', '/api/discountcode.php')).toEqual([]);
    }
  });
});

describe('the time-bonus modal (SPEC §4, §9)', () => {
  async function loaded(user = newMember()) {
    const made = tab(undefined, user);
    made.timeBonus.tick();
    await made.timeBonus.load();
    return made;
  }

  it('opens 40 s after the member entered the members area, also when she moved on inside it', async () => {
    const { timeBonus, passes } = await loaded();
    timeBonus.visit('/members');
    passes(20_000);
    timeBonus.visit('/members/12');
    passes(19_000);
    expect(timeBonus.modalVisible).toBe(false);
    passes(1000);
    expect(timeBonus.modalVisible).toBe(true);
  });

  it('starts the 40 s again when she comes back into the area, and never opens outside it', async () => {
    const { timeBonus, passes } = await loaded();
    timeBonus.visit('/chats');
    passes(30_000);
    timeBonus.visit('/profile');
    passes(30_000);
    expect(timeBonus.modalVisible).toBe(false);
    timeBonus.visit('/likes');
    passes(39_000);
    expect(timeBonus.modalVisible).toBe(false);
    passes(1000);
    expect(timeBonus.modalVisible).toBe(true);
  });

  it('opens only at 0 credits', async () => {
    const { timeBonus, passes } = await loaded(newMember({ credits: 3 }));
    timeBonus.visit('/members');
    passes(60_000);
    expect(timeBonus.modalVisible).toBe(false);
  });

  it('stays hidden once dismissed: the dismissal is kept as a timestamp and read by the next page', async () => {
    const { timeBonus, passes, storage, store, clock } = await loaded();
    timeBonus.visit('/members');
    passes(40_000);
    timeBonus.dismissModal();
    expect(timeBonus.modalVisible).toBe(false);
    expect(storage.getItem(TIME_BONUS_DISMISSED_KEY)).toBe(String(clock.now));

    const next = new TimeBonusStore(store.endpoints, store.session, storage, () => clock.now);
    const stop = next.start();
    stop();
    await next.load();
    next.visit('/members');
    clock.now += 60_000;
    next.tick();
    expect([next.visible, next.modalVisible]).toEqual([true, false]);
  });

  describe('waits until she is idle (issue 27): no input for 5 s, no dialog open, no field she types in focused', () => {
    /** The page as the store sees it: whether a dialog or a typing field occupies her. */
    function watched(made: Awaited<ReturnType<typeof loaded>>) {
      const page = { occupied: false };
      made.timeBonus.watch(() => page.occupied);
      return page;
    }

    it('waits while she types, and opens 5 s after her last input', async () => {
      const made = await loaded();
      const { timeBonus, passes } = made;
      watched(made);
      timeBonus.visit('/chats/3');
      passes(38_000);
      // A message typed from 38 s to 44 s: a key every second.
      for (let i = 0; i < 7; i++) {
        timeBonus.noteInput();
        passes(1000);
      }
      expect(timeBonus.modalDue).toBe(true);
      expect(timeBonus.modalVisible).toBe(false);
      passes(IDLE_MS - 2000);
      expect(timeBonus.modalVisible).toBe(false);
      passes(1000);
      expect(timeBonus.modalVisible).toBe(true);
    });

    it('an input just before the 40 s holds it back until 5 s after it', async () => {
      const { timeBonus, passes } = await loaded();
      timeBonus.visit('/members');
      passes(38_000);
      timeBonus.noteInput();
      passes(2000);
      expect(timeBonus.modalVisible).toBe(false);
      passes(2000);
      expect(timeBonus.modalVisible).toBe(false);
      passes(1000);
      expect(timeBonus.modalVisible).toBe(true);
    });

    it('never opens over a dialog or a focused field, and opens the moment neither holds', async () => {
      const made = await loaded();
      const { timeBonus, passes } = made;
      const page = watched(made);
      timeBonus.visit('/members/12');
      page.occupied = true;
      passes(120_000);
      expect(timeBonus.modalVisible).toBe(false);
      // The gallery closes without an input (a script, the focus moving back): the next look opens it, no tick needed.
      page.occupied = false;
      timeBonus.look();
      expect(timeBonus.modalVisible).toBe(true);
    });

    it('once open it stays open: its own dialog, and what she does in it, do not hide it', async () => {
      const made = await loaded();
      const { timeBonus, passes } = made;
      const page = watched(made);
      timeBonus.visit('/likes');
      passes(40_000);
      expect(timeBonus.modalVisible).toBe(true);
      page.occupied = true;
      timeBonus.noteInput();
      passes(1000);
      expect(timeBonus.modalVisible).toBe(true);
      timeBonus.dismissModal();
      expect([timeBonus.modalVisible, timeBonus.modalAwaited]).toEqual([false, false]);
    });

    it('is awaited only while it may still come: a member with credits is never watched', async () => {
      const { timeBonus } = await loaded(newMember({ credits: 3 }));
      expect(timeBonus.modalAwaited).toBe(false);
      const zero = await loaded();
      expect(zero.timeBonus.modalAwaited).toBe(true);
    });

    it('a stopped watch leaves her unoccupied: another page’s look does not hold the modal back', async () => {
      const made = await loaded();
      const { timeBonus, passes } = made;
      const page = { occupied: true };
      const unwatch = timeBonus.watch(() => page.occupied);
      unwatch();
      timeBonus.visit('/members');
      passes(40_000);
      expect(timeBonus.modalVisible).toBe(true);
    });
  });
});
