import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { LibphonenumberMobileNumbers } from '../../adapters/phone/libphonenumber-mobile-numbers';
import { OrderByDirectDebit } from '../../domain/direct-debit/order-by-direct-debit';
import type { MobileNumbers } from '../../domain/direct-debit/ports';
import { RequestDirectDebitCode } from '../../domain/direct-debit/request-direct-debit-code';
import { bindUseCase } from './bind-use-case';
import { PORTS as P, USE_CASES } from './tokens';

const D = USE_CASES.directDebit;

/**
 * The numbering plans (issue 22): pure and offline, so one adapter for every wiring, memory and PostgreSQL alike; a test
 * may rebind it.
 */
export const MOBILE_NUMBERS = Symbol.for('hartslag.mobileNumbers') as ServiceIdentifier<MobileNumbers>;

/** Issue 12, SPEC §2, §5, §8: ordering credits by direct debit with an SMS code. */
export const directDebitModule = new ContainerModule(({ bind }) => {
  bind(MOBILE_NUMBERS).toConstantValue(new LibphonenumberMobileNumbers());
  bindUseCase(bind, D.requestCode, (d) => new RequestDirectDebitCode(d), {
    members: P.members,
    blocks: P.directDebitBlocks,
    smsCodes: P.smsCodes,
    sms: P.smsSender,
    mobileNumbers: MOBILE_NUMBERS,
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
