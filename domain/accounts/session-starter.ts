import type { Clock } from '../shared/clock';
import type { MemberId } from '../shared/ids';
import type { RandomTokens } from '../shared/random-tokens';
import type { Sessions } from './ports';
import { sessionExpiry } from './session-lifetime';

export interface StartedSession {
  readonly token: string;
  readonly expiresAt: Date;
}

/** A fresh session for every login or signup (no fixation); only the token's digest is stored. */
export class SessionStarter {
  constructor(private readonly deps: { sessions: Sessions; tokens: RandomTokens; clock: Clock }) {}

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

  end(token: string): Promise<void> {
    return this.deps.sessions.remove(this.deps.tokens.digest(token));
  }

  /** Ends all of a member's sessions, keeping `exceptToken`'s when given. */
  endAllFor(memberId: MemberId, exceptToken?: string): Promise<void> {
    return this.deps.sessions.removeAllFor(memberId, exceptToken === undefined ? undefined : this.deps.tokens.digest(exceptToken));
  }
}
