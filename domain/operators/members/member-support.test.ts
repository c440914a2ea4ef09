import { createMemberSupportWorld } from '../../../test/support/member-support-world';
import { credits } from '../../shared/quantities';
import { memberId, type MemberId } from '../../shared/ids';
import { memberActor, operatorActor, operatorId, VISITOR, type Actor } from '../actor';
import type { OperatorRole } from '../roles';

const NOW = new Date('2026-12-07T12:00:00Z');
const as = (role: OperatorRole): Actor => operatorActor(operatorId(7), role);
const STRANGERS: Actor[] = [VISITOR, memberActor(memberId(1))];
const ACTIVATION = { domain: 'hartslag.test', linkHours: 48 };
const world = () => createMemberSupportWorld(NOW);

let w: ReturnType<typeof world>;
let anna: MemberId;
beforeEach(async () => {
  w = world();
  anna = await w.add('Anna.de.Vries@example.nl', 'Anna');
  await w.add('bob@example.nl', 'Bob Hannah');
  await w.add('carla@example.nl', 'Carla');
});

describe('finding members', () => {
  it('finds by exact id, by the start of an address in any case, and by part of a name with the start of an address, newest first', async () => {
    expect((await w.find.run(as('support'), String(anna))).members.map((m) => m.name)).toEqual(['Anna']);
    expect((await w.find.run(as('support'), 'ANNA.DE@')).members).toEqual([]);
    expect((await w.find.run(as('support'), 'anna.de.vries@EX')).members.map((m) => m.email)).toEqual(['Anna.de.Vries@example.nl']);
    expect((await w.find.run(as('finance'), 'anna')).members.map((m) => m.name)).toEqual(['Bob Hannah', 'Anna']);
  });

  it('is every role’s that sees members, never a member’s or a visitor’s; an empty query names the field', async () => {
    for (const role of ['admin', 'moderator', 'support', 'finance'] as OperatorRole[]) await w.find.run(as(role), 'carla');
    for (const actor of STRANGERS) await expect(w.find.run(actor, 'carla')).rejects.toMatchObject({ code: 'forbidden' });
    await expect(w.find.run(as('support'), '  ')).rejects.toMatchObject({ code: 'invalid_input', field: 'q' });
  });
});

