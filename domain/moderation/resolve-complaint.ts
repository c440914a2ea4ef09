import type { PageLinks } from '../mail/page-links';
import type { Actor } from '../operators/actor';
import { AUDIT_REASON_MAX, auditEntry } from '../operators/audit';
import { OperatorError } from '../operators/operator-error';
import { may } from '../operators/permissions';
import type { OperatorTransactions } from '../operators/ports';
import type { SiteSettingsStore } from '../settings/site-settings';
import type { Clock } from '../shared/clock';
import type { ComplaintId } from './complaint-queue';

/**
 * A moderator or an admin resolves a complaint, open or assigned, with her answer to whoever filed it (decisions 0081,
 * 0082): the queue's change, the audit row (`complaint.resolved`, the answer as its reason) and the reply mail
 * (`complaint_answered`, to the complaint's address, in the member's language or else the domain's, with the
 * reference and the answer) commit together. A complaint resolved already is refused.
 */
export class ResolveComplaint {
  constructor(private readonly deps: { transactions: OperatorTransactions; settings: SiteSettingsStore; pageLinks: PageLinks; clock: Clock }) {}

  async run(actor: Actor, id: ComplaintId, note: string): Promise<void> {
    if (!may(actor, 'reports.work') || actor.kind !== 'operator') throw new OperatorError('forbidden');
    const text = note.trim();
    if (!text) throw new OperatorError('invalid_input', { field: 'note', message: 'required' });
    if ([...text].length > AUDIT_REASON_MAX) throw new OperatorError('invalid_input', { field: 'note', message: 'too_long' });
    // The domain's settings and links are read before the transaction: inside it, PGlite's one connection is taken.
    const known = await this.deps.transactions.run((scope) => scope.complaints.find(id));
    if (!known) throw new OperatorError('not_found');
    const settings = await this.deps.settings.forDomain(known.domain);
    const link = (await this.deps.pageLinks.of(known.domain)).to('home');
    const now = this.deps.clock.now();
    await this.deps.transactions.run(async (scope) => {
      const complaint = await scope.complaints.find(id);
      if (!complaint) throw new OperatorError('not_found');
      if (!(await scope.complaints.resolve(id, actor.operatorId, text, now))) throw new OperatorError('already_resolved');
      await scope.audit.append(auditEntry({ who: { operatorId: actor.operatorId }, action: 'complaint.resolved', target: `complaint:${id}`, at: now, reason: text }));
      const member = complaint.member === undefined ? undefined : await scope.members.findById(complaint.member);
      await scope.outbox.add({
        kind: 'mail',
        mail: {
          to: complaint.email,
          ...(member ? { memberId: member.id } : {}),
          locale: member?.language ?? settings.domain_language,
          domain: complaint.domain,
          name: member?.profile.name ?? '',
          link,
          template: 'complaint_answered',
          // Her greeting by name when she is a member; a visitor gave none.
          counts: { member: member ? 1 : 0 },
          facts: [
            ['', complaint.reference],
            ['', text],
          ],
        },
      });
    });
  }
}
