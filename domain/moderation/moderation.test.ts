import { createInMemoryWorld, WORLD_DOMAIN, type InMemoryWorld } from '../../test/support/in-memory-world';
import { memberActor, operatorActor, operatorId, VISITOR, type Actor } from '../operators/actor';
import type { MemberId } from '../shared/ids';
import { reportId, type ReportId } from './report-queue';
import { checked } from './resolve-report';

const NOW = new Date('2026-12-07T12:00:00Z');
const DAY = 24 * 3600 * 1000;
const moderator = operatorActor(operatorId(1), 'moderator');
const admin = operatorActor(operatorId(2), 'admin');
const support = operatorActor(operatorId(3), 'support');
const finance = operatorActor(operatorId(4), 'finance');
const limits = { perAccount: 50, perIp: 50, minutes: 15 };

let world: InMemoryWorld;
let anna: MemberId;
let bram: MemberId;
let report: ReportId;

const o = () => world.useCases.operators;
const searchAs = async (searcher: MemberId) => (await world.searchMembers.run({ minAge: 18, maxAge: 99, page: 1 }, searcher)).profiles.map((p) => p.id);

beforeEach(async () => {
  world = createInMemoryWorld({ now: NOW });
  anna = await world.addMember({ name: 'Anna', email: 'anna@example.nl', password: 'zonnebloemveld' });
  bram = await world.addMember({ name: 'Bram', email: 'bram@example.nl', password: 'tulpenveld-bram' });
  await world.reportMember.run({ reporter: anna, target: { profile: bram }, reason: 'scam', text: 'Vraagt om geld', domain: WORLD_DOMAIN });
  report = reportId(1);
});

