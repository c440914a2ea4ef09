import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { MemberAccounts, PasswordHasher } from './ports';
import type { SessionStarter, StartedSession } from './session-starter';

/** Checks the password and opens a new session. Unknown email, wrong password and deleted account look the same. */
export class LogIn {
  constructor(private readonly deps: { members: MemberAccounts; hasher: PasswordHasher; sessions: SessionStarter; decoyHash: string }) {}

  async run(email: string, password: string): Promise<{ memberId: MemberId; session: StartedSession }> {
    const member = await this.deps.members.findByEmail(email.trim());
    // Verify against a decoy when there is no member, so timing does not reveal which emails have accounts.
    const matches = await this.deps.hasher.verify(member?.passwordHash ?? this.deps.decoyHash, password);
    if (!member || !matches || member.status === 'deleted') throw new DomainError('login_failed');
    return { memberId: member.id, session: await this.deps.sessions.start(member.id) };
  }
}
