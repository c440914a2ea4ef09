import { memberId } from '../shared/ids';
import { CONSOLE, memberActor, operatorActor, operatorId, VISITOR } from './actor';
import { may, OPERATOR_ACTIONS, type OperatorAction } from './permissions';
import type { OperatorRole } from './roles';

/** Issue 25's "who may do what", one line per role: everything not listed is refused. */
const ALLOWED: Record<OperatorRole, readonly OperatorAction[]> = {
  admin: OPERATOR_ACTIONS,
  moderator: ['dashboard.view', 'reports.work', 'photos.moderate', 'members.view', 'members.suspend'],
  support: ['dashboard.view', 'members.view', 'members.edit', 'mail.resend', 'gdpr.handle'],
  finance: ['dashboard.view', 'members.view', 'payments.view', 'payments.refund', 'credits.correct', 'discounts.edit'],
};

describe('may(actor, action)', () => {
  for (const role of Object.keys(ALLOWED) as OperatorRole[]) {
    const actor = operatorActor(operatorId(1), role);
    for (const action of OPERATOR_ACTIONS) {
      const allowed = ALLOWED[role].includes(action);
      it(`${allowed ? 'lets' : 'refuses'} a ${role} ${action}`, () => {
        expect(may(actor, action)).toBe(allowed);
      });
    }
  }

  it('refuses a visitor and a member every action', () => {
    for (const action of OPERATOR_ACTIONS) {
      expect(may(VISITOR, action)).toBe(false);
      expect(may(memberActor(memberId(7)), action)).toBe(false);
    }
  });

  it('lets the console only manage operators (the first admin)', () => {
    expect(OPERATOR_ACTIONS.filter((action) => may(CONSOLE, action))).toEqual(['operators.manage']);
  });

  it('keeps operators, settings and the audit trail to admins', () => {
    for (const role of ['moderator', 'support', 'finance'] as const) {
      for (const action of ['operators.manage', 'settings.edit', 'audit.view'] as const) expect(may(operatorActor(operatorId(2), role), action)).toBe(false);
    }
  });
});