describe('the report queue (decision 0072)', () => {
  it('lists open reports oldest first, and moves a report to assigned and resolved', async () => {
    world.clock.set(new Date(NOW.getTime() + 60_000));
    const cas = await world.addMember({ name: 'Cas' });
    await world.reportMember.run({ reporter: cas, target: { profile: bram }, reason: 'offensive', text: '', domain: WORLD_DOMAIN });

    expect((await o().listReports.run(moderator, 'open')).map((r) => r.reporter)).toEqual([anna, cas]);
    await o().assignReport.run(moderator, report);
    expect((await o().listReports.run(moderator, 'assigned')).map((r) => [r.id, r.assignee])).toEqual([[report, operatorId(1)]]);
    await o().resolveReport.run(moderator, report, { outcome: 'dismiss' });
    expect((await o().listReports.run(moderator, 'resolved')).map((r) => [r.id, r.outcome])).toEqual([[report, 'dismiss']]);
    expect((await o().listReports.run(moderator, 'open')).map((r) => r.reporter)).toEqual([cas]);
  });

  it.each<[string, Actor]>([
    ['a moderator', moderator],
    ['an admin', admin],
  ])('lets %s work reports', async (_, actor) => {
    await expect(o().listReports.run(actor, 'open')).resolves.toHaveLength(1);
  });

  it.each<[string, Actor]>([
    ['support', support],
    ['finance', finance],
    ['a member', memberActor(1 as MemberId)],
    ['a visitor', VISITOR],
  ])('refuses %s in every use case of the queue', async (_, actor) => {
    await expect(o().listReports.run(actor, 'open')).rejects.toMatchObject({ code: 'forbidden' });
    await expect(o().showReport.run(actor, report)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(o().assignReport.run(actor, report)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(o().resolveReport.run(actor, report, { outcome: 'suspend', reason: 'Oplichting', days: 7 })).rejects.toMatchObject({ code: 'forbidden' });
    expect(world.operatorState.audit).toHaveLength(0);
  });

  it('shows the reported member, the conversation the report names and the reporter\'s other reports', async () => {
    const annaRich = await world.addMember({ name: 'Dora', credits: 50 });
    const ours = await world.openConversation.run(annaRich, bram);
    await world.sendMessage.run({ senderId: annaRich, conversationId: ours.id, text: 'Hoi Bram', domain: WORLD_DOMAIN });
    await world.reportMember.run({ reporter: annaRich, target: { conversation: ours.id }, reason: 'scam', text: '', domain: WORLD_DOMAIN });
    await world.reportMember.run({ reporter: annaRich, target: { profile: anna }, reason: 'fake_profile', text: 'nep', domain: WORLD_DOMAIN });

    const details = await o().showReport.run(moderator, reportId(2));
    expect(details.reported).toMatchObject({ id: bram, name: 'Bram', status: 'active' });
    expect(details.report.conversation).toBe(ours.id);
    expect(details.excerpt.map((message) => message.body)).toEqual(['Hoi Bram']);
    expect(details.reporterHistory.map((r) => r.id)).toEqual([reportId(3)]);
    expect(details.reporterName).toBe('Dora');
  });

  it('answers not_found for an unknown report', async () => {
    await expect(o().showReport.run(moderator, reportId(99))).rejects.toMatchObject({ code: 'not_found' });
    await expect(o().resolveReport.run(moderator, reportId(99), { outcome: 'dismiss' })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('refuses to resolve a report twice', async () => {
    await o().resolveReport.run(moderator, report, { outcome: 'dismiss' });
    await expect(o().resolveReport.run(admin, report, { outcome: 'warn', reason: 'x' })).rejects.toMatchObject({ code: 'already_resolved' });
  });

  it('audits the assignment and the resolution', async () => {
    await o().assignReport.run(moderator, report);
    await o().resolveReport.run(moderator, report, { outcome: 'dismiss' });
    expect(world.operatorState.audit.map((row) => [row.action, row.target])).toEqual([
      ['report.assigned', `report:${report}`],
      ['report.resolved', `report:${report}`],
    ]);
  });
});

describe('the outcome of a report', () => {
  it.each([
    [{ outcome: 'warn' as const }, 'reason'],
    [{ outcome: 'suspend' as const, days: 7 }, 'reason'],
    [{ outcome: 'suspend' as const, reason: '  ' }, 'reason'],
    [{ outcome: 'suspend' as const, reason: 'Oplichting', days: 0 }, 'days'],
    [{ outcome: 'suspend' as const, reason: 'Oplichting', days: 1.5 }, 'days'],
    [{ outcome: 'suspend' as const, reason: 'Oplichting', days: 366 }, 'days'],
    [{ outcome: 'ban' as 'dismiss' }, 'outcome'],
  ])('refuses %o naming the field %s', async (resolution, field) => {
    expect(() => checked(resolution)).toThrow(expect.objectContaining({ code: 'invalid_input', field }));
    await expect(o().resolveReport.run(moderator, report, resolution)).rejects.toMatchObject({ code: 'invalid_input', field });
    expect((await o().listReports.run(moderator, 'open')).map((r) => r.id)).toEqual([report]);
  });

  it('warns her by mail in her language, with the reason, and audits it', async () => {
    world.store.member(bram)!.language = 'de';
    await o().resolveReport.run(moderator, report, { outcome: 'warn', reason: 'Bitte kein Geld erfragen' });

    const mail = world.mailer.sent.find((sent) => sent.template === 'member_warned');
    expect(mail).toMatchObject({ to: 'bram@example.nl', memberId: bram, locale: 'de', facts: [['', 'Bitte kein Geld erfragen']] });
    expect(world.operatorState.audit.map((row) => row.action)).toEqual(['report.resolved', 'member.warned']);
    expect(world.store.member(bram)!.status).toBe('active');
  });

  it('suspends her for 7 days: her sessions end, her login is refused, nobody finds her, the mail tells her, audited with the reason', async () => {
    const before = await world.logIn.run('bram@example.nl', 'tulpenveld-bram', '203.0.113.9', limits);
    expect(await searchAs(anna)).toContain(bram);

    await o().resolveReport.run(moderator, report, { outcome: 'suspend', reason: 'Vraagt leden om geld', days: 7 });

    expect(await world.sessionStarter.memberFor(before.session.token)).toBeUndefined();
    await expect(world.logIn.run('bram@example.nl', 'tulpenveld-bram', '203.0.113.9', limits)).rejects.toMatchObject({ code: 'account_suspended' });
    expect(await searchAs(anna)).not.toContain(bram);
    expect(await world.profiles.findListed(bram, anna, world.clock.now())).toBeUndefined();
    expect(world.mailer.sent.find((sent) => sent.template === 'member_suspended')).toMatchObject({ to: 'bram@example.nl', counts: { days: 7 }, facts: [['', 'Vraagt leden om geld']] });
    expect(world.operatorState.audit.at(-1)).toMatchObject({ action: 'member.suspended', target: `member:${bram}`, reason: 'Vraagt leden om geld', details: { days: 7 } });
  });

  it('tells only the right password that the account is suspended', async () => {
    await o().resolveReport.run(moderator, report, { outcome: 'suspend', reason: 'Oplichting', days: 7 });
    await expect(world.logIn.run('bram@example.nl', 'wrong password', '203.0.113.9', limits)).rejects.toMatchObject({ code: 'login_failed' });
  });

  it('ends the suspension after its days: the login lifts it and she is seen again', async () => {
    await o().resolveReport.run(moderator, report, { outcome: 'suspend', reason: 'Oplichting', days: 7 });
    world.clock.set(new Date(NOW.getTime() + 7 * DAY - 1000));
    await expect(world.logIn.run('bram@example.nl', 'tulpenveld-bram', '203.0.113.9', limits)).rejects.toMatchObject({ code: 'account_suspended' });

    world.clock.set(new Date(NOW.getTime() + 7 * DAY));
    await expect(world.logIn.run('bram@example.nl', 'tulpenveld-bram', '203.0.113.9', limits)).resolves.toMatchObject({ memberId: bram });
    expect(world.store.member(bram)!.status).toBe('active');
    expect(await searchAs(anna)).toContain(bram);
  });

  it('suspends for good without days', async () => {
    await o().resolveReport.run(admin, report, { outcome: 'suspend', reason: 'Minderjarig' });
    world.clock.set(new Date(NOW.getTime() + 3650 * DAY));
    await expect(world.logIn.run('bram@example.nl', 'tulpenveld-bram', '203.0.113.9', limits)).rejects.toMatchObject({ code: 'account_suspended' });
    expect(world.mailer.sent.find((sent) => sent.template === 'member_suspended')?.counts).toEqual({ days: 0 });
  });
});
