import { expect, it } from 'vitest';
import type { CodeHold } from '../../../domain/discounts/ports';
import type { MemberId } from '../../../domain/shared/ids';
import { cents, percent } from '../../../domain/shared/quantities';
import { aDiscountCode } from '../discount-code-mother';
import { addMember, CONTRACT_NOW, freshWorldEachTest, type WorldMaker } from './adapter-world';

/**
 * What every DiscountCodes adapter does (domain/discounts/ports.ts; decisions 0033, 0044). How codes are held is the
 * DiscountRedemptions contract's (test/support/discount-redemptions-contract.ts); here, what the codes' reads tell of it.
 */
export function discountCodesContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);
  const hold = (code: string, memberId: MemberId, paymentId: string): CodeHold => ({ code, memberId, paymentId, singleUse: false, welcome: false, at: CONTRACT_NOW });

  it('finds a code whatever its case, with every field as the operator made it, and nothing for an unknown code', async () => {
    const anna = await addMember(world());
    const stored = aDiscountCode({
      code: 'Anna25',
      country: 'NL',
      memberId: anna,
      expiresAt: new Date('2026-12-31T23:00:00Z'),
      percentage: percent(25),
      minimumOrder: cents(1995),
      validity: 'once',
      paymentMethods: ['ideal', 'paypal'],
    });
    await world().given.discountCode(stored);
    expect(await world().discountCodes.find('ANNA25')).toEqual(stored);
    expect(await world().discountCodes.find('anna25')).toEqual(stored);
    expect(await world().discountCodes.find('ANNA26')).toBeUndefined();
  });

  it('refuses a second code of the same letters in another case, and keeps the first', async () => {
    await world().given.discountCode(aDiscountCode({ code: 'ZOMER10', percentage: percent(10) }));
    await expect(world().given.discountCode(aDiscountCode({ code: 'Zomer10', percentage: percent(50) }))).rejects.toThrow();
    expect(await world().discountCodes.find('zomer10')).toMatchObject({ code: 'ZOMER10', percentage: 10 });
  });

  it('tells who holds a code, whatever its case: reserved, redeemed, and no more once released', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    await world().given.discountCode(aDiscountCode({ code: 'ZOMER10' }));
    expect(await world().discountCodes.usedByAnyone('zomer10')).toBe(false);

    await world().transactions.run(({ discountRedemptions }) => discountRedemptions.reserve(hold('Zomer10', anna, 'HS-0001')));
    expect(await world().discountCodes.usedBy('zomer10', anna)).toBe(true);
    expect(await world().discountCodes.usedBy('ZOMER10', bram)).toBe(false);
    expect(await world().discountCodes.usedByAnyone('ZOMER10')).toBe(true);

    expect(await world().discountCodes.usedAnyBy(['WINTER5', 'zomer10'], anna)).toBe(true);
    expect(await world().discountCodes.usedAnyBy(['WINTER5', 'ZOMER10'], bram)).toBe(false);
    expect(await world().discountCodes.usedAnyBy([], anna)).toBe(false);

    await world().transactions.run(({ discountRedemptions }) => discountRedemptions.release('HS-0001'));
    expect(await world().discountCodes.usedBy('ZOMER10', anna)).toBe(false);
    expect(await world().discountCodes.usedAnyBy(['WINTER5', 'ZOMER10'], anna)).toBe(false);

    await world().transactions.run(({ discountRedemptions }) => discountRedemptions.redeem({ code: 'ZOMER10', memberId: bram, paymentId: 'HS-0002', welcome: false, at: CONTRACT_NOW }));
    expect(await world().discountCodes.usedBy('zomer10', bram)).toBe(true);
    expect(await world().discountCodes.usedByAnyone('zomer10')).toBe(true);
  });

  it('holds nothing of a hold made in a transaction that failed', async () => {
    const anna = await addMember(world());
    await expect(
      world().transactions.run(async ({ discountRedemptions }) => {
        await discountRedemptions.reserve(hold('ZOMER10', anna, 'HS-0001'));
        throw new Error('de checkout kon niet starten');
      }),
    ).rejects.toThrow();
    expect(await world().discountCodes.usedByAnyone('ZOMER10')).toBe(false);
  });

  it('keeps what a purged member redeemed and the codes made for her alone: the books of her payments (decision 0084)', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    await world().given.discountCode(aDiscountCode({ code: 'VOORANNA', memberId: anna }));
    await world().given.discountCode(aDiscountCode({ code: 'VOORBRAM', memberId: bram }));
    await world().transactions.run(({ discountRedemptions }) => discountRedemptions.redeem({ code: 'EENMALIG', memberId: anna, paymentId: 'HS-0001', welcome: false, at: CONTRACT_NOW }));
    await world().transactions.run(({ discountRedemptions }) => discountRedemptions.reserve(hold('ZOMER10', anna, 'HS-0002')));
    await world().closures.markDeleted(anna, { at: CONTRACT_NOW, reason: 'other', statusBefore: 'active' });
    await world().closures.purge(anna, CONTRACT_NOW);
    expect(await world().discountCodes.usedByAnyone('EENMALIG')).toBe(true);
    expect(await world().discountCodes.find('VOORANNA')).toBeDefined();
    expect(await world().discountCodes.find('VOORBRAM')).toBeDefined();
  });
}
