import type { LiveEvent } from '../../bff/contract/api-types';

/** The close code the server ends a socket with when its session ended (logout elsewhere, password change). */
export const SESSION_ENDED = 4001;

/**
 * The /live WebSocket with reconnect and exponential backoff (1 s … 30 s). A close because the session ended is
 * final: no reconnect, and `onSessionEnded` at once.
 */
export function connectLive(onEvent: (event: LiveEvent) => void, onSessionEnded: () => void): () => void {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const open = () => {
    const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
    socket = new WebSocket(`${protocol}//${location.host}/live`);
    socket.onopen = () => {
      attempt = 0;
    };
    socket.onmessage = (message) => {
      try {
        onEvent(JSON.parse(String(message.data)) as LiveEvent);
      } catch {
        // A frame we cannot read is dropped; the polling fallback catches up.
      }
    };
    socket.onclose = (event) => {
      socket = null;
      if (stopped) return;
      if (event.code === SESSION_ENDED) {
        stopped = true;
        onSessionEnded();
        return;
      }
      const delay = Math.min(1000 * 2 ** attempt, 30_000);
      attempt++;
      timer = setTimeout(open, delay);
    };
  };
  open();

  return () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close();
  };
}
