import { InMemoryOperatorSessions } from '../../adapters/memory/in-memory-operators';
import { createOperatorWorld } from '../../test/support/operator-world';
import { CONSOLE, operatorActor, type OperatorId } from './actor';
import { ListOperators, ManageOperator } from './manage-operators';

async function world() {
  const w = createOperatorWorld();
  const manage = new ManageOperator({ transactions: w.transactions, sessions: new InMemoryOperatorSessions(w.state), clock: w.clock });
  const list = new ListOperators({ transactions: w.transactions });
  const ada = await w.addOperator('admin', 'ada@back.office');
  const mo = await w.addOperator('moderator', 'mo@back.office');
  return { w, manage, list, ada, mo, admin: operatorActor(ada, 'admin') };
}

const roleOf = async (list: ListOperators, actor: ReturnType<typeof operatorActor>, id: OperatorId) => (await list.run(actor)).find((o) => o.id === id);

describe('operator management (decision 0077)', () => {
  it('is the admin’s only: the console, a moderator and finance are refused', async () => {
    const { manage, list, ada, mo } = await world();
    for (const actor of [CONSOLE, operatorActor(mo, 'moderator'), operatorActor(ada, 'finance')]) {
      await expect(list.run(actor)).rejects.toMatchObject({ code: 'forbidden' });
      await expect(manage.changeRole(actor, mo, { role: 'admin' })).rejects.toMatchObject({ code: 'forbidden' });
      await expect(manage.disable(actor, mo)).rejects.toMatchObject({ code: 'forbidden' });
      await expect(manage.resetSecondFactor(actor, mo)).rejects.toMatchObject({ code: 'forbidden' });
    }
  });

  it('changes a role and disables with audit rows; a disabled operator’s session is gone and she cannot log in', async () => {
    const { w, manage, list, mo, admin } = await world();
    const { token } = await w.enrolled('mo@back.office');
    expect((await manage.changeRole(admin, mo, { role: 'support', reason: 'Ander team' })).role).toBe('support');
    expect((await w.currentOperator.run(token))?.actor).toMatchObject({ role: 'support' });
    await manage.disable(admin, mo, { reason: 'Uit dienst' });
    expect(await w.currentOperator.run(token)).toBeUndefined();
    expect((await roleOf(list, admin, mo))?.disabledAt).toEqual(w.clock.now());
    expect(w.state.audit.slice(-2)).toMatchObject([
      { action: 'operator.role_changed', target: `operator:${mo}`, reason: 'Ander team', details: { from: 'moderator', to: 'support' } },
      { action: 'operator.disabled', reason: 'Uit dienst' },
    ]);
    await expect(manage.changeRole(admin, mo, { role: 'baas' })).rejects.toMatchObject({ code: 'invalid_input', field: 'role' });
  });

  it('keeps one active admin: the last cannot be disabled or demoted, and a disabled admin does not count', async () => {
    const { w, manage, ada, admin } = await world();
    await expect(manage.disable(admin, ada)).rejects.toMatchObject({ code: 'last_admin' });
    await expect(manage.changeRole(admin, ada, { role: 'moderator' })).rejects.toMatchObject({ code: 'last_admin' });
    const bea = await w.addOperator('admin', 'bea@back.office');
    await manage.disable(admin, bea);
    await expect(manage.disable(admin, ada)).rejects.toMatchObject({ code: 'last_admin' });
    await manage.enable(admin, bea);
    await manage.changeRole(admin, ada, { role: 'moderator' });
    expect(w.state.audit.filter((row) => row.action === 'operator.role_changed')).toHaveLength(1);
  });

  it('resets her second factor: her codes are gone and her next login enrols again', async () => {
    const { w, manage, mo, admin } = await world();
    const { token } = await w.enrolled('mo@back.office');
    await manage.resetSecondFactor(admin, mo, { reason: 'Telefoon kwijt' });
    expect(await w.currentOperator.run(token)).toBeUndefined();
    expect(w.state.recoveryCodes.get(mo)?.size ?? 0).toBe(0);
    const login = await w.logIn.run({ email: 'mo@back.office', password: 'hartslag-achterkamer', ip: '203.0.113.9', limits: { perAccount: 5, perIp: 20, minutes: 15 } });
    expect(login.next).toBe('enrol');
    await expect(manage.enable(admin, 987 as OperatorId)).rejects.toMatchObject({ code: 'not_found' });
  });
});
