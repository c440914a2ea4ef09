import type { Actor } from './actor';
import type { AuditPage, AuditTrail } from './audit';
import { OperatorError } from './operator-error';
import { may } from './permissions';

export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_PAGE_MAX = 100;

/** The audit trail, newest first, a page at a time: admins only. */
export class ListAuditEntries {
  constructor(private readonly deps: { audit: AuditTrail }) {}

  async run(actor: Actor, query: { before?: number; limit?: number } = {}): Promise<AuditPage> {
    if (!may(actor, 'audit.view')) throw new OperatorError('forbidden');
    const limit = Math.min(AUDIT_PAGE_MAX, Math.max(1, Math.floor(query.limit ?? AUDIT_PAGE_SIZE)));
    return this.deps.audit.latest({ limit, before: query.before });
  }
}
