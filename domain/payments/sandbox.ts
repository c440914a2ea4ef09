import type { PaymentGateway, GatewayStatus } from './ports';

/** What the sandbox's checkout page shows of one checkout. */
export interface SandboxCheckout {
  readonly ref: string;
  readonly paymentId: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly method: string;
  readonly description: string;
  readonly returnUrl: string;
  readonly status: GatewayStatus;
}

export type SandboxOutcome = 'paid' | 'pending' | 'failed' | 'canceled';

/**
 * The sandbox provider of the embedded default (ARCHITECTURE.md): a checkout page of our own where the member makes
 * the payment complete, stay pending, fail or be cancelled. It answers fetchStatus like a real provider would.
 */
export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  checkout(ref: string): Promise<SandboxCheckout | undefined>;
  decide(ref: string, outcome: SandboxOutcome): Promise<void>;
  /** The payer's bank takes a paid payment back: what remains of it is charged back (decision 0076). */
  chargeBack(ref: string): Promise<void>;
}

export const asSandbox = (gateway: PaymentGateway): SandboxGateway | undefined =>
  gateway.name === 'sandbox' && 'decide' in gateway ? (gateway as SandboxGateway) : undefined;
