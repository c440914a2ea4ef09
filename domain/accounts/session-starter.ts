import type { Clock } from '../shared/clock';
import type { MemberId } from '../shared/ids';
import type { RandomTokens } from '../shared/random-tokens';
import type { EventBus } from '../realtime/live-event';
import type { Sessions } from './ports';
import { sessionExpiry } from './session-lifetime';

export interface StartedSession {
  readonly token: string;
  readonly expiresAt: Date;
}

/** A fresh session for every login or signup (no fixation); only the token's digest is stored. */
export class SessionStarter {
  /** `events` tells open sockets that their session ended, on every instance. */
  constructor(private readonly deps: { sessions: Sessions; tokens: RandomTokens; clock: Clock; events?: EventBus }) {}

  /** The name a session is stored and announced under: never the token itself. */
  digestOf(token: string): string {
    return this.deps.tokens.digest(token);
  }

  async start(memberId: MemberId): Promise<StartedSession> {
    const token = this.deps.tokens.token();
    const expiresAt = sessionExpiry(this.deps.clock.now());
    await this.deps.sessions.create(this.deps.tokens.digest(token), { memberId, expiresAt });
    return { token, expiresAt };
  }

  async memberFor(token: string): Promise<MemberId | undefined> {
    const session = await this.deps.sessions.find(this.deps.tokens.digest(token), this.deps.clock.now());
    return session?.memberId;
  }

  async end(token: string, memberId?: MemberId): Promise<void> {
    const session = this.deps.tokens.digest(token);
    await this.deps.sessions.remove(session);
    if (memberId !== undefined) await this.deps.events?.publish(memberId, { type: 'session_ended', session });
  }

  /** Ends all of a member's sessions, keeping `exceptToken`'s when given. */
  async endAllFor(memberId: MemberId, exceptToken?: string): Promise<void> {
    const except = exceptToken === undefined ? undefined : this.deps.tokens.digest(exceptToken);
    await this.deps.sessions.removeAllFor(memberId, except);
    await this.deps.events?.publish(memberId, { type: 'sessions_ended', except });
  }
}
