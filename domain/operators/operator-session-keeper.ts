import type { Clock } from '../shared/clock';
import type { RandomTokens } from '../shared/random-tokens';
import type { OperatorId } from './actor';
import { operatorIdleEnd, operatorSessionEnd, secondFactorEnd } from './operator-session-lifetime';
import type { OperatorSession, OperatorSessions, OperatorSessionStage } from './ports';

export interface StartedOperatorSession {
  readonly token: string;
  readonly stage: OperatorSessionStage;
  readonly expiresAt: Date;
}

/**
 * Operator sessions apart from members' (decision 0070): an opaque token, stored by its digest, new at every stage
 * (the half session after the password and the full one after the second factor never share a token).
 */
export class OperatorSessionKeeper {
  constructor(private readonly deps: { sessions: OperatorSessions; tokens: RandomTokens; clock: Clock }) {}

  async start(operator: OperatorId, stage: OperatorSessionStage, sessions: OperatorSessions = this.deps.sessions): Promise<StartedOperatorSession> {
    const token = this.deps.tokens.token();
    const now = this.deps.clock.now();
    const expiresAt = stage === 'full' ? operatorSessionEnd(now) : secondFactorEnd(now);
    const idleUntil = stage === 'full' ? operatorIdleEnd(now) : expiresAt;
    await sessions.create(this.deps.tokens.digest(token), { operatorId: operator, stage, expiresAt, idleUntil });
    return { token, stage, expiresAt };
  }

  /** The live session behind a token; a full one's idle end moves on. */
  async find(token: string): Promise<OperatorSession | undefined> {
    const digest = this.deps.tokens.digest(token);
    const now = this.deps.clock.now();
    const session = await this.deps.sessions.find(digest, now);
    if (!session) return undefined;
    if (session.stage !== 'full') return session;
    const idleUntil = operatorIdleEnd(now);
    await this.deps.sessions.touch(digest, idleUntil);
    return { ...session, idleUntil };
  }

  async end(token: string): Promise<void> {
    await this.deps.sessions.remove(this.deps.tokens.digest(token));
  }
}
