import { createOperatorWorld, OPERATOR_PASSWORD, type OperatorWorld } from '../../test/support/operator-world';
import { memberId } from '../shared/ids';
import { CONSOLE, memberActor, operatorActor, type OperatorId } from './actor';
import type { OperatorRole } from './roles';

let world: OperatorWorld;
let admin: OperatorId;
const input = { email: 'mo@hartslag.test', name: 'Mo', role: 'moderator', password: OPERATOR_PASSWORD };

beforeEach(async () => {
  world = createOperatorWorld();
  admin = await world.addOperator('admin');
});

describe('creating an operator', () => {
  it('is an admin’s, and audited in the same transaction', async () => {
    const id = await world.createOperator.run(operatorActor(admin, 'admin'), input);
    expect(await world.operators.findById(id)).toMatchObject({ email: 'mo@hartslag.test', role: 'moderator', totp: { state: 'none' } });
    expect((await world.audit.latest({ limit: 1 })).entries[0]).toMatchObject({ who: { operatorId: admin }, action: 'operator.created', target: `operator:${id}`, details: { role: 'moderator' } });
  });

  it('is refused to every other role, a member and a visitor', async () => {
    for (const role of ['moderator', 'support', 'finance'] as OperatorRole[]) {
      await expect(world.createOperator.run(operatorActor(admin, role), input)).rejects.toMatchObject({ code: 'forbidden' });
    }
    await expect(world.createOperator.run(memberActor(memberId(1)), input)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(world.createOperator.run({ kind: 'visitor' }, input)).rejects.toMatchObject({ code: 'forbidden' });
    expect(world.state.operators.size).toBe(1);
  });

  it('names the field at fault', async () => {
    const actor = operatorActor(admin, 'admin');
    await expect(world.createOperator.run(actor, { ...input, email: 'geen-adres' })).rejects.toMatchObject({ code: 'invalid_input', field: 'email' });
    await expect(world.createOperator.run(actor, { ...input, name: ' ' })).rejects.toMatchObject({ code: 'invalid_input', field: 'name' });
    await expect(world.createOperator.run(actor, { ...input, role: 'root' })).rejects.toMatchObject({ code: 'invalid_input', field: 'role' });
    await expect(world.createOperator.run(actor, { ...input, password: 'kort' })).rejects.toMatchObject({ code: 'invalid_input', field: 'password', message: 'too_short' });
    await expect(world.createOperator.run(actor, { ...input, password: 'password123' })).rejects.toMatchObject({ field: 'password', message: 'too_common' });
  });

  it('refuses an email an operator has, and writes no audit row then', async () => {
    const before = world.state.audit.length;
    await expect(world.createOperator.run(CONSOLE, { ...input, email: 'ADMIN@hartslag.test' })).rejects.toMatchObject({ code: 'email_taken' });
    expect(world.state.audit.length).toBe(before);
  });

  it('from the console is audited as the console', async () => {
    await world.createOperator.run(CONSOLE, input);
    expect((await world.audit.latest({ limit: 1 })).entries[0]?.who).toEqual({ console: true });
  });
});

describe('the audit trail', () => {
  it('is read by admins only, newest first, a page at a time', async () => {
    for (let i = 0; i < 4; i += 1) await world.createOperator.run(CONSOLE, { ...input, email: `op${i}@hartslag.test` });
    const actor = operatorActor(admin, 'admin');
    const first = await world.listAuditEntries.run(actor, { limit: 3 });
    expect(first.entries.map((row) => row.id)).toEqual([5, 4, 3]);
    const second = await world.listAuditEntries.run(actor, { limit: 3, before: first.next });
    expect(second.entries.map((row) => row.id)).toEqual([2, 1]);
    expect(second.next).toBeUndefined();
    for (const role of ['moderator', 'support', 'finance'] as OperatorRole[]) {
      await expect(world.listAuditEntries.run(operatorActor(admin, role))).rejects.toMatchObject({ code: 'forbidden' });
    }
  });
});
