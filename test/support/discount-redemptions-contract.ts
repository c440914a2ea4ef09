import { expect, it } from 'vitest';
import type { CodeHold, DiscountCodes } from '../../domain/discounts/ports';
import type { MemberId } from '../../domain/shared/ids';
import type { Transactions } from '../../domain/transactions';

/** What the contract works on: one store, its transactions (whose scope has the redemptions) and the codes' reads. */
export interface RedemptionsSubject {
  readonly transactions: Transactions;
  readonly codes: Pick<DiscountCodes, 'usedBy' | 'usedByAnyone'>;
  newMember(): Promise<MemberId>;
}

const at = new Date('2026-11-27T10:00:00Z');

/**
 * Decision 0044: what every DiscountRedemptions adapter does, the same in memory and in PostgreSQL — a code reserved
 * once per member, once at all when single-use, one welcome offer per member; redeemed, released; a refusal that
 * leaves the transaction usable. Codes are made unique per test, so tests sharing a store do not see each other's.
 */
export function discountRedemptionsContract(subject: () => RedemptionsSubject): void {
  let sequence = 0;
  const unique = (name: string) => `${name}${(sequence += 1)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const hold = (code: string, memberId: MemberId, change: Partial<CodeHold> = {}): CodeHold => ({
    code,
    memberId,
    paymentId: `P-${code}-${memberId}-${(sequence += 1)}`,
    singleUse: false,
    welcome: false,
    at,
    ...change,
  });
  const reserve = (held: CodeHold) => subject().transactions.run((scope) => scope.discountRedemptions.reserve(held));
  const redeem = (held: CodeHold) => subject().transactions.run((scope) => scope.discountRedemptions.redeem(held));
  const release = (paymentId: string) => subject().transactions.run((scope) => scope.discountRedemptions.release(paymentId));

  it('reserves a code once per member, whatever its case; another member may hold it too', async () => {
    const code = unique('zomer');
    const [anna, bram] = [await subject().newMember(), await subject().newMember()];
    expect(await reserve(hold(code.toLowerCase(), anna))).toBe(true);
    expect(await reserve(hold(code, anna))).toBe(false);
    expect(await reserve(hold(code, bram))).toBe(true);
  });

  it('reserves a single-use code once at all, across members', async () => {
    const code = unique('half');
    const [anna, bram] = [await subject().newMember(), await subject().newMember()];
    expect(await reserve(hold(code, anna, { singleUse: true }))).toBe(true);
    expect(await reserve(hold(code, bram, { singleUse: true }))).toBe(false);
  });

  it('holds one welcome offer per member, whichever code', async () => {
    const [anna, bram] = [await subject().newMember(), await subject().newMember()];
    expect(await reserve(hold('TIMEBONUS25', anna, { welcome: true }))).toBe(true);
    expect(await reserve(hold('WELKOM', anna, { welcome: true }))).toBe(false);
    expect(await reserve(hold('WELKOM', bram, { welcome: true }))).toBe(true);
  });

  it('reads a reserved code as used by her and by anyone; released, as unused; the code free again', async () => {
    const code = unique('lente');
    const [anna, bram] = [await subject().newMember(), await subject().newMember()];
    const annas = hold(code, anna, { singleUse: true });
    await reserve(annas);
    expect([await subject().codes.usedBy(code.toLowerCase(), anna), await subject().codes.usedBy(code, bram), await subject().codes.usedByAnyone(code)]).toEqual([true, false, true]);

    await release(annas.paymentId);
    expect([await subject().codes.usedBy(code, anna), await subject().codes.usedByAnyone(code)]).toEqual([false, false]);
    expect(await reserve(hold(code, bram, { singleUse: true }))).toBe(true);
  });

  it('turns a reservation into a redemption, which a release does not undo', async () => {
    const code = unique('herfst');
    const anna = await subject().newMember();
    const annas = hold(code, anna, { singleUse: true });
    await reserve(annas);
    await redeem(annas);
    await release(annas.paymentId);

    expect(await subject().codes.usedBy(code, anna)).toBe(true);
    expect(await reserve(hold(code, await subject().newMember(), { singleUse: true }))).toBe(false);
  });

  it('redeems a payment that lost its reservation where the rules allow, and records nothing where they do not', async () => {
    const code = unique('winter');
    const [anna, bram] = [await subject().newMember(), await subject().newMember()];
    await redeem(hold(code, anna));
    expect(await subject().codes.usedBy(code, anna)).toBe(true);

    await reserve(hold('TIMEBONUS25', bram, { welcome: true }));
    const lost = hold('WELKOM', bram, { welcome: true });
    await redeem(lost);
    expect(await subject().codes.usedBy('WELKOM', bram)).toBe(false);
  });

  it('leaves the transaction usable after a refusal: what else it writes commits', async () => {
    const [taken, other] = [unique('vol'), unique('vrij')];
    const anna = await subject().newMember();
    await reserve(hold(taken, anna));

    const answers = await subject().transactions.run(async (scope) => {
      const refused = await scope.discountRedemptions.reserve(hold(taken, anna));
      await scope.discountRedemptions.redeem(hold(taken, anna));
      return [refused, await scope.discountRedemptions.reserve(hold(other, anna))];
    });
    expect(answers).toEqual([false, true]);
    expect(await subject().codes.usedBy(other, anna)).toBe(true);
  });

  it('keeps no reservation of a transaction that rolled back', async () => {
    const code = unique('terug');
    const anna = await subject().newMember();
    await expect(
      subject().transactions.run(async (scope) => {
        await scope.discountRedemptions.reserve(hold(code, anna, { singleUse: true }));
        throw new Error('the payment could not be stored');
      }),
    ).rejects.toThrow('the payment could not be stored');
    expect(await subject().codes.usedByAnyone(code)).toBe(false);
  });

  it('gives a single-use code to one of many transactions reserving it at once', async () => {
    const code = unique('race');
    const members = await Promise.all(Array.from({ length: 8 }, () => subject().newMember()));
    const answers = await Promise.all(members.map((member) => reserve(hold(code, member, { singleUse: true }))));
    expect(answers.filter(Boolean)).toHaveLength(1);
  });
}