describe('a member’s account', () => {
  it('shows her account, ledger newest first, open sessions, and audits the look', async () => {
    await w.ledger.record({ memberId: anna, amount: credits(20), reason: 'purchase', reference: 'tr_1', at: new Date('2026-12-01T10:00:00Z') });
    await w.ledger.record({ memberId: anna, amount: credits(-1), reason: 'message', at: new Date('2026-12-02T10:00:00Z') });
    await w.sessions.create('d1', { memberId: anna, expiresAt: new Date('2026-12-08T00:00:00Z') });
    await w.sessions.create('d2', { memberId: anna, expiresAt: new Date('2026-12-01T00:00:00Z') });
    const view = await w.show.run(as('support'), anna);
    expect(view.member).toMatchObject({ email: 'Anna.de.Vries@example.nl', credits: 19 });
    expect(view.ledger.map((entry) => entry.amount)).toEqual([-1, 20]);
    expect(view.ledgerSum).toBe(19);
    expect(view.activeSessions).toBe(1);
    expect((await w.audit.latest({ limit: 1 })).entries[0]).toMatchObject({ who: { operatorId: 7 }, action: 'member.viewed', target: `member:${anna}` });
  });

  it('is refused to strangers and is not found for an unknown id', async () => {
    for (const actor of STRANGERS) await expect(w.show.run(actor, anna)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(w.show.run(as('support'), memberId(999))).rejects.toMatchObject({ code: 'not_found' });
    expect(await w.actions()).toEqual([]);
  });
});

describe('correcting credits', () => {
  it('is finance’s and the admin’s: a correction row in the ledger, the ledger equal to the balance, audited with the reason', async () => {
    expect(await w.correct.run(as('finance'), anna, { amount: 10, reason: 'Dubbel afgeschreven' })).toEqual({ balance: 10 });
    expect(await w.correct.run(as('admin'), anna, { amount: -4, reason: 'Terugboeking' })).toEqual({ balance: 6 });
    expect(w.ledger.rowsFor(anna).map((row) => [row.amount, row.reason])).toEqual([[10, 'correction'], [-4, 'correction']]);
    expect(await w.ledger.sumFor(anna)).toBe((await w.members.findAccount(anna))!.credits);
    expect((await w.audit.latest({ limit: 1 })).entries[0]).toMatchObject({ action: 'credits.corrected', target: `member:${anna}`, reason: 'Terugboeking', details: { amount: -4, balance: 6 } });
  });

  it('is refused to support, moderators, members and visitors', async () => {
    for (const actor of [as('support'), as('moderator'), ...STRANGERS]) {
      await expect(w.correct.run(actor, anna, { amount: 10, reason: 'x' })).rejects.toMatchObject({ code: 'forbidden' });
    }
    expect(w.ledger.rowsFor(anna)).toEqual([]);
  });

  it('requires a reason and a whole amount other than zero', async () => {
    await expect(w.correct.run(as('finance'), anna, { amount: 10, reason: '  ' })).rejects.toMatchObject({ code: 'invalid_input', field: 'reason' });
    for (const amount of [0, 1.5, 1_000_000]) {
      await expect(w.correct.run(as('finance'), anna, { amount, reason: 'r' })).rejects.toMatchObject({ code: 'invalid_input', field: 'amount' });
    }
    expect(w.ledger.rowsFor(anna)).toEqual([]);
    expect(await w.actions()).toEqual([]);
  });

  it('never takes her below zero: refused, nothing booked, nothing audited', async () => {
    await w.correct.run(as('finance'), anna, { amount: 5, reason: 'Goodwill' });
    await expect(w.correct.run(as('finance'), anna, { amount: -6, reason: 'Terugboeking' })).rejects.toMatchObject({ code: 'balance_below_zero', field: 'amount', details: { balance: 5 } });
    expect((await w.members.findAccount(anna))!.credits).toBe(5);
    expect(w.ledger.rowsFor(anna)).toHaveLength(1);
    expect(await w.actions()).toEqual(['credits.corrected']);
  });

  it('is not found for an unknown member', async () => {
    await expect(w.correct.run(as('finance'), memberId(999), { amount: 5, reason: 'r' })).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('ending her sessions', () => {
  it('ends every session of hers, none of another’s, audited with the count; support and admin only', async () => {
    const bob = (await w.find.run(as('support'), 'bob@')).members[0]!.id;
    await w.sessions.create('a1', { memberId: anna, expiresAt: new Date('2026-12-08T00:00:00Z') });
    await w.sessions.create('a2', { memberId: anna, expiresAt: new Date('2026-12-08T00:00:00Z') });
    await w.sessions.create('b1', { memberId: bob, expiresAt: new Date('2026-12-08T00:00:00Z') });
    for (const actor of [as('finance'), as('moderator'), ...STRANGERS]) await expect(w.endSessions.run(actor, anna)).rejects.toMatchObject({ code: 'forbidden' });
    expect(await w.endSessions.run(as('support'), anna)).toEqual({ ended: 2 });
    expect(await w.sessions.find('a1', NOW)).toBeUndefined();
    expect(await w.sessions.find('b1', NOW)).toBeDefined();
    expect((await w.audit.latest({ limit: 1 })).entries[0]).toMatchObject({ action: 'member.sessions_ended', details: { sessions: 2 } });
  });
});

describe('resending the activation mail', () => {
  it('queues a fresh link in the outbox for a member who has not confirmed, audited', async () => {
    const dora = await w.add('dora@example.nl', 'Dora', 'not_confirmed');
    await w.resend.run(as('support'), dora, ACTIVATION);
    const queued = await w.outbox.claim(NOW, 10, 60, 'test');
    expect(queued.map((row) => row.item)).toEqual([expect.objectContaining({ kind: 'mail', mail: expect.objectContaining({ to: 'dora@example.nl', template: 'activation' }) })]);
    expect(await w.actions()).toEqual(['member.activation_resent']);
  });

  it('refuses a confirmed member, finance and strangers', async () => {
    await expect(w.resend.run(as('support'), anna, ACTIVATION)).rejects.toMatchObject({ code: 'already_confirmed' });
    for (const actor of [as('finance'), as('moderator'), ...STRANGERS]) await expect(w.resend.run(actor, anna, ACTIVATION)).rejects.toMatchObject({ code: 'forbidden' });
    expect(await w.outbox.claim(NOW, 10, 60, 'test')).toEqual([]);
  });
});
