import type { Knex } from 'knex';
import { SandboxPayments } from '../../adapters/payments/sandbox-payments';
import type { PaymentGateway } from '../../domain/payments/ports';
import type { Clock } from '../../domain/shared/clock';
import type { RandomTokens } from '../../domain/shared/random-tokens';
import type { Config } from '../config';

/** No provider configured in production: every checkout is refused (payment_failed) instead of given away. */
const noProvider: PaymentGateway = {
  name: 'none',
  createCheckout: async () => {
    throw new Error('no payment provider is configured (set MOLLIE_API_KEY, or PAYMENT_SANDBOX=true on a staging site)');
  },
  fetchStatus: async () => {
    throw new Error('no payment provider is configured');
  },
};

/** The payment provider of this install (decision 0036): the sandbox by default, none in production unless allowed. */
export function paymentGatewayFor(config: Config, deps: { knex: Knex; tokens: RandomTokens; clock: Clock }): PaymentGateway {
  if (config.paymentSandbox) return new SandboxPayments(deps.knex, deps.tokens, deps.clock);
  return noProvider;
}
