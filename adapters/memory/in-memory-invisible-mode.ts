import type { InvisibleMode } from '../../domain/privacy/ports';
import type { MemberId } from '../../domain/shared/ids';
import type { InMemoryStore } from './in-memory-store';

export class InMemoryInvisibleMode implements InvisibleMode {
  constructor(private readonly store: InMemoryStore) {}

  async setInvisible(member: MemberId, invisible: boolean): Promise<void> {
    const stored = this.store.member(member);
    if (stored) stored.invisible = invisible;
  }
}
