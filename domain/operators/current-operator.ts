import { operatorActor, type Actor } from './actor';
import { operatorView, type OperatorView, type TotpEnrolment } from './operator';
import type { OperatorSessionKeeper } from './operator-session-keeper';
import type { Operators, OperatorSessionStage } from './ports';

export interface SignedInOperator {
  readonly operator: OperatorView;
  readonly stage: OperatorSessionStage;
  /** Her TOTP enrolment: what half a session asks her next (her code, or her app's first code). */
  readonly totp: TotpEnrolment['state'];
  /** The actor the use cases are handed: only a full session acts as an operator. */
  readonly actor: Actor;
}

/** Who is behind an operator session token (a full session's idle end moves on), or nobody. */
export class CurrentOperator {
  constructor(private readonly deps: { operators: Operators; sessions: OperatorSessionKeeper }) {}

  async run(sessionToken: string): Promise<SignedInOperator | undefined> {
    const session = await this.deps.sessions.find(sessionToken);
    if (!session) return undefined;
    const operator = await this.deps.operators.findById(session.operatorId);
    // Disabled (decision 0077): every session of hers ends at once, on whichever instance, whatever is cached.
    if (!operator || operator.disabledAt) return undefined;
    const actor: Actor = session.stage === 'full' ? operatorActor(operator.id, operator.role) : { kind: 'visitor' };
    return { operator: operatorView(operator), stage: session.stage, totp: operator.totp.state, actor };
  }
}
