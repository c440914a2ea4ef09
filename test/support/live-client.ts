import WebSocket from 'ws';
import type { LiveEvent } from '../../domain/realtime/live-event';

export interface LiveClient {
  readonly events: LiveEvent[];
  next(predicate: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  closed(): Promise<number>;
  close(): void;
  /** Sends a frame as the browser would (`{"type":"typing",…}`). */
  send(frame: unknown): void;
}

/** Opens /live with a session cookie and collects events. Resolves once the server says it is ready. */
export function connectLive(baseUrl: string, cookie: string | undefined, headers: Record<string, string> = {}): Promise<LiveClient> {
  const url = baseUrl.replace(/^http/, 'ws') + '/live';
  const socket = new WebSocket(url, { headers: { ...(cookie ? { Cookie: cookie } : {}), Origin: baseUrl, ...headers } });
  const events: LiveEvent[] = [];
  const waiters: { predicate: (e: LiveEvent) => boolean; resolve: (e: LiveEvent) => void }[] = [];
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.on('unexpected-response', (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
    socket.on('error', reject);
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as LiveEvent | { type: 'ready' };
      if (event.type === 'ready') {
        resolve({
          events,
          next(predicate, timeoutMs = 5000) {
            const seen = events.find(predicate);
            if (seen) return Promise.resolve(seen);
            return new Promise((resolveEvent, rejectEvent) => {
              const timer = setTimeout(() => rejectEvent(new Error('no such live event arrived')), timeoutMs);
              waiters.push({ predicate, resolve: (e) => (clearTimeout(timer), resolveEvent(e)) });
            });
          },
          closed: () => closed,
          close: () => socket.close(),
          send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
        });
        return;
      }
      events.push(event);
      for (const waiter of waiters.splice(0)) {
        if (waiter.predicate(event)) waiter.resolve(event);
        else waiters.push(waiter);
      }
    });
  });
}
