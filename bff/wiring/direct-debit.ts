import { ContainerModule } from 'inversify';
import { OrderByDirectDebit } from '../../domain/direct-debit/order-by-direct-debit';
import { RequestDirectDebitCode } from '../../domain/direct-debit/request-direct-debit-code';
import { bindUseCase } from './bind-use-case';
import { PORTS as P, USE_CASES } from './tokens';

const D = USE_CASES.directDebit;

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
  bindUseCase(bind, D.order, (d) => new OrderByDirectDebit(d), {
    members: P.members,
    blocks: P.directDebitBlocks,
    smsCodes: P.smsCodes,
    discounts: P.checkoutDiscounts,
    payments: P.payments,
    transactions: P.transactions,
    tokens: P.randomTokens,
    events: P.events,
    links: P.paymentLinks,
    settings: P.settings,
    clock: P.clock,
  });
  bind(D.smsOutbox).toResolvedValue((outbox) => outbox, [P.smsOutbox]);
});
