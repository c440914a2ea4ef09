import type { DiscountCode } from '../../domain/discounts/discount';
import type { DiscountCodes } from '../../domain/discounts/ports';
import type { MemberId } from '../../domain/shared/ids';
import { InMemoryDiscountRedemptions } from './in-memory-payments';
import type { InMemoryStore } from './in-memory-store';

/**
 * The operator's codes in the in-memory store, one per code whatever its case (the unique index discount_codes_code on
 * upper(code), migration 0016); who holds them is read from the store's redemptions (InMemoryDiscountRedemptions).
 */
export class InMemoryDiscountCodes implements DiscountCodes {
  private readonly redemptions: InMemoryDiscountRedemptions;

  constructor(private readonly store: InMemoryStore) {
    this.redemptions = new InMemoryDiscountRedemptions(store);
  }

  private get codes(): Map<string, DiscountCode> {
    return this.store.data.discountCodes;
  }

  async find(code: string): Promise<DiscountCode | undefined> {
    return this.codes.get(code.toUpperCase());
  }

  async usedBy(code: string, memberId: MemberId): Promise<boolean> {
    return this.redemptions.usedBy(code, memberId);
  }

  async usedAnyBy(codes: readonly string[], memberId: MemberId): Promise<boolean> {
    return codes.some((code) => this.redemptions.usedBy(code, memberId));
  }

  async usedByAnyone(code: string): Promise<boolean> {
    return this.redemptions.usedByAnyone(code);
  }

  /** The operator's new code (tests); refused, as PostgreSQL refuses it, when a code of the same letters exists. */
  add(code: DiscountCode): void {
    const key = code.code.toUpperCase();
    if (this.codes.has(key)) throw new Error('unique violation: discount_codes_code');
    this.codes.set(key, code);
  }
}
