import type { PaymentStatus } from './payment';
import type { GatewayStatus } from './ports';

/** A gateway's status in our terms (SPEC §4). An expired checkout was never paid: cancelled. */
export function statusFromGateway(status: GatewayStatus): PaymentStatus {
  switch (status) {
    case 'open':
      return 'open';
    case 'pending':
      return 'pending';
    case 'paid':
      return 'completed';
    case 'failed':
      return 'failed';
    case 'canceled':
    case 'expired':
      return 'cancelled';
  }
}

/**
 * Whether a payment may move from one status to another. A settled payment never moves again: a late or repeated
 * notification cannot take back credits or credit twice.
 */
export function mayMove(from: PaymentStatus, to: PaymentStatus): boolean {
  if (from === to) return false;
  if (from === 'completed' || from === 'failed' || from === 'cancelled') return false;
  if (from === 'pending' && to === 'open') return false;
  return true;
}
