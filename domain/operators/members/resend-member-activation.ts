import type { AccountLinks } from '../../accounts/account-links';
import type { ActivationMailOptions } from '../../accounts/activation-mail';
import type { MemberWithProfile } from '../../accounts/member';
import type { MemberAccounts } from '../../accounts/ports';
import type { PageLinks } from '../../mail/page-links';
import type { Clock } from '../../shared/clock';
import type { MemberId } from '../../shared/ids';
import type { Actor } from '../actor';
import { auditEntry } from '../audit';
import { OperatorError } from '../operator-error';
import { may } from '../permissions';
import type { OperatorTransactions } from '../ports';
import { auditActorOf } from './audit-actor';

/** Only a member who has not confirmed her address has something to activate. */
async function unconfirmed(members: MemberAccounts, id: MemberId): Promise<MemberWithProfile> {
  const member = await members.findById(id);
  if (!member || member.status === 'deleted') throw new OperatorError('not_found');
  if (member.status !== 'not_confirmed') throw new OperatorError('already_confirmed');
  return member;
}

/**
 * Support sends a member who has not confirmed her address a fresh activation link: the mail goes through the outbox
 * in the transaction of its audit row. A confirmed (or deleted) member is refused: there is nothing to activate.
 * The link is issued before that transaction (its store is not on the scope); a rolled-back send leaves an unused link.
 */
export class ResendMemberActivation {
  constructor(private readonly deps: { transactions: OperatorTransactions; links: AccountLinks; pageLinks: PageLinks; clock: Clock }) {}

  async run(actor: Actor, id: MemberId, activation: ActivationMailOptions): Promise<void> {
    if (!may(actor, 'mail.resend')) throw new OperatorError('forbidden');
    const at = this.deps.clock.now();
    await this.deps.transactions.run(({ members }) => unconfirmed(members, id));
    const pageLinks = await this.deps.pageLinks.of(activation.domain);
    const token = await this.deps.links.issue(id, 'activation', activation.linkHours * 3600);
    await this.deps.transactions.run(async ({ members, outbox, audit }) => {
      const member = await unconfirmed(members, id);
      await outbox.add({
        kind: 'mail',
        mail: {
          to: member.email,
          memberId: member.id,
          template: 'activation',
          locale: member.language,
          domain: activation.domain,
          name: member.profile.name,
          link: pageLinks.to('activation', token),
        },
      });
      await audit.append(auditEntry({ who: auditActorOf(actor), action: 'member.activation_resent', target: `member:${id}`, at }));
    });
  }
}
