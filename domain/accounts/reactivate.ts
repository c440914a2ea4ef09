import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';
import type { MemberId } from '../shared/ids';
import type { AccountLinks } from './account-links';
import { withinReactivationWindow } from './reactivation-window';
import type { AccountClosures } from './closure-ports';
import type { MemberAccounts } from './ports';
import type { SessionStarter, StartedSession } from './session-starter';

/** A reactivation link brings a deleted account back, as it was, and logs the member in. */
export class Reactivate {
  constructor(
    private readonly deps: { members: MemberAccounts; closures: AccountClosures; links: AccountLinks; sessions: SessionStarter; clock: Clock },
  ) {}

  async run(token: string): Promise<{ memberId: MemberId; session: StartedSession }> {
    const link = await this.deps.links.redeem(token, 'reactivation');
    if (!link) throw new DomainError('link_invalid');
    const member = await this.deps.members.findById(link.memberId);
    // The link outlives nothing: past the window (or once purged) it is as invalid as a used one.
    if (!member || member.status !== 'deleted' || !member.deletedAt || !withinReactivationWindow(member.deletedAt, this.deps.clock.now())) {
      throw new DomainError('link_invalid');
    }
    await this.deps.closures.restore(member.id);
    await this.deps.links.voidAll(member.id, 'reactivation');
    return { memberId: member.id, session: await this.deps.sessions.start(member.id) };
  }
}
