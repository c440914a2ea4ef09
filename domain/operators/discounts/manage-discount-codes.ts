import type { Clock } from '../../shared/clock';
import type { Actor } from '../actor';
import { auditEntry } from '../audit';
import { auditActorOf } from '../members/audit-actor';
import { OperatorError } from '../operator-error';
import { may } from '../permissions';
import type { OperatorTransactions } from '../ports';
import { checkMaxUses, newDiscountCode, type ListedDiscountCode, type NewDiscountCodeInput } from './discount-code-book';

export const DISCOUNT_LIST_MAX = 200;

type Deps = { transactions: OperatorTransactions; clock: Clock };

const refuseUnless = (actor: Actor) => {
  if (!may(actor, 'discounts.edit')) throw new OperatorError('forbidden');
};

/** Finance and admins: the operators' codes, newest first. */
export class ListDiscountCodes {
  constructor(private readonly deps: { transactions: OperatorTransactions }) {}

  async run(actor: Actor): Promise<ListedDiscountCode[]> {
    refuseUnless(actor);
    return this.deps.transactions.run((scope) => scope.discountBook.list(DISCOUNT_LIST_MAX));
  }
}

/** A new code, checked field by field, and its audit row `discount.created`, in one transaction. */
export class CreateDiscountCode {
  constructor(private readonly deps: Deps) {}

  async run(actor: Actor, input: NewDiscountCodeInput): Promise<ListedDiscountCode> {
    refuseUnless(actor);
    const at = this.deps.clock.now();
    const code = newDiscountCode(input, at);
    return this.deps.transactions.run(async ({ discountBook, audit }) => {
      if (!(await discountBook.create(code, at))) throw new OperatorError('invalid_input', { field: 'code', message: 'taken' });
      await audit.append(
        auditEntry({
          who: auditActorOf(actor),
          action: 'discount.created',
          target: `discount:${code.code}`,
          at,
          details: { percentage: code.percentage, max_uses: code.maxUses ?? 'none', domain: code.domain ?? 'all' },
        }),
      );
      return { ...code, createdAt: at };
    });
  }
}

/**
 * A code's limit set or lifted (`null`): never below the uses it has (payments hold them). Audited `discount.limited`.
 * The row is locked, so a reservation counting at the same moment waits and then sees the new limit.
 */
export class LimitDiscountCode {
  constructor(private readonly deps: Deps) {}

  async run(actor: Actor, code: string, maxUses: number | null): Promise<void> {
    refuseUnless(actor);
    const limit = checkMaxUses(maxUses);
    const at = this.deps.clock.now();
    await this.deps.transactions.run(async ({ discountBook, audit }) => {
      const found = await discountBook.lock(code);
      if (!found) throw new OperatorError('not_found');
      if (limit !== null && limit < (found.uses ?? 0)) throw new OperatorError('invalid_input', { field: 'max_uses', message: 'below its uses', details: { uses: found.uses ?? 0 } });
      await discountBook.setLimit(found.code, limit);
      await audit.append(auditEntry({ who: auditActorOf(actor), action: 'discount.limited', target: `discount:${found.code}`, at, details: { from: found.maxUses ?? 'none', to: limit ?? 'none' } }));
    });
  }
}

/** A code ended now: disabled and expired at once; a checkout after it is refused. Audited `discount.ended`. */
export class EndDiscountCode {
  constructor(private readonly deps: Deps) {}

  async run(actor: Actor, code: string): Promise<void> {
    refuseUnless(actor);
    const at = this.deps.clock.now();
    await this.deps.transactions.run(async ({ discountBook, audit }) => {
      const found = await discountBook.lock(code);
      if (!found) throw new OperatorError('not_found');
      await discountBook.end(found.code, at);
      await audit.append(auditEntry({ who: auditActorOf(actor), action: 'discount.ended', target: `discount:${found.code}`, at, details: { uses: found.uses ?? 0 } }));
    });
  }
}
