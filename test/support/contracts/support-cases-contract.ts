import { expect, it } from 'vitest';
import type { Complaint, Report } from '../../../domain/support/support-case';
import type { MemberId } from '../../../domain/shared/ids';
import { addMember, CONTRACT_NOW, freshWorldEachTest, type WorldMaker } from './adapter-world';

/** What every SupportCases adapter does (domain/support/support-case.ts; decision 0025). */
export function supportCasesContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);
  const report = (reporter: MemberId, reported: MemberId, changes: Partial<Report> = {}): Report => ({
    reference: 'R-ABCD-EFGH',
    reporter,
    reported,
    reason: 'scam',
    text: 'Vraagt om geld',
    domain: 'hartslag.example',
    at: CONTRACT_NOW,
    ...changes,
  });
  const complaint = (changes: Partial<Complaint> = {}): Complaint => ({
    reference: 'K-ABCD-EFGH',
    email: 'anna@example.nl',
    category: 'billing',
    description: 'Twee keer afgeschreven voor één bundel.',
    domain: 'hartslag.example',
    at: CONTRACT_NOW,
    ...changes,
  });

  it('saves a report once under its reference, and says when the reference is taken', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    const chat = await world().conversations.create(anna, bram, CONTRACT_NOW);
    expect(await world().supportCases.saveReport(report(anna, bram, { conversation: chat.id }))).toBe('saved');
    expect(await world().supportCases.saveReport(report(bram, anna, { text: 'nog eens' }))).toBe('reference_taken');
    expect(await world().supportCases.saveReport(report(bram, anna, { reference: 'R-ABCD-EFGJ' }))).toBe('saved');
  });

  it('saves a complaint once under its reference, of a member or a visitor', async () => {
    const anna = await addMember(world());
    expect(await world().supportCases.saveComplaint(complaint({ member: anna }))).toBe('saved');
    expect(await world().supportCases.saveComplaint(complaint())).toBe('reference_taken');
    expect(await world().supportCases.saveComplaint(complaint({ reference: 'K-ABCD-EFGJ' }))).toBe('saved');
  });

  it('keeps reports and complaints apart: each kind’s references are its own', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    expect(await world().supportCases.saveReport(report(anna, bram, { reference: 'X-SAME-0001' }))).toBe('saved');
    expect(await world().supportCases.saveComplaint(complaint({ reference: 'X-SAME-0001' }))).toBe('saved');
  });
}
