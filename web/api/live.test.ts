import type { LiveEvent } from '../../bff/contract/api-types';
import { connectLive, SESSION_ENDED } from './live';

/** A socket the test opens, feeds and closes as the server would. */
class FakeSocket {
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  open() {
    this.onopen?.();
  }
  send(event: LiveEvent | string) {
    this.onmessage?.({ data: typeof event === 'string' ? event : JSON.stringify(event) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
  close() {
    this.closed = true;
  }
}

function live(connection?: EventTarget) {
  const sockets: FakeSocket[] = [];
  const seen = { events: [] as LiveEvent[], ended: 0, reconnected: 0 };
  const stop = connectLive(
    {
      onEvent: (event) => seen.events.push(event),
      onSessionEnded: () => seen.ended++,
      onReconnected: () => seen.reconnected++,
    },
    {
      url: 'ws://hartslag.test/live',
      connection: connection as Window | undefined,
      open: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
    },
  );
  return { sockets, seen, stop, last: () => sockets[sockets.length - 1]! };
}

describe('the live client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands on the events it can read and drops a frame it cannot', () => {
    const { last, seen } = live();
    last().open();

    last().send({ type: 'credits', credits: 12 });
    last().send('{not json');
    last().send({ type: 'read', conversation_id: 3, member_id: 7 });

    expect(seen.events).toEqual([
      { type: 'credits', credits: 12 },
      { type: 'read', conversation_id: 3, member_id: 7 },
    ]);
  });

  it('reconnects after a drop with growing delays and says so once it is back, not on the first open', () => {
    const { sockets, last, seen } = live();
    last().open();
    expect(seen.reconnected).toBe(0);

    last().drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop(); // the server is still away: 2 s next
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    last().open();

    expect(sockets).toHaveLength(3);
    expect(seen.reconnected).toBe(1);
    expect(last().url).toBe('ws://hartslag.test/live');
  });

  it('logs out at once on the close of an ended session (4001) and never reconnects', () => {
    const { sockets, last, seen } = live();
    last().open();

    last().drop(SESSION_ENDED);
    vi.advanceTimersByTime(60_000);

    expect(seen.ended).toBe(1);
    expect(seen.reconnected).toBe(0);
    expect(sockets).toHaveLength(1);
  });

  it('stops for good when the tab stops it', () => {
    const { sockets, last, stop, seen } = live();
    last().open();

    stop();
    last().drop(1000);
    vi.advanceTimersByTime(60_000);

    expect(sockets[0]!.closed).toBe(true);
    expect(sockets).toHaveLength(1);
    expect(seen.ended).toBe(0);
  });

  it('reconnects the moment the browser is online again, not at the end of its backoff (SPEC §4)', () => {
    const connection = new EventTarget();
    const { sockets, last, seen, stop } = live(connection);
    last().open();
    // Four drops in a row: the next try would be 16 s away.
    for (let drop = 0; drop < 4; drop++) {
      last().drop();
      vi.advanceTimersByTime(2 ** drop * 1000);
    }
    last().drop();
    expect(sockets).toHaveLength(5);

    connection.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(6);
    last().open();
    expect(seen.reconnected).toBe(1);
    // The backoff starts again from 1 s, and the timer of the old one is gone.
    vi.advanceTimersByTime(16_000);
    expect(sockets).toHaveLength(6);
    // Online while the socket is open: nothing to do. After stop: nothing either.
    connection.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(6);
    stop();
    last().drop(1000);
    connection.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(6);
  });
});
