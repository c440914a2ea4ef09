import type { MemberAccount, MemberWithProfile } from '../../domain/accounts/member';
import type { MemberAccounts, NewMember } from '../../domain/accounts/ports';
import type { Clock } from '../../domain/shared/clock';
import { memberId, type MemberId } from '../../domain/shared/ids';
import { credits } from '../../domain/shared/quantities';
import { DomainError } from '../../domain/shared/domain-error';
import { profileOf } from './in-memory-profiles';
import type { InMemoryStore, StoredMember } from './in-memory-store';

const toAccount = (m: StoredMember): MemberAccount => ({
  id: m.id,
  email: m.email,
  status: m.status,
  credits: m.credits,
  freeMessages: m.freeMessages,
  paidUser: m.paidUser,
  signupDate: new Date(m.signupDate.getTime()),
  language: m.language,
  fictional: m.profile.fictional,
  notificationsDisabled: [...m.notificationsDisabled],
  invisible: m.invisible,
  deletedAt: m.deletedAt ? new Date(m.deletedAt.getTime()) : null,
});

/** Emails are unique case-insensitively, as the database's unique index on lower(email). */
export class InMemoryMemberAccounts implements MemberAccounts {
  constructor(private readonly store: InMemoryStore, private readonly clock: Clock) {}

  async create(member: NewMember): Promise<MemberId> {
    const data = this.store.data;
    const email = member.email.toLowerCase();
    if ([...data.members.values()].some((m) => m.email.toLowerCase() === email)) {
      // As members_email_unique does in PostgreSQL (postgres-member-accounts.ts): the domain's answer, not a crash.
      throw new DomainError('email_taken', { field: 'email' });
    }
    data.sequences.member += 1;
    const id = memberId(data.sequences.member);
    data.members.set(id, {
      id,
      email: member.email,
      passwordHash: member.passwordHash,
      status: member.status,
      credits: credits(0),
      freeMessages: member.freeMessages,
      paidUser: false,
      signupDate: new Date(member.signupDate.getTime()),
      ...(member.domain ? { domain: member.domain } : {}),
      language: member.language,
      notificationsDisabled: [],
      invisible: false,
      deletedAt: null,
      profile: structuredClone(member.profile),
    });
    return id;
  }

  async findById(id: MemberId): Promise<MemberWithProfile | undefined> {
    const member = this.store.member(id);
    return member ? { ...toAccount(member), profile: profileOf(member, this.clock.now()) } : undefined;
  }

  async findAccount(id: MemberId): Promise<MemberAccount | undefined> {
    const member = this.store.member(id);
    return member ? toAccount(member) : undefined;
  }

  async findByEmail(email: string): Promise<(MemberAccount & { readonly passwordHash: string }) | undefined> {
    const wanted = email.toLowerCase();
    const member = [...this.store.data.members.values()].find((m) => m.email.toLowerCase() === wanted);
    return member ? { ...toAccount(member), passwordHash: member.passwordHash } : undefined;
  }

  /** Transactions run one at a time, so reading is holding. */
  async lock(id: MemberId): Promise<MemberAccount | undefined> {
    const member = this.store.member(id);
    return member ? toAccount(member) : undefined;
  }

  async useFreeMessage(id: MemberId): Promise<void> {
    const member = this.store.member(id);
    if (!member || member.freeMessages <= 0) throw new Error(`member ${id} has no free message left`);
    member.freeMessages -= 1;
  }

  async markPaidUser(id: MemberId): Promise<void> {
    const member = this.store.member(id);
    if (member) member.paidUser = true;
  }
}
