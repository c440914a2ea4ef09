import type { LiveEvent } from '../../bff/contract/api-types';

/** The close code the server ends a socket with when its session ended (logout elsewhere, password change). */
export const SESSION_ENDED = 4001;

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

export interface LiveHandlers {
  onEvent(event: LiveEvent): void;
  /** The server ended this session (close code 4001): no reconnect follows. */
  onSessionEnded(): void;
  /** The socket is open again after a drop: nothing of the time between was sent, so the tab catches up. */
  onReconnected(): void;
}

export interface LiveOptions {
  /** The socket of a URL; a test gives a fake. */
  readonly open?: (url: string) => WebSocket;
  readonly url?: string;
  /** Where the browser says it is online again (the window); a test gives a fake. */
  readonly connection?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

const liveUrl = () => `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/live`;

/**
 * The /live WebSocket with reconnect and exponential backoff (1 s … 30 s). A close because the session ended is
 * final: no reconnect, and `onSessionEnded` at once.
 */
/** Stops the socket for good; `send` says something to the server while it is open (false when it is not). */
export type LiveConnection = (() => void) & { send(frame: unknown): boolean };

export function connectLive(handlers: LiveHandlers, options: LiveOptions = {}): LiveConnection {
  const openSocket = options.open ?? ((url: string) => new WebSocket(url));
  let socket: WebSocket | null = null;
  let attempt = 0;
  let dropped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const open = () => {
    socket = openSocket(options.url ?? liveUrl());
    socket.onopen = () => {
      attempt = 0;
      if (dropped) {
        dropped = false;
        handlers.onReconnected();
      }
    };
    socket.onmessage = (message) => {
      let event: LiveEvent;
      try {
        event = JSON.parse(String(message.data)) as LiveEvent;
      } catch {
        return; // A frame we cannot read is dropped; the polling fallback catches up.
      }
      handlers.onEvent(event);
    };
    socket.onclose = (event) => {
      socket = null;
      if (stopped) return;
      if (event.code === SESSION_ENDED) {
        stopped = true;
        handlers.onSessionEnded();
        return;
      }
      dropped = true;
      const delay = Math.min(FIRST_DELAY_MS * 2 ** attempt, MAX_DELAY_MS);
      attempt++;
      timer = setTimeout(open, delay);
    };
  };
  open();

  // Back online (SPEC §4): the socket comes back now, not after the rest of a backoff of up to 30 s.
  const connection = options.connection ?? (typeof window === 'undefined' ? undefined : window);
  const onOnline = () => {
    if (stopped || socket) return;
    clearTimeout(timer);
    attempt = 0;
    open();
  };
  connection?.addEventListener('online', onOnline);

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    connection?.removeEventListener('online', onOnline);
    socket?.close();
  };
  return Object.assign(stop, {
    send(frame: unknown): boolean {
      if (!socket || socket.readyState !== 1) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
  });
}
