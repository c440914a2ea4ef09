import type { MemberDirectory, MemberQuery, MemberSummary } from '../../domain/operators/members/member-directory';
import type { MemberId } from '../../domain/shared/ids';
import type { InMemoryStore, StoredMember } from './in-memory-store';

const matches = (member: StoredMember, query: MemberQuery): boolean => {
  if (query.by === 'id') return member.id === query.id;
  const email = member.email.toLowerCase();
  if (query.by === 'email') return email.startsWith(query.prefix);
  return email.startsWith(query.text.toLowerCase()) || member.profile.name.toLowerCase().includes(query.text.toLowerCase());
};

/** Decision 0073: the back office's member search and session count over the in-memory store. */
export class InMemoryMemberDirectory implements MemberDirectory {
  constructor(private readonly store: InMemoryStore) {}

  async search(query: MemberQuery, limit: number): Promise<MemberSummary[]> {
    return [...this.store.data.members.values()]
      .filter((member) => matches(member, query))
      .sort((a, b) => b.id - a.id)
      .slice(0, limit)
      .map((member) => ({ id: member.id, email: member.email, name: member.profile.name, status: member.status, credits: member.credits, signupDate: new Date(member.signupDate.getTime()) }));
  }

  async activeSessions(memberId: MemberId, now: Date): Promise<number> {
    return [...this.store.sessions.values()].filter((session) => session.memberId === memberId && session.expiresAt > now).length;
  }
}
