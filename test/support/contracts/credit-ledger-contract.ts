import { expect, it } from 'vitest';
import type { CreditEntry } from '../../../domain/accounts/ports';
import { memberId } from '../../../domain/shared/ids';
import { credits } from '../../../domain/shared/quantities';
import { addMember, freshWorldEachTest, type WorldMaker } from './adapter-world';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute));

/** What every CreditLedger adapter does (domain/accounts/ports.ts, decision 0002). */
export function creditLedgerContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);
  const entry = (memberId: CreditEntry['memberId'], amount: number, changes: Partial<CreditEntry> = {}): CreditEntry => ({
    memberId,
    amount: credits(amount),
    reason: amount > 0 ? 'purchase' : 'message',
    at: at(0),
    ...changes,
  });

  it('moves the balance with each entry and answers the new balance', async () => {
    const anna = await addMember(world());
    expect(await world().ledger.record(entry(anna, 100, { reference: 'P-1' }))).toBe(100);
    expect(await world().ledger.record(entry(anna, -15))).toBe(85);
    expect((await world().members.findAccount(anna))?.credits).toBe(85);
    expect(await world().ledger.sumFor(anna)).toBe(85);
  });

  it('refuses to spend below zero with insufficient_credits and the credits needed, and writes nothing', async () => {
    const bram = await addMember(world());
    await world().ledger.record(entry(bram, 10, { reference: 'P-2' }));
    await expect(world().ledger.record(entry(bram, -11))).rejects.toMatchObject({ code: 'insufficient_credits', details: { needed: 11 } });
    expect((await world().members.findAccount(bram))?.credits).toBe(10);
    expect(await world().ledger.entriesFor(bram)).toHaveLength(1);
  });

  it('spends a balance to exactly zero', async () => {
    const carla = await addMember(world());
    await world().ledger.record(entry(carla, 10, { reference: 'P-3' }));
    expect(await world().ledger.record(entry(carla, -10))).toBe(0);
  });

  it('lists a member’s entries oldest first, as written, and no one else’s', async () => {
    const dana = await addMember(world());
    const eva = await addMember(world());
    await world().ledger.record(entry(dana, 50, { reason: 'signup_bonus', at: at(1) }));
    await world().ledger.record(entry(eva, 30, { reason: 'purchase', reference: 'P-EVA', at: at(2) }));
    await world().ledger.record(entry(dana, -5, { reason: 'gift', reference: 'gift to eva', at: at(3) }));
    await world().ledger.record(entry(dana, -2, { reason: 'photo', at: at(4) }));

    expect(await world().ledger.entriesFor(dana)).toEqual([
      { memberId: dana, amount: 50, reason: 'signup_bonus', at: at(1) },
      { memberId: dana, amount: -5, reason: 'gift', reference: 'gift to eva', at: at(3) },
      { memberId: dana, amount: -2, reason: 'photo', at: at(4) },
    ]);
    expect(await world().ledger.sumFor(dana)).toBe(43);
  });

  it('sums nothing to zero', async () => {
    expect(await world().ledger.sumFor(await addMember(world()))).toBe(0);
    expect(await world().ledger.entriesFor(await addMember(world()))).toEqual([]);
  });

  it('refuses an entry that moves nothing', async () => {
    const fay = await addMember(world());
    await expect(world().ledger.record(entry(fay, 0))).rejects.toThrow();
    expect(await world().ledger.entriesFor(fay)).toEqual([]);
  });

  it('credits a purchase once: a second purchase entry with the same reference is refused, for anyone', async () => {
    const gina = await addMember(world());
    const hanna = await addMember(world());
    await world().ledger.record(entry(gina, 100, { reason: 'purchase', reference: 'P-ONCE' }));
    await expect(world().transactions.run(({ ledger }) => ledger.record(entry(gina, 100, { reason: 'purchase', reference: 'P-ONCE' })))).rejects.toThrow();
    await expect(world().transactions.run(({ ledger }) => ledger.record(entry(hanna, 100, { reason: 'purchase', reference: 'P-ONCE' })))).rejects.toThrow();
    expect(await world().ledger.sumFor(gina)).toBe(100);
    expect(await world().ledger.sumFor(hanna)).toBe(0);
  });

  it('lets other reasons repeat a reference, and purchases without one', async () => {
    const ines = await addMember(world());
    await world().ledger.record(entry(ines, 10, { reason: 'correction', reference: 'support 12' }));
    await world().ledger.record(entry(ines, 10, { reason: 'correction', reference: 'support 12' }));
    await world().ledger.record(entry(ines, 5, { reason: 'purchase' }));
    await world().ledger.record(entry(ines, 5, { reason: 'purchase' }));
    expect(await world().ledger.sumFor(ines)).toBe(30);
  });

  it('refuses an entry for a member who does not exist', async () => {
    await expect(world().ledger.record(entry(memberId(987_654), 10))).rejects.toThrow();
  });

  it('lets parallel spends through up to the balance and no further: the balance stays the sum of the entries', async () => {
    const jet = await addMember(world());
    await world().ledger.record(entry(jet, 10, { reference: 'P-JET' }));
    const spends = await Promise.allSettled(Array.from({ length: 16 }, () => world().transactions.run(({ ledger }) => ledger.record(entry(jet, -1)))));

    expect(spends.filter((s) => s.status === 'fulfilled')).toHaveLength(10);
    expect(spends.filter((s) => s.status === 'rejected').every((s) => (s.reason as { code?: string }).code === 'insufficient_credits')).toBe(true);
    expect((await world().members.findAccount(jet))?.credits).toBe(0);
    expect(await world().ledger.sumFor(jet)).toBe(0);
  });
}
