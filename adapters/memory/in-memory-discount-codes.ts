import type { DiscountCode } from '../../domain/discounts/discount';
import type { DiscountCodes } from '../../domain/discounts/ports';
import type { MemberId } from '../../domain/shared/ids';
import { InMemoryDiscountRedemptions } from './in-memory-payments';
import type { InMemoryStore } from './in-memory-store';

/** The operator's codes in memory; who holds them is read from the store's redemptions (InMemoryDiscountRedemptions). */
export class InMemoryDiscountCodes implements DiscountCodes {
  private readonly codes = new Map<string, DiscountCode>();
  private readonly redemptions: InMemoryDiscountRedemptions;

  constructor(store: InMemoryStore) {
    this.redemptions = new InMemoryDiscountRedemptions(store);
  }

  async find(code: string): Promise<DiscountCode | undefined> {
    return this.codes.get(code.toUpperCase());
  }

  async usedBy(code: string, memberId: MemberId): Promise<boolean> {
    return this.redemptions.usedBy(code, memberId);
  }

  async usedByAnyone(code: string): Promise<boolean> {
    return this.redemptions.usedByAnyone(code);
  }

  /** The operator's new code (tests). */
  add(code: DiscountCode): void {
    this.codes.set(code.code.toUpperCase(), code);
  }
}
