import type { DiscountCode } from '../../domain/discounts/discount';
import type { DiscountCodeBook, ListedDiscountCode } from '../../domain/operators/discounts/discount-code-book';
import type { InMemoryStore } from './in-memory-store';

/** The operators' codes in the memory store (decision 0078): the map InMemoryDiscountCodes reads, one per code in any case. */
export class InMemoryDiscountBook implements DiscountCodeBook {
  constructor(private readonly store: InMemoryStore) {}

  private get codes(): Map<string, DiscountCode | ListedDiscountCode> {
    return this.store.data.discountCodes;
  }

  private listed(code: DiscountCode | ListedDiscountCode): ListedDiscountCode {
    return { ...code, createdAt: 'createdAt' in code ? code.createdAt : new Date(0) };
  }

  async list(limit: number): Promise<ListedDiscountCode[]> {
    return [...this.codes.values()]
      .filter((code) => code.memberId === null)
      .map((code) => this.listed(code))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, limit);
  }

  async lock(code: string): Promise<ListedDiscountCode | undefined> {
    const found = this.codes.get(code.trim().toUpperCase());
    return found ? this.listed(found) : undefined;
  }

  async create(code: DiscountCode, at: Date): Promise<boolean> {
    const key = code.code.toUpperCase();
    if (this.codes.has(key)) return false;
    this.codes.set(key, { ...code, uses: 0, createdAt: at });
    return true;
  }

  async setLimit(code: string, maxUses: number | null): Promise<void> {
    const found = this.codes.get(code.toUpperCase());
    if (found) this.codes.set(code.toUpperCase(), { ...found, maxUses });
  }

  async end(code: string, at: Date): Promise<void> {
    const found = this.codes.get(code.toUpperCase());
    if (!found) return;
    const expiresAt = found.expiresAt && found.expiresAt.getTime() < at.getTime() ? found.expiresAt : at;
    this.codes.set(code.toUpperCase(), { ...found, status: 'disabled', expiresAt });
  }
}
