import { ContainerModule } from 'inversify';
import type { CheckoutDiscounts } from '../../domain/discounts/ports';
import { OrderByDirectDebit } from '../../domain/direct-debit/order-by-direct-debit';
import { RequestDirectDebitCode } from '../../domain/direct-debit/request-direct-debit-code';
import { DomainError } from '../../domain/shared/domain-error';
import { bindUseCase } from './bind-use-case';
import { PORTS as P, USE_CASES } from './tokens';

const D = USE_CASES.directDebit;

/** Until the discounts module binds PORTS.checkoutDiscounts, a code sent with an order is one nobody knows. */
const NO_DISCOUNTS: CheckoutDiscounts = {
  resolve: async () => {
    throw new DomainError('code_not_found', { field: 'discount_code' });
  },
  active: async () => null,
};

/** Issue 12, SPEC §2, §5, §8: ordering credits by direct debit with an SMS code. */
export const directDebitModule = new ContainerModule(({ bind }) => {
  bindUseCase(bind, D.requestCode, (d) => new RequestDirectDebitCode(d), {
    members: P.members,
    blocks: P.directDebitBlocks,
    smsCodes: P.smsCodes,
    sms: P.smsSender,
    tokens: P.randomTokens,
    rateLimiter: P.rateLimiter,
    settings: P.settings,
    clock: P.clock,
  });
  bind(D.order).toDynamicValue(
    (context) =>
      new OrderByDirectDebit({
        members: context.get(P.members),
        blocks: context.get(P.directDebitBlocks),
        smsCodes: context.get(P.smsCodes),
        transactions: context.get(P.transactions),
        tokens: context.get(P.randomTokens),
        events: context.get(P.events),
        settings: context.get(P.settings),
        clock: context.get(P.clock),
        discounts: context.get(P.checkoutDiscounts, { optional: true }) ?? NO_DISCOUNTS,
      }),
  );
  bind(D.smsOutbox).toResolvedValue((outbox) => outbox, [P.smsOutbox]);
});
