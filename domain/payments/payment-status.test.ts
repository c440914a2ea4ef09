import { mayMove, statusFromGateway } from './payment-status';
import { paymentReference } from './payment-reference';

describe("a payment's status", () => {
  it('follows the gateway: paid is completed, canceled and expired are cancelled', () => {
    expect(['open', 'pending', 'paid', 'failed', 'canceled', 'expired'].map((s) => statusFromGateway(s as never))).toEqual([
      'open',
      'pending',
      'completed',
      'failed',
      'cancelled',
      'cancelled',
    ]);
  });

  it('never moves once settled, and never back from pending to open', () => {
    for (const settled of ['completed', 'failed', 'cancelled'] as const) {
      for (const to of ['open', 'pending', 'completed', 'failed', 'cancelled'] as const) expect(mayMove(settled, to)).toBe(false);
    }
    expect(mayMove('pending', 'open')).toBe(false);
    expect(mayMove('open', 'open')).toBe(false);
    expect(mayMove('open', 'pending')).toBe(true);
    expect(mayMove('pending', 'completed')).toBe(true);
    expect(mayMove('open', 'cancelled')).toBe(true);
  });
});

describe('a payment reference', () => {
  it('is HS- and ten letters and digits without look-alikes', () => {
    const reference = paymentReference('abcDEF_-0123456789xyz');
    expect(reference).toMatch(/^HS-[A-HJKMNP-Z2-9]{10}$/);
    expect(paymentReference('abcDEF_-0123456789xyz')).toBe(reference);
    expect(paymentReference('bbcDEF_-0123456789xyz')).not.toBe(reference);
  });
});
