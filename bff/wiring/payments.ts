import { ContainerModule } from 'inversify';

/** Issue 12: buying credits (checkout, the gateway's word on a payment, the sweeper), premium and the transactions. */
export const paymentsModule = new ContainerModule(() => {});
