import type { MemberId } from '../shared/ids';
import type { Cents, Credits, Percent } from '../shared/quantities';
import type { PaymentMethod } from './payment-method';

/**
 * SPEC §4: a payment is `loading` in the browser until the server answers, then open (at the checkout), pending (the
 * provider is still waiting for the bank), completed, failed or cancelled. Only `completed` credits the member.
 */
export type PaymentStatus = 'open' | 'pending' | 'completed' | 'failed' | 'cancelled';

export const SETTLED: readonly PaymentStatus[] = ['completed', 'failed', 'cancelled'];
export const isSettled = (status: PaymentStatus): boolean => SETTLED.includes(status);

/** One order of a bundle: what was bought, for how much, how, and where it stands. */
export interface Payment {
  /** The reference the member and support see (SPEC §3 payment_id). */
  readonly paymentId: string;
  readonly memberId: MemberId;
  readonly domain: string;
  readonly bundleId: number;
  readonly credits: Credits;
  readonly listAmount: Cents;
  readonly amount: Cents;
  readonly currency: string;
  readonly method: PaymentMethod;
  readonly status: PaymentStatus;
  /** Which gateway took it: `sandbox`, `mollie` or `direct_debit`. */
  readonly provider: string;
  /** The gateway's own id of the payment. */
  readonly providerRef: string | null;
  /** Where the member pays, while the payment is open. */
  readonly checkoutUrl: string | null;
  readonly discountCode: string | null;
  readonly discountPercentage: Percent;
  /** When she agreed to immediate delivery and so to losing the withdrawal right (issue 12). */
  readonly consentAt: Date;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly paidAt: Date | null;
}

export type NewPayment = Omit<Payment, 'updatedAt' | 'paidAt' | 'providerRef' | 'checkoutUrl'>;
