import { ContainerModule } from 'inversify';
import { ApplyGatewayStatus } from '../../domain/payments/apply-gateway-status';
import { OfferCredits } from '../../domain/payments/credit-offer';
import { MemberPayments } from '../../domain/payments/member-payments';
import { RepeatOrder } from '../../domain/payments/repeat-order';
import { SandboxCheckoutPage } from '../../domain/payments/sandbox-checkout';
import { StartCheckout } from '../../domain/payments/start-checkout';
import { SweepUnsettledPayments } from '../../domain/payments/sweep-unsettled-payments';
import { bindUseCase } from './bind-use-case';
import { PORTS as P, USE_CASES } from './tokens';

const M = USE_CASES.payments;

/** Issue 12: buying credits (checkout, the gateway's word on a payment, the sweeper), premium and the transactions. */
export const paymentsModule = new ContainerModule(({ bind }) => {
  bindUseCase(bind, M.offerCredits, (d) => new OfferCredits(d), { members: P.members, settings: P.settings, discounts: P.checkoutDiscounts });
  bindUseCase(bind, M.startCheckout, (d) => new StartCheckout(d), {
    members: P.members,
    payments: P.payments,
    transactions: P.transactions,
    gateway: P.paymentGateway,
    discounts: P.checkoutDiscounts,
    settings: P.settings,
    links: P.paymentLinks,
    tokens: P.randomTokens,
    rateLimiter: P.rateLimiter,
    clock: P.clock,
  });
  bindUseCase(bind, M.repeatOrder, (d) => new RepeatOrder(d), { payments: P.payments, startCheckout: M.startCheckout });
  bindUseCase(bind, M.applyGatewayStatus, (d) => new ApplyGatewayStatus(d), {
    payments: P.payments,
    gateway: P.paymentGateway,
    transactions: P.transactions,
    events: P.events,
    links: P.paymentLinks,
    clock: P.clock,
    // Decision 0076: a chargeback the gateway reports on a paid payment is reversed.
    reversals: USE_CASES.operators.reversePayment,
  });
  bindUseCase(bind, M.sweepUnsettledPayments, (d) => new SweepUnsettledPayments(d), {
    payments: P.payments,
    applyGatewayStatus: M.applyGatewayStatus,
    transactions: P.transactions,
    clock: P.clock,
  });
  bindUseCase(bind, M.memberPayments, (d) => new MemberPayments(d), { payments: P.payments });
  bindUseCase(bind, M.sandboxCheckout, (d) => new SandboxCheckoutPage(d), { gateway: P.paymentGateway, payments: P.payments, applyGatewayStatus: M.applyGatewayStatus });
});
