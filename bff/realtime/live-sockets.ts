import { toApiLiveEvent } from '../presenters';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import type { SessionStarter } from '../../domain/accounts/session-starter';
import type { EventBus } from '../../domain/realtime/live-event';
import type { Presence } from '../../domain/realtime/presence';
import type { ConversationViews, TabView } from '../../domain/notifications/conversation-views';
import { randomUUID } from 'node:crypto';
import { conversationId, type ConversationId, type MemberId } from '../../domain/shared/ids';
import { sessionTokenOf } from '../http/session-cookie';
import type { MediaPaths } from '../http/private-media';

export const LIVE_PATH = '/live';
const HEARTBEAT_MS = 30_000;

const refuse = (socket: Duplex, status: string) => {
  socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
};

/**
 * The WebSocket endpoint: authenticated by the session cookie, same origin only; a member receives their own
 * events and nobody else's. Logging out closes the session's sockets.
 */
export class LiveSockets {
  private readonly server = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 });
  /** Open sockets by the digest of their session token. */
  private readonly bySession = new Map<string, Set<WebSocket>>();
  /** Each open socket's member and its name in the presence (issue 9: the online dot). */
  private readonly connections = new Map<WebSocket, { readonly member: MemberId; readonly name: string; view?: TabView }>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly deps: {
      sessions: SessionStarter;
      events: EventBus;
      presence?: Presence;
      /** What each tab shows and whether it is in sight (issue 23: no push for the conversation she is reading). */
      views?: ConversationViews;
      /** A member says she is typing in a conversation (`{"type":"typing","conversation_id":n}` from the browser). */
      typing?: (member: MemberId, conversation: ConversationId) => Promise<unknown>;
      /** Stored paths as a member gets them: a chat photo's link is signed for the member the event goes to. */
      mediaPaths: (member: MemberId) => MediaPaths;
      logger: Logger;
    },
  ) {
    this.heartbeat = setInterval(() => this.ping(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  attach(http: Server): void {
    http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (new URL(req.url ?? '/', 'http://x').pathname !== LIVE_PATH) return;
      void this.upgrade(req, socket, head);
    });
  }

  private async upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const origin = req.headers.origin;
    if (origin) {
      let host: string | undefined;
      try {
        host = new URL(origin).host;
      } catch {
        host = undefined;
      }
      if (host !== req.headers.host) return refuse(socket, '403 Forbidden');
    }
    const token = sessionTokenOf(req as Parameters<typeof sessionTokenOf>[0]);
    const memberId = token ? await this.deps.sessions.memberFor(token) : undefined;
    if (!token || memberId === undefined) return refuse(socket, '403 Forbidden');
    const session = this.deps.sessions.digestOf(token);
    this.server.handleUpgrade(req, socket, head, (ws) => void this.connected(ws, memberId, session));
  }

  private async connected(ws: WebSocket, memberId: MemberId, session: string): Promise<void> {
    const sockets = this.bySession.get(session) ?? new Set<WebSocket>();
    sockets.add(ws);
    this.bySession.set(session, sockets);
    const alive = ws as WebSocket & { alive?: boolean };
    alive.alive = true;
    ws.on('pong', () => (alive.alive = true));
    const connection: { readonly member: MemberId; readonly name: string; view?: TabView } = { member: memberId, name: randomUUID() };
    this.connections.set(ws, connection);
    this.tellPresence(() => this.deps.presence?.connected(memberId, connection.name, new Date()));
    const unsubscribe = await this.deps.events.subscribe(memberId, (event) => {
      // Session events come from any instance (logout, password change, deletion): they close, never travel on.
      if (event.type === 'session_ended') {
        if (event.session === session) ws.close(4001, 'logged out');
      } else if (event.type === 'sessions_ended') {
        if (event.except !== session) ws.close(4001, 'logged out');
      } else if (ws.readyState === ws.OPEN) {
        const shown = toApiLiveEvent(event, this.deps.mediaPaths(memberId));
        if (shown) ws.send(JSON.stringify(shown));
      }
    });
    ws.on('close', () => {
      sockets.delete(ws);
      this.connections.delete(ws);
      this.tellPresence(() => this.deps.presence?.disconnected(memberId, connection.name));
      if (connection.view) this.tellPresence(() => this.deps.views?.closed(memberId, connection.name));
      if (sockets.size === 0) this.bySession.delete(session);
      unsubscribe().catch((error: unknown) => this.deps.logger.warn({ err: error }, 'live unsubscribe failed'));
    });
    ws.on('message', (data) => this.fromBrowser(connection, data));
    ws.on('error', () => ws.terminate());
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ type: 'ready' }));
    else await unsubscribe();
  }

  /**
   * What the browser may say: that she is typing, or what her tab shows (`{"type":"view","conversation_id":n|null,
   * "visible":bool}`, on every route change and visibilitychange). Anything else is ignored.
   */
  private fromBrowser(connection: { readonly member: MemberId; readonly name: string; view?: TabView }, data: unknown): void {
    const member = connection.member;
    let frame: unknown;
    try {
      frame = JSON.parse(String(data));
    } catch {
      return;
    }
    const { type, conversation_id: id, visible } = (frame ?? {}) as { type?: unknown; conversation_id?: unknown; visible?: unknown };
    if (type === 'view') {
      const shown = id === null ? null : typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? conversationId(id) : undefined;
      if (shown === undefined || typeof visible !== 'boolean') return;
      const view: TabView = { conversationId: shown, visible };
      connection.view = view;
      this.tellPresence(() => this.deps.views?.shows(member, connection.name, view, new Date()));
      return;
    }
    if (type !== 'typing' || typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return;
    void Promise.resolve()
      .then(() => this.deps.typing?.(member, conversationId(id)))
      .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'typing announcement failed'));
  }

  /** Presence is a courtesy: a failure of it is logged and never breaks the socket. */
  private tellPresence(work: () => Promise<void> | undefined): void {
    void Promise.resolve()
      .then(work)
      .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'presence update failed'));
  }

  private ping(): void {
    const now = new Date();
    for (const [ws, connection] of this.connections) {
      if (ws.readyState !== ws.OPEN) continue;
      this.tellPresence(() => this.deps.presence?.refreshed(connection.member, connection.name, now));
      if (connection.view) this.tellPresence(() => this.deps.views?.refreshed(connection.member, connection.name, now));
    }
    for (const sockets of this.bySession.values()) {
      for (const ws of sockets) {
        const alive = ws as WebSocket & { alive?: boolean };
        if (alive.alive === false) ws.terminate();
        else {
          alive.alive = false;
          ws.ping();
        }
      }
    }
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    for (const sockets of this.bySession.values()) for (const ws of sockets) ws.terminate();
    this.bySession.clear();
    for (const [, connection] of this.connections) {
      this.tellPresence(() => this.deps.presence?.disconnected(connection.member, connection.name));
      if (connection.view) this.tellPresence(() => this.deps.views?.closed(connection.member, connection.name));
    }
    this.connections.clear();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
