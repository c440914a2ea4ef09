import { profileColumns } from './profile-columns';
import type { Knex } from 'knex';
import type { MemberAccount, MemberStatus, MemberWithProfile } from '../../domain/accounts/member';
import type { MemberAccounts, NewMember } from '../../domain/accounts/ports';
import { memberId, type MemberId } from '../../domain/shared/ids';
import { credits } from '../../domain/shared/quantities';
import { DomainError } from '../../domain/shared/domain-error';
import { MemberModel, ProfileModel } from './models';
import { memberWithProfileColumns, toProfile, type ProfileRow } from './profile-row';
import { isUniqueViolation } from './unique-violation';
import { prepared, runPrepared, type PreparedStatement } from './prepared-statements';


export const toAccount = (row: MemberModel): MemberAccount => ({
  id: memberId(Number(row.id)),
  email: row.email,
  status: row.status as MemberStatus,
  credits: credits(row.credits),
  freeMessages: row.free_messages,
  paidUser: row.paid_user,
  signupDate: new Date(row.signup_date),
  language: row.language,
  fictional: row.fictional,
  notificationsDisabled: row.notifications_disabled ?? [],
  invisible: row.invisible,
  deletedAt: row.deleted_at ? new Date(row.deleted_at) : null,
});

/**
 * The member and her profile in one statement (every page and `GET /api/user.php` start with it), as knex writes it
 * from `memberWithProfileColumns`: written once a process, sent by name (decision 0053).
 */
let memberWithProfile: PreparedStatement | undefined;
const memberWithProfileStatement = (db: Knex) =>
  (memberWithProfile ??= prepared(
    'member_with_profile',
    db('members as m').join('profiles as p', 'p.member_id', 'm.id').where('m.id', 0).first(memberWithProfileColumns(db)).toSQL().sql,
  ));

export class PostgresMemberAccounts implements MemberAccounts {
  constructor(private readonly db: Knex, private readonly clock: { now(): Date }) {}

  /**
   * Fails with `email_taken` when the address has an account, whatever its case: also when another signup with it
   * committed after the caller's check (members_email_unique on lower(email) decides between parallel signups).
   */
  async create(member: NewMember): Promise<MemberId> {
    const inserted = await MemberModel.query(this.db)
      .insert({
        email: member.email,
        password_hash: member.passwordHash,
        status: member.status,
        free_messages: member.freeMessages,
        language: member.language,
        signup_date: member.signupDate,
        fictional: member.profile.fictional,
        domain: member.domain ?? null,
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'members_email_unique')) throw new DomainError('email_taken', { field: 'email' });
        throw error;
      });
    const id = memberId(Number(inserted.id));
    const p = member.profile;
    await ProfileModel.query(this.db).insert({
      member_id: id,
      ...profileColumns(p),
      interests: [...p.interests],
      status: p.status,
      main_image: p.mainImage?.filename ?? null,
      main_image_thumb: p.mainImage?.thumb_filename ?? null,
      created_at: member.signupDate,
    });
    return id;
  }

  /** The member and her profile in one statement (every page and `GET /api/user.php` start with it). */
  async findById(id: MemberId): Promise<MemberWithProfile | undefined> {
    const [row] = await runPrepared<MemberModel & Omit<ProfileRow, 'status'> & { profile_status: string }>(this.db, memberWithProfileStatement(this.db), [id, 1]);
    if (!row) return undefined;
    return { ...toAccount(row), profile: toProfile({ ...row, status: row.profile_status }, this.clock.now()) };
  }

  async findAccount(id: MemberId): Promise<MemberAccount | undefined> {
    const account = await MemberModel.query(this.db).findById(id);
    return account ? toAccount(account) : undefined;
  }

  async findByEmail(email: string): Promise<(MemberAccount & { passwordHash: string }) | undefined> {
    const row = await MemberModel.query(this.db).whereRaw('lower(email) = lower(?)', [email]).first();
    return row ? { ...toAccount(row), passwordHash: row.password_hash } : undefined;
  }

  async lock(id: MemberId): Promise<MemberAccount | undefined> {
    const row = await MemberModel.query(this.db).findById(id).forUpdate();
    return row ? toAccount(row) : undefined;
  }

  async useFreeMessage(id: MemberId): Promise<void> {
    const changed = await this.db('members').where('id', id).where('free_messages', '>', 0).decrement('free_messages', 1);
    if (changed !== 1) throw new Error(`member ${id} has no free message left`);
  }

  async markPaidUser(id: MemberId): Promise<void> {
    await this.db('members').where('id', id).update({ paid_user: true });
  }
}
