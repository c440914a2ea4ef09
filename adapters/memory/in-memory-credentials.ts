import type { Credentials } from '../../domain/accounts/credentials';
import type { MemberId } from '../../domain/shared/ids';
import type { InMemoryStore } from './in-memory-store';

export class InMemoryCredentials implements Credentials {
  constructor(private readonly store: InMemoryStore) {}

  async passwordHashOf(memberId: MemberId): Promise<string | undefined> {
    const member = this.store.member(memberId);
    return member && member.status !== 'deleted' ? member.passwordHash : undefined;
  }

  async setPasswordHash(memberId: MemberId, passwordHash: string): Promise<void> {
    const member = this.store.member(memberId);
    if (member) member.passwordHash = passwordHash;
  }

  async setEmail(memberId: MemberId, email: string): Promise<'changed' | 'taken'> {
    const wanted = email.toLowerCase();
    if ([...this.store.data.members.values()].some((m) => m.id !== memberId && m.email.toLowerCase() === wanted)) return 'taken';
    const member = this.store.member(memberId);
    if (member) member.email = email;
    return 'changed';
  }

  async isEmailTaken(email: string): Promise<boolean> {
    const wanted = email.trim().toLowerCase();
    return [...this.store.data.members.values()].some((m) => m.email.toLowerCase() === wanted);
  }
}
