import type { AccountLinks } from '../../accounts/account-links';
import { sendActivationMail, type ActivationMailOptions } from '../../accounts/activation-mail';
import type { PageLinks } from '../../mail/page-links';
import { MailerOverOutbox } from '../../outbox/queued-senders';
import type { Clock } from '../../shared/clock';
import type { MemberId } from '../../shared/ids';
import type { Actor } from '../actor';
import { auditEntry } from '../audit';
import { OperatorError } from '../operator-error';
import { may } from '../permissions';
import type { OperatorTransactions } from '../ports';
import { auditActorOf } from './audit-actor';

/**
 * Support sends a member who has not confirmed her address a fresh activation link, through the outbox in the
 * transaction of its audit row. A confirmed (or deleted) member is refused: there is nothing to activate.
 */
export class ResendMemberActivation {
  constructor(private readonly deps: { transactions: OperatorTransactions; links: AccountLinks; pageLinks: PageLinks; clock: Clock }) {}

  async run(actor: Actor, id: MemberId, activation: ActivationMailOptions): Promise<void> {
    if (!may(actor, 'mail.resend')) throw new OperatorError('forbidden');
    const at = this.deps.clock.now();
    const pageLinks = await this.deps.pageLinks.of(activation.domain);
    await this.deps.transactions.run(async ({ members, outbox, audit }) => {
      const member = await members.findById(id);
      if (!member || member.status === 'deleted') throw new OperatorError('not_found');
      if (member.status !== 'not_confirmed') throw new OperatorError('already_confirmed');
      await sendActivationMail(
        { links: this.deps.links, mailer: new MailerOverOutbox(outbox), pageLinks },
        { id: member.id, email: member.email, name: member.profile.name, language: member.language },
        activation,
      );
      await audit.append(auditEntry({ who: auditActorOf(actor), action: 'member.activation_resent', target: `member:${id}`, at }));
    });
  }
}
