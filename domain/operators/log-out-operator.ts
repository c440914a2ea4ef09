import type { Clock } from '../shared/clock';
import { auditEntry } from './audit';
import type { OperatorSessionKeeper } from './operator-session-keeper';
import type { OperatorTransactions } from './ports';

/** Ends her session; a full session's end is audited. Nothing happens for a token that names no session. */
export class LogOutOperator {
  constructor(private readonly deps: { sessions: OperatorSessionKeeper; transactions: OperatorTransactions; clock: Clock }) {}

  async run(sessionToken: string): Promise<void> {
    const session = await this.deps.sessions.find(sessionToken);
    if (!session) return;
    await this.deps.sessions.end(sessionToken);
    if (session.stage !== 'full') return;
    const at = this.deps.clock.now();
    await this.deps.transactions.run(({ audit }) =>
      audit.append(auditEntry({ who: { operatorId: session.operatorId }, action: 'operator.logged_out', target: `operator:${session.operatorId}`, at })),
    );
  }
}
