import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { MolliePaymentGateway } from '../../adapters/mollie/mollie-payment-gateway';
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
  refund: async () => {
    throw new Error('no payment provider is configured');
  },
  chargedBack: async () => {
    throw new Error('no payment provider is configured');
  },
};

/**
 * The payment provider of this install (decisions 0035, 0036): Mollie when MOLLIE_API_KEY is set (whatever
 * PAYMENT_SANDBOX says), else the sandbox by default, none in production unless allowed.
 */
export function paymentGatewayFor(config: Config, deps: { knex: Knex; tokens: RandomTokens; clock: Clock; logger: Logger }): PaymentGateway {
  if (config.mollieApiKey) return withFailuresLogged(new MolliePaymentGateway({ apiKey: config.mollieApiKey, apiEndpoint: config.mollieApiEndpoint }), deps.logger);
  if (config.paymentSandbox) return new SandboxPayments(deps.knex, deps.tokens, deps.clock);
  return withFailuresLogged(noProvider, deps.logger);
}

/**
 * The member is told payment_failed and the payment is kept as failed; why the provider refused (a bad key, a
 * webhook URL it will not call) is for the operator's log.
 */
function withFailuresLogged(gateway: PaymentGateway, logger: Logger): PaymentGateway {
  return {
    name: gateway.name,
    async createCheckout(request) {
      try {
        return await gateway.createCheckout(request);
      } catch (error) {
        logger.error({ err: error, payment_id: request.paymentId, provider: gateway.name }, 'the payment provider did not open a checkout');
        throw error;
      }
    },
    fetchStatus: (providerRef) => gateway.fetchStatus(providerRef),
    async refund(request) {
      try {
        return await gateway.refund(request);
      } catch (error) {
        logger.error({ err: error, provider: gateway.name }, 'the payment provider did not refund');
        throw error;
      }
    },
    chargedBack: (providerRef) => gateway.chargedBack(providerRef),
  };
}
