import { expect, it } from 'vitest';
import { memberId } from '../../../domain/shared/ids';
import { addMember, CONTRACT_NOW, freshWorldEachTest, type WorldMaker } from './adapter-world';
import { newMandate, newSmsCode } from './orders';

const at = (minute: number) => new Date(CONTRACT_NOW.getTime() + minute * 60_000);

/** What every adapter of direct debit does (domain/direct-debit/ports.ts; decision 0034): SmsCodes, DirectDebitMandates, DirectDebitBlocks. */
export function directDebitContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);

  it('keeps an SMS code as sent, by its digest, untried and unused', async () => {
    const anna = await addMember(world());
    await world().smsCodes.add(newSmsCode(anna, { codeDigest: 'digest-1', createdAt: at(0), expiresAt: at(10) }));
    expect(await world().smsCodes.latestUnusedFor(anna, '+31612345678')).toEqual({
      id: expect.any(Number),
      memberId: anna,
      mobile: '+31612345678',
      codeDigest: 'digest-1',
      tries: 0,
      expiresAt: at(10),
      usedAt: null,
      createdAt: at(0),
    });
  });

  it('gives the member’s newest unused code for the number, expired or not, and none of another number or member', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    await world().smsCodes.add(newSmsCode(anna, { codeDigest: 'oud', createdAt: at(0), expiresAt: at(1) }));
    await world().smsCodes.add(newSmsCode(anna, { codeDigest: 'nieuw', createdAt: at(2), expiresAt: at(3) }));
    await world().smsCodes.add(newSmsCode(anna, { codeDigest: 'ander nummer', mobile: '+31687654321', createdAt: at(4) }));
    await world().smsCodes.add(newSmsCode(bram, { codeDigest: 'van bram', createdAt: at(5) }));
    expect((await world().smsCodes.latestUnusedFor(anna, '+31612345678'))?.codeDigest).toBe('nieuw');
    expect(await world().smsCodes.latestUnusedFor(anna, '+32470000000')).toBeUndefined();

    const newest = (await world().smsCodes.latestUnusedFor(anna, '+31612345678'))!;
    expect(await world().transactions.run(({ smsCodes }) => smsCodes.use(newest.id, at(6)))).toBe(true);
    expect((await world().smsCodes.latestUnusedFor(anna, '+31612345678'))?.codeDigest).toBe('oud');
  });

  it('counts each try, one at a time however many come at once', async () => {
    const anna = await addMember(world());
    await world().smsCodes.add(newSmsCode(anna));
    const code = (await world().smsCodes.latestUnusedFor(anna, '+31612345678'))!;
    expect((await world().smsCodes.countTry(code.id))?.tries).toBe(1);
    const tries = await Promise.all(Array.from({ length: 6 }, () => world().smsCodes.countTry(code.id)));
    expect(tries.map((t) => t?.tries).sort()).toEqual([2, 3, 4, 5, 6, 7]);
    expect((await world().smsCodes.latestUnusedFor(anna, '+31612345678'))?.tries).toBe(7);
    expect(await world().smsCodes.countTry(987_654)).toBeUndefined();
  });

  it('uses a code once, also when two orders try at once', async () => {
    const anna = await addMember(world());
    await world().smsCodes.add(newSmsCode(anna));
    const code = (await world().smsCodes.latestUnusedFor(anna, '+31612345678'))!;
    const uses = await Promise.all([1, 2].map(() => world().transactions.run(({ smsCodes }) => smsCodes.use(code.id, at(1)))));
    expect([...uses].sort()).toEqual([false, true]);
    expect(await world().smsCodes.latestUnusedFor(anna, '+31612345678')).toBeUndefined();
    expect(await world().transactions.run(({ smsCodes }) => smsCodes.use(987_654, at(1)))).toBe(false);
  });

  it('leaves a code unused when the order that used it fails', async () => {
    const anna = await addMember(world());
    await world().smsCodes.add(newSmsCode(anna));
    const code = (await world().smsCodes.latestUnusedFor(anna, '+31612345678'))!;
    await expect(
      world().transactions.run(async ({ smsCodes, mandates }) => {
        await smsCodes.use(code.id, at(1));
        await mandates.add(newMandate(anna, 'P-DD-1'));
        throw new Error('de betaling kon niet worden opgeslagen');
      }),
    ).rejects.toThrow();
    expect((await world().smsCodes.latestUnusedFor(anna, '+31612345678'))?.usedAt).toBeNull();
    // The mandate went with it: the payment's mandate can be added once more.
    await world().transactions.run(({ mandates }) => mandates.add(newMandate(anna, 'P-DD-1')));
  });

  it('keeps one mandate per payment', async () => {
    const anna = await addMember(world());
    await world().transactions.run(({ mandates }) => mandates.add(newMandate(anna, 'P-DD-2')));
    await expect(world().transactions.run(({ mandates }) => mandates.add(newMandate(anna, 'P-DD-2')))).rejects.toThrow();
    await world().transactions.run(({ mandates }) => mandates.add(newMandate(anna, 'P-DD-3')));
  });

  it('tells whether the operator blocked a member for direct debit', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    await world().given.directDebitBlocked(bram);
    expect(await world().directDebitBlocks.isBlocked(anna)).toBe(false);
    expect(await world().directDebitBlocks.isBlocked(bram)).toBe(true);
    expect(await world().directDebitBlocks.isBlocked(memberId(987_654))).toBe(false);
  });

  it('forgets a purged member’s SMS codes and keeps her mandate beside its payment (decision 0084)', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    await world().smsCodes.add(newSmsCode(anna));
    await world().transactions.run(({ mandates }) => mandates.add(newMandate(anna, 'P-DD-1')));
    await world().closures.markDeleted(anna, { at: CONTRACT_NOW, reason: 'other', statusBefore: 'active' });
    await world().closures.purge(anna, CONTRACT_NOW);
    expect(await world().smsCodes.latestUnusedFor(anna, '+31612345678')).toBeUndefined();
    // Her mandate stays with its payment for the books (its holder, IBAN, address and phone blanked): one per payment.
    await expect(world().transactions.run(({ mandates }) => mandates.add(newMandate(bram, 'P-DD-1')))).rejects.toThrow();
  });
}
