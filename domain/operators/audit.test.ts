import { operatorId } from './actor';
import { AUDIT_REASON_MAX, auditEntry } from './audit';

const who = { operatorId: operatorId(1) };
const at = new Date('2026-12-07T12:00:00Z');

describe('an audit row', () => {
  it('needs a reason for a suspension, a refund and a credit correction', () => {
    for (const action of ['member.suspended', 'payment.refunded', 'credits.corrected'] as const) {
      expect(() => auditEntry({ who, action, target: 'member:4', at })).toThrow(expect.objectContaining({ code: 'invalid_input', field: 'reason' }));
      expect(() => auditEntry({ who, action, target: 'member:4', at, reason: '   ' })).toThrow(expect.objectContaining({ field: 'reason' }));
      expect(auditEntry({ who, action, target: 'member:4', at, reason: ' Oplichter ' }).reason).toBe('Oplichter');
    }
  });

  it('needs no reason for a login', () => {
    expect(auditEntry({ who, action: 'operator.logged_in', at }).reason).toBeUndefined();
  });

  it(`refuses a reason longer than ${AUDIT_REASON_MAX} characters`, () => {
    expect(() => auditEntry({ who, action: 'member.suspended', at, reason: 'x'.repeat(AUDIT_REASON_MAX + 1) })).toThrow(expect.objectContaining({ field: 'reason' }));
  });
});
