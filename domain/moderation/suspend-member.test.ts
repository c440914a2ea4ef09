import { createInMemoryWorld, WORLD_DOMAIN, type InMemoryWorld } from '../../test/support/in-memory-world';
import { memberActor, operatorActor, operatorId, VISITOR, type Actor } from '../operators/actor';
import type { MemberId } from '../shared/ids';
import { checkedSuspension } from './suspend-member';

const NOW = new Date('2026-12-07T12:00:00Z');
const DAY = 24 * 3600 * 1000;
const DOMAIN = WORLD_DOMAIN;
const moderator = operatorActor(operatorId(1), 'moderator');
const admin = operatorActor(operatorId(2), 'admin');
const limits = { perAccount: 50, perIp: 50, minutes: 15 };

let world: InMemoryWorld;
let bram: MemberId;
const o = () => world.useCases.operators;
const logIn = () => world.logIn.run('bram@example.nl', 'tulpenveld-bram', '203.0.113.9', limits);

beforeEach(async () => {
  world = createInMemoryWorld({ now: NOW });
  bram = await world.addMember({ name: 'Bram', email: 'bram@example.nl', password: 'tulpenveld-bram' });
});

describe('a direct suspension from her account page (decision 0072)', () => {
  it('suspends her for 7 days without a report as the queue does: sessions ended, login refused, the mail in her language, audited', async () => {
    world.store.member(bram)!.language = 'de';
    const before = await logIn();
    await expect(o().suspendMember.run(moderator, bram, { days: 7, reason: 'Vraagt leden om geld', domain: DOMAIN })).resolves.toEqual({
      until: new Date(NOW.getTime() + 7 * DAY).toISOString(),
    });
    expect(world.store.member(bram)!.status).toBe('suspended');
    expect(await world.sessionStarter.memberFor(before.session.token)).toBeUndefined();
    await expect(logIn()).rejects.toMatchObject({ code: 'account_suspended' });
    expect(world.mailer.sent.filter((sent) => sent.template === 'member_suspended')).toMatchObject([{ to: 'bram@example.nl', locale: 'de', counts: { days: 7 }, facts: [['', 'Vraagt leden om geld']] }]);
    expect(world.operatorState.audit).toMatchObject([{ who: { operatorId: operatorId(1) }, action: 'member.suspended', target: `member:${bram}`, reason: 'Vraagt leden om geld', details: { days: 7 } }]);
  });

  it('suspends for good without days, and the admin lifts it with a reason: she logs in again, audited', async () => {
    await o().suspendMember.run(admin, bram, { reason: 'Minderjarig', domain: DOMAIN });
    world.clock.set(new Date(NOW.getTime() + 3650 * DAY));
    await expect(logIn()).rejects.toMatchObject({ code: 'account_suspended' });
    await o().liftSuspension.run(admin, bram, { reason: 'Bewijs van leeftijd ontvangen', domain: DOMAIN });
    expect(world.store.member(bram)!.status).toBe('active');
    await expect(logIn()).resolves.toMatchObject({ memberId: bram });
    expect(world.operatorState.audit.map((row) => [row.action, row.reason])).toEqual([
      ['member.suspended', 'Minderjarig'],
      ['member.suspension_lifted', 'Bewijs van leeftijd ontvangen'],
    ]);
    await expect(o().liftSuspension.run(admin, bram, { reason: 'nog eens', domain: DOMAIN })).rejects.toMatchObject({ code: 'not_suspended' });
  });

  it('tells her by mail in her language, in the lift\'s transaction, when a moderator lifts her suspension (decision 0084)', async () => {
    world.store.member(bram)!.language = 'fr';
    await o().suspendMember.run(moderator, bram, { days: 30, reason: 'Spam', domain: DOMAIN });
    expect(world.mailer.sent.filter((sent) => sent.template === 'member_suspension_lifted')).toEqual([]);
    await o().liftSuspension.run(moderator, bram, { reason: 'Bezwaar toegekend', domain: DOMAIN });
    expect(world.mailer.sent.filter((sent) => sent.template === 'member_suspension_lifted')).toMatchObject([{ to: 'bram@example.nl', memberId: bram, locale: 'fr', domain: DOMAIN, name: 'Bram', counts: { early: 1 } }]);
    await expect(o().liftSuspension.run(moderator, bram, { reason: 'nog eens', domain: DOMAIN })).rejects.toMatchObject({ code: 'not_suspended' });
    expect(world.mailer.sent.filter((sent) => sent.template === 'member_suspension_lifted')).toHaveLength(1);
  });

  it.each<[string, Actor]>([
    ['support', operatorActor(operatorId(3), 'support')],
    ['finance', operatorActor(operatorId(4), 'finance')],
    ['a member', memberActor(1 as MemberId)],
    ['a visitor', VISITOR],
  ])('refuses %s', async (_, actor) => {
    await expect(o().suspendMember.run(actor, bram, { days: 7, reason: 'Spam', domain: DOMAIN })).rejects.toMatchObject({ code: 'forbidden' });
    await expect(o().liftSuspension.run(actor, bram, { reason: 'Spam', domain: DOMAIN })).rejects.toMatchObject({ code: 'forbidden' });
    expect(world.store.member(bram)!.status).toBe('active');
    expect(world.operatorState.audit).toHaveLength(0);
  });

  it('answers not_found for an unknown member and writes nothing', async () => {
    await expect(o().suspendMember.run(moderator, 987654 as MemberId, { reason: 'Spam', domain: DOMAIN })).rejects.toMatchObject({ code: 'not_found' });
    await expect(o().liftSuspension.run(moderator, 987654 as MemberId, { reason: 'Spam', domain: DOMAIN })).rejects.toMatchObject({ code: 'not_found' });
    expect(world.operatorState.audit).toHaveLength(0);
    expect(world.mailer.sent.filter((sent) => sent.template === 'member_suspended')).toEqual([]);
  });

  it('checks the order: a reason required, whole days within 1–365, none for good', () => {
    expect(checkedSuspension({ days: 7, reason: ' Spam ' })).toEqual({ days: 7, reason: 'Spam' });
    expect(checkedSuspension({ reason: 'Spam' })).toEqual({ days: undefined, reason: 'Spam' });
    expect(() => checkedSuspension({ days: 7, reason: '  ' })).toThrow(expect.objectContaining({ code: 'invalid_input', field: 'reason' }));
    for (const days of [0, 366, 1.5, -1]) expect(() => checkedSuspension({ days, reason: 'Spam' })).toThrow(expect.objectContaining({ code: 'invalid_input', field: 'days' }));
  });
});
