import { beforeEach, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { FixedClock } from '../../../adapters/memory/fixed-clock';
import { InMemoryAuditTrail, InMemoryOperators, InMemoryOperatorSessions, InMemoryOperatorTransactions, OperatorState } from '../../../adapters/memory/in-memory-operators';
import { InMemoryStore } from '../../../adapters/memory/in-memory-store';
import { InMemoryTransactions } from '../../../adapters/memory/in-memory-transactions';
import { PostgresAuditTrail, PostgresOperators, PostgresOperatorSessions, PostgresOperatorTransactions } from '../../../adapters/postgres/postgres-operators';
import type { AuditTrail } from '../../../domain/operators/audit';
import type { OperatorSessions, OperatorTransactions, Operators } from '../../../domain/operators/ports';
import { CONTRACT_NOW } from './adapter-world';
import { emptyDatabase } from './postgres-world';

/** The back office's ports (domain/operators/ports.ts, decision 0070), on one adapter kind. */
export interface OperatorAdapters {
  readonly operators: Operators;
  readonly audit: AuditTrail;
  readonly sessions: OperatorSessions;
  readonly transactions: OperatorTransactions;
}
export type OperatorAdaptersMaker = () => Promise<OperatorAdapters>;

export const memoryOperatorAdapters: OperatorAdaptersMaker = async () => {
  const state = new OperatorState();
  return {
    operators: new InMemoryOperators(state),
    audit: new InMemoryAuditTrail(state),
    sessions: new InMemoryOperatorSessions(state),
    transactions: new InMemoryOperatorTransactions(new InMemoryTransactions(new InMemoryStore(), new FixedClock(CONTRACT_NOW)), state),
  };
};

export async function postgresOperatorAdapters(knex: Knex): Promise<OperatorAdapters> {
  await emptyDatabase(knex);
  return {
    operators: new PostgresOperators(knex),
    audit: new PostgresAuditTrail(knex),
    sessions: new PostgresOperatorSessions(knex),
    transactions: new PostgresOperatorTransactions(knex, new FixedClock(CONTRACT_NOW)),
  };
}

const at = (minute: number) => new Date(CONTRACT_NOW.getTime() + minute * 60_000);
const newOperator = (email: string, role: 'admin' | 'moderator' | 'support' | 'finance' = 'admin') => ({ email, name: `Naam ${email}`, role, passwordHash: 'hash', createdAt: at(0) });

export function operatorsContract(make: OperatorAdaptersMaker): void {
  let a: OperatorAdapters;
  beforeEach(async () => {
    a = await make();
  });

  it('stores an operator, found by id and by email whatever its case', async () => {
    const id = await a.operators.create(newOperator('Ada@Hartslag.test'));
    expect(await a.operators.findById(id)).toEqual({ id, email: 'ada@hartslag.test', name: 'Naam Ada@Hartslag.test', role: 'admin', totp: { state: 'none' }, createdAt: at(0) });
    expect(await a.operators.findByEmail(' ADA@hartslag.test ')).toMatchObject({ id, passwordHash: 'hash' });
    expect(await a.operators.findByEmail('bob@hartslag.test')).toBeUndefined();
  });

  it('refuses a second operator with the same email', async () => {
    await a.operators.create(newOperator('ada@hartslag.test'));
    await expect(a.operators.create(newOperator('ADA@hartslag.test', 'finance'))).rejects.toMatchObject({ code: 'email_taken', field: 'email' });
  });

  it('keeps her TOTP enrolment and uses each time step once, later steps only', async () => {
    const id = await a.operators.create(newOperator('ada@hartslag.test'));
    await a.operators.setTotp(id, { state: 'pending', secret: 'SECRET' });
    expect((await a.operators.findById(id))?.totp).toEqual({ state: 'pending', secret: 'SECRET' });
    expect(await a.operators.useTotpStep(id, 10)).toBe(false);
    await a.operators.setTotp(id, { state: 'enrolled', secret: 'SECRET', lastStep: 10 });
    expect(await a.operators.useTotpStep(id, 10)).toBe(false);
    expect(await a.operators.useTotpStep(id, 11)).toBe(true);
    expect(await a.operators.useTotpStep(id, 11)).toBe(false);
    expect((await a.operators.findById(id))?.totp).toEqual({ state: 'enrolled', secret: 'SECRET', lastStep: 11 });
  });

  it('spends a recovery code once, only her own, and replaces them all at a new enrolment', async () => {
    const ada = await a.operators.create(newOperator('ada@hartslag.test'));
    const bob = await a.operators.create(newOperator('bob@hartslag.test'));
    await a.operators.replaceRecoveryCodes(ada, ['d1', 'd2', 'd3']);
    expect(await a.operators.spendRecoveryCode(bob, 'd1')).toBe(false);
    expect(await a.operators.spendRecoveryCode(ada, 'd1')).toBe(true);
    expect(await a.operators.spendRecoveryCode(ada, 'd1')).toBe(false);
    expect(await a.operators.recoveryCodesLeft(ada)).toBe(2);
    await a.operators.replaceRecoveryCodes(ada, ['e1']);
    expect(await a.operators.spendRecoveryCode(ada, 'd2')).toBe(false);
    expect(await a.operators.recoveryCodesLeft(ada)).toBe(1);
  });

  it('keeps an operator without a password as awaiting set-up until her password is set (decision 0083)', async () => {
    const id = await a.operators.create({ ...newOperator('noor@hartslag.test', 'support'), passwordHash: null });
    expect(await a.operators.findById(id)).toMatchObject({ id, awaitingSetup: true });
    expect(await a.operators.findByEmail('noor@hartslag.test')).toMatchObject({ passwordHash: null, awaitingSetup: true });
    expect(await a.transactions.run((scope) => scope.roster.list())).toMatchObject([{ id, awaitingSetup: true }]);
    await a.operators.setPassword(id, 'argon2-hash');
    expect((await a.operators.findById(id))?.awaitingSetup).toBeUndefined();
    expect(await a.operators.findByEmail('noor@hartslag.test')).toMatchObject({ passwordHash: 'argon2-hash' });
    expect((await a.transactions.run((scope) => scope.roster.list()))[0]?.awaitingSetup).toBeUndefined();
  });

  it('keeps one set-up link per operator by its digest, finds it until it expires, and spends it once (decision 0083)', async () => {
    const noor = await a.operators.create({ ...newOperator('noor@hartslag.test', 'support'), passwordHash: null });
    const bob = await a.operators.create({ ...newOperator('bob@hartslag.test', 'support'), passwordHash: null });
    await a.transactions.run(async ({ setupLinks }) => {
      await setupLinks.replace(noor, 'first', { createdAt: at(0), expiresAt: at(1440) });
      await setupLinks.replace(bob, 'bobs', { createdAt: at(0), expiresAt: at(1440) });
      expect(await setupLinks.find('first', at(1439))).toBe(noor);
      expect(await setupLinks.find('first', at(1440))).toBeUndefined();
      await setupLinks.replace(noor, 'second', { createdAt: at(10), expiresAt: at(1450) });
      expect(await setupLinks.find('first', at(11))).toBeUndefined();
      expect(await setupLinks.spend('first', at(11))).toBeUndefined();
      expect(await setupLinks.find('bobs', at(11))).toBe(bob);
      expect(await setupLinks.spend('second', at(1450))).toBeUndefined();
    });
    await a.transactions.run(async ({ setupLinks }) => {
      await setupLinks.replace(noor, 'third', { createdAt: at(20), expiresAt: at(1460) });
      expect(await setupLinks.spend('third', at(21))).toBe(noor);
      expect(await setupLinks.spend('third', at(21))).toBeUndefined();
      expect(await setupLinks.find('third', at(21))).toBeUndefined();
    });
    // A rolled-back spend leaves the link good.
    await a.transactions.run(async ({ setupLinks }) => setupLinks.replace(noor, 'fourth', { createdAt: at(30), expiresAt: at(1470) }));
    await expect(
      a.transactions.run(async ({ setupLinks }) => {
        expect(await setupLinks.spend('fourth', at(31))).toBe(noor);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await a.transactions.run(({ setupLinks }) => setupLinks.find('fourth', at(31)))).toBe(noor);
  });

  it('finds a session until its end or its idle end, and moves the idle end on', async () => {
    const id = await a.operators.create(newOperator('ada@hartslag.test'));
    await a.sessions.create('digest-1', { operatorId: id, stage: 'full', expiresAt: at(480), idleUntil: at(30) });
    expect(await a.sessions.find('digest-1', at(29))).toEqual({ operatorId: id, stage: 'full', expiresAt: at(480), idleUntil: at(30) });
    expect(await a.sessions.find('digest-1', at(30))).toBeUndefined();
    await a.sessions.touch('digest-1', at(500));
    expect(await a.sessions.find('digest-1', at(479))).toMatchObject({ idleUntil: at(500) });
    expect(await a.sessions.find('digest-1', at(480))).toBeUndefined();
    await expect(a.sessions.create('digest-1', { operatorId: id, stage: 'full', expiresAt: at(480), idleUntil: at(30) })).rejects.toThrow();
  });

  it('ends one session, or all of an operator’s', async () => {
    const ada = await a.operators.create(newOperator('ada@hartslag.test'));
    const bob = await a.operators.create(newOperator('bob@hartslag.test'));
    for (const [digest, operatorId] of [['a1', ada], ['a2', ada], ['b1', bob]] as const) {
      await a.sessions.create(digest, { operatorId, stage: 'second_factor', expiresAt: at(10), idleUntil: at(10) });
    }
    await a.sessions.remove('a1');
    expect(await a.sessions.find('a1', at(0))).toBeUndefined();
    await a.sessions.removeAllFor(ada);
    expect(await a.sessions.find('a2', at(0))).toBeUndefined();
    expect(await a.sessions.find('b1', at(0))).toMatchObject({ stage: 'second_factor' });
  });

  it('appends audit rows and reads them newest first, a page at a time, with the operator’s name', async () => {
    const ada = await a.operators.create(newOperator('ada@hartslag.test'));
    await a.audit.append({ who: { console: true }, action: 'operator.created', target: `operator:${ada}`, at: at(0), details: { role: 'admin' } });
    for (let i = 1; i <= 4; i += 1) await a.audit.append({ who: { operatorId: ada }, action: 'operator.logged_in', at: at(i), details: { via: 'totp' } });
    await a.audit.append({ who: { operatorId: ada }, action: 'member.suspended', target: 'member:7', at: at(5), reason: 'Oplichting' });

    const first = await a.audit.latest({ limit: 4 });
    expect(first.entries.map((row) => row.id)).toEqual([6, 5, 4, 3]);
    expect(first.entries[0]).toEqual({ id: 6, who: { operatorId: ada }, whoName: 'Naam ada@hartslag.test', action: 'member.suspended', target: 'member:7', at: at(5), reason: 'Oplichting' });
    const second = await a.audit.latest({ limit: 4, before: first.next });
    expect(second.entries.map((row) => row.id)).toEqual([2, 1]);
    expect(second.entries[1]).toEqual({ id: 1, who: { console: true }, action: 'operator.created', target: `operator:${ada}`, at: at(0), details: { role: 'admin' } });
    expect(second.next).toBeUndefined();
  });

  it('rolls an operator and her audit row back together', async () => {
    await expect(
      a.transactions.run(async ({ operators, audit }) => {
        const id = await operators.create(newOperator('ada@hartslag.test'));
        await audit.append({ who: { console: true }, action: 'operator.created', target: `operator:${id}`, at: at(0) });
        throw new Error('afgebroken');
      }),
    ).rejects.toThrow('afgebroken');
    expect(await a.operators.findByEmail('ada@hartslag.test')).toBeUndefined();
    expect((await a.audit.latest({ limit: 10 })).entries).toEqual([]);

    await a.transactions.run(async ({ operators, audit }) => {
      const id = await operators.create(newOperator('ada@hartslag.test'));
      await audit.append({ who: { console: true }, action: 'operator.created', target: `operator:${id}`, at: at(0) });
    });
    expect((await a.audit.latest({ limit: 10 })).entries).toHaveLength(1);
  });
}
