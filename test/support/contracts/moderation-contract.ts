import { beforeEach, expect, it } from 'vitest';
import { reportId } from '../../../domain/moderation/report-queue';
import { operatorId } from '../../../domain/operators/actor';
import type { MemberId } from '../../../domain/shared/ids';
import type { Report } from '../../../domain/support/support-case';
import { addMember, CONTRACT_NOW, freshWorldEachTest, type WorldMaker } from './adapter-world';

const MINUTE = 60_000;
const everyone = { minAge: 18, maxAge: 99, page: 1 };

/** What every ReportQueue and Suspensions adapter does (domain/moderation, decision 0072). */
export function moderationContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);
  const report = (reporter: MemberId, reported: MemberId, n: number): Report => ({
    reference: `R-AAAA-AAA${n}`,
    reporter,
    reported,
    reason: 'scam',
    text: `melding ${n}`,
    domain: 'hartslag.example',
    at: new Date(CONTRACT_NOW.getTime() + n * MINUTE),
  });
  let operator = operatorId(1);
  beforeEach(async () => {
    operator = await world().given.moderator();
  });

  it('holds a new report open; lists a status oldest first; assigns and resolves once', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    // Saved out of order: the list still has the oldest first.
    await world().supportCases.saveReport(report(anna, bram, 2));
    await world().supportCases.saveReport(report(anna, bram, 1));
    const q = world().reportQueue;

    expect((await q.list('open', 10)).map((r) => r.text)).toEqual(['melding 1', 'melding 2']);
    const [first] = await q.list('open', 1);
    expect(first).toMatchObject({ status: 'open', reporter: anna, reported: bram, reason: 'scam', at: new Date(CONTRACT_NOW.getTime() + MINUTE) });
    expect(first!.assignee).toBeUndefined();
    expect(await q.find(first!.id)).toEqual(first);
    expect(await q.find(reportId(999))).toBeUndefined();

    expect(await q.assign(first!.id, operator)).toBe(true);
    expect(await q.find(first!.id)).toMatchObject({ status: 'assigned', assignee: operator });
    const at = new Date(CONTRACT_NOW.getTime() + 10 * MINUTE);
    expect(await q.resolve(first!.id, 'warn', operator, at)).toBe(true);
    expect(await q.find(first!.id)).toMatchObject({ status: 'resolved', outcome: 'warn', resolvedAt: at });
    expect(await q.resolve(first!.id, 'dismiss', operator, at)).toBe(false);
    expect(await q.assign(first!.id, operator)).toBe(false);
    expect((await q.list('resolved', 10)).map((r) => r.id)).toEqual([first!.id]);
    expect((await q.list('open', 10)).map((r) => r.text)).toEqual(['melding 2']);
  });

  it("lists the reporter's other reports newest first", async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    const cas = await addMember(world());
    for (const n of [1, 2, 3]) await world().supportCases.saveReport(report(anna, bram, n));
    await world().supportCases.saveReport(report(cas, bram, 4));
    const [one] = await world().reportQueue.list('open', 1);

    expect((await world().reportQueue.byReporter(anna, one!.id, 10)).map((r) => r.text)).toEqual(['melding 3', 'melding 2']);
  });

  it('suspends a member: status suspended, hidden from search; lifting gives her status back', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    const until = new Date(CONTRACT_NOW.getTime() + 7 * 24 * 60 * MINUTE);
    expect((await world().profiles.search(everyone, anna, CONTRACT_NOW, 24, 100)).profiles.map((p) => p.id)).toContain(bram);

    await world().suspensions.suspend({ memberId: bram, from: CONTRACT_NOW, until, reason: 'Oplichting', by: operator });

    expect(await world().suspensions.current(bram)).toEqual({ memberId: bram, from: CONTRACT_NOW, until, reason: 'Oplichting', by: operator });
    expect((await world().members.findAccount(bram))?.status).toBe('suspended');
    expect((await world().profiles.search(everyone, anna, CONTRACT_NOW, 24, 100)).profiles.map((p) => p.id)).not.toContain(bram);
    expect(await world().profiles.findListed(bram, anna, CONTRACT_NOW)).toBeUndefined();

    await world().suspensions.lift(bram, CONTRACT_NOW);
    expect(await world().suspensions.current(bram)).toBeUndefined();
    expect((await world().members.findAccount(bram))?.status).toBe('active');
    expect((await world().profiles.search(everyone, anna, CONTRACT_NOW, 24, 100)).profiles.map((p) => p.id)).toContain(bram);
  });

  it('keeps the status before the first suspension when she is suspended again, and for good', async () => {
    const bram = await addMember(world());
    await world().given.member(bram, { status: 'not_confirmed' });
    await world().suspensions.suspend({ memberId: bram, from: CONTRACT_NOW, until: new Date(CONTRACT_NOW.getTime() + MINUTE), reason: 'a', by: operator });
    await world().suspensions.suspend({ memberId: bram, from: CONTRACT_NOW, until: null, reason: 'b', by: operator });

    expect(await world().suspensions.current(bram)).toMatchObject({ until: null, reason: 'b' });
    await world().suspensions.lift(bram, CONTRACT_NOW);
    expect((await world().members.findAccount(bram))?.status).toBe('not_confirmed');
  });
}
