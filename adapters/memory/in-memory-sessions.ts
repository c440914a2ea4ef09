import type { MemberId } from '../../domain/shared/ids';
import type { Session, Sessions } from '../../domain/accounts/ports';
import type { InMemoryStore } from './in-memory-store';

/** A session of a deleted member, or an expired one, is not found. */
export class InMemorySessions implements Sessions {
  constructor(private readonly store: InMemoryStore) {}

  async create(tokenDigest: string, session: Session): Promise<void> {
    if (this.store.sessions.has(tokenDigest)) throw new Error('session token digest already stored');
    this.store.sessions.set(tokenDigest, { memberId: session.memberId, expiresAt: new Date(session.expiresAt.getTime()) });
  }

  async find(tokenDigest: string, now: Date): Promise<Session | undefined> {
    const session = this.store.sessions.get(tokenDigest);
    if (!session || session.expiresAt.getTime() <= now.getTime()) return undefined;
    const member = this.store.member(session.memberId);
    if (!member || member.status === 'deleted') return undefined;
    return { memberId: session.memberId, expiresAt: new Date(session.expiresAt.getTime()) };
  }

  async remove(tokenDigest: string): Promise<void> {
    this.store.sessions.delete(tokenDigest);
  }

  async removeAllFor(member: MemberId, exceptDigest?: string): Promise<void> {
    for (const [digest, session] of this.store.sessions) {
      if (session.memberId === member && digest !== exceptDigest) this.store.sessions.delete(digest);
    }
  }
}
