import { FixedClock } from '../../adapters/memory/fixed-clock';
import { InMemoryCreditLedger } from '../../adapters/memory/in-memory-credit-ledger';
import { InMemoryMemberAccounts } from '../../adapters/memory/in-memory-member-accounts';
import { ModerationState } from '../../adapters/memory/in-memory-moderation';
import { InMemoryAuditTrail, InMemoryOperatorTransactions, OperatorState } from '../../adapters/memory/in-memory-operators';
import { InMemoryOutboxQueue } from '../../adapters/memory/in-memory-outbox';
import { InMemoryPaymentBook } from '../../adapters/memory/in-memory-payment-refunds';
import { InMemoryPayments } from '../../adapters/memory/in-memory-payments';
import { InMemorySandboxPayments } from '../../adapters/memory/in-memory-sandbox-payments';
import { InMemoryStore } from '../../adapters/memory/in-memory-store';
import { InMemoryTransactions } from '../../adapters/memory/in-memory-transactions';
import type { PageLinks } from '../../domain/mail/page-links';
import { ListPayments, ShowPayment } from '../../domain/operators/payments/list-payments';
import { RefundPayment } from '../../domain/operators/payments/refund-payment';
import { ReversePayment } from '../../domain/operators/payments/reverse-payment';
import { ApplyGatewayStatus } from '../../domain/payments/apply-gateway-status';
import type { PaymentMethod } from '../../domain/payments/payment-method';
import { settlePayment } from '../../domain/payments/settle-payment';
import type { MemberId } from '../../domain/shared/ids';
import { cents, credits, percent } from '../../domain/shared/quantities';
import { aNewMember } from './new-member-mother';

const pageLinks = { to: async (domain: string, page: string) => `https://${domain}/${page}` } as unknown as PageLinks;

/** Decision 0076's use cases on the memory adapters of one store: payments paid at the sandbox, refunded, reversed. */
export function createPaymentsWorld(now = new Date('2026-12-07T12:00:00Z')) {
  const clock = new FixedClock(now);
  const store = new InMemoryStore();
  const outbox = new InMemoryOutboxQueue(clock);
  const transactions = new InMemoryTransactions(store, clock, outbox);
  const state = new OperatorState();
  const operatorTransactions = new InMemoryOperatorTransactions(transactions, state, new ModerationState(undefined, store));
  const members = new InMemoryMemberAccounts(store, clock);
  const ledger = new InMemoryCreditLedger(store);
  const payments = new InMemoryPayments(store);
  const gateway = new InMemorySandboxPayments();
  const audit = new InMemoryAuditTrail(state);
  const book = new InMemoryPaymentBook(store);
  const reverse = new ReversePayment({ transactions: operatorTransactions, pageLinks, clock });
  const applyGatewayStatus = new ApplyGatewayStatus({
    payments,
    gateway,
    transactions,
    events: { publish: async () => undefined } as never,
    links: { returnUrl: async () => 'https://hartslag.test/payment', webhookUrl: async () => 'https://hartslag.test/hook' },
    clock,
    reversals: reverse,
  });
  let sequence = 0;

  /** A payment she made at the sandbox and paid: its credits are hers through the ledger. */
  const paid = async (memberId: MemberId, input: { amount?: number; credits?: number; method?: PaymentMethod } = {}) => {
    sequence += 1;
    const paymentId = `pay_test${String(sequence).padStart(4, '0')}`;
    const amount = cents(input.amount ?? 1000);
    await payments.create({
      paymentId,
      memberId,
      domain: 'hartslag.test',
      bundleId: 1,
      credits: credits(input.credits ?? 100),
      listAmount: amount,
      amount,
      currency: 'EUR',
      method: input.method ?? 'ideal',
      status: 'open',
      provider: 'sandbox',
      discountCode: null,
      discountPercentage: percent(0),
      consentAt: now,
      createdAt: new Date(now.getTime() + sequence),
    });
    const checkout = await gateway.createCheckout({ paymentId, amount, currency: 'EUR', method: input.method ?? 'ideal', description: 'Hartslag', returnUrl: 'https://hartslag.test/payment', webhookUrl: 'https://hartslag.test/hook' });
    await payments.attachCheckout(paymentId, checkout.providerRef, checkout.checkoutUrl, now);
    await gateway.decide(checkout.providerRef, 'paid');
    await transactions.run((scope) => settlePayment(scope, paymentId, 'completed', now));
    return { paymentId, ref: checkout.providerRef };
  };

  return {
    now,
    clock,
    store,
    outbox,
    members,
    ledger,
    payments,
    gateway,
    audit,
    transactions,
    paid,
    add: (email: string, name: string, language = 'nl') => members.create({ ...aNewMember({ status: 'active' }, { email, name, passwordHash: 'plain:x', signupDate: now }), language }),
    list: new ListPayments({ book }),
    show: new ShowPayment({ book }),
    refund: new RefundPayment({ transactions: operatorTransactions, gateway, pageLinks, clock }),
    reverse,
    applyGatewayStatus,
    balanceOf: async (id: MemberId) => (await members.findAccount(id))!.credits,
    owedBy: (id: MemberId) => store.data.debts.filter((row) => row.memberId === id).reduce((sum, row) => sum + row.credits, 0),
    mails: async () => (await outbox.claim(now, 100, 60, 'test')).map((row) => row.item),
    actions: async () => (await audit.latest({ limit: 100 })).entries.map((entry) => entry.action),
  };
}
