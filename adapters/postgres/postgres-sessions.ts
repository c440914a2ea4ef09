import type { Knex } from 'knex';
import type { Session, Sessions } from '../../domain/accounts/ports';
import { memberId, type MemberId } from '../../domain/shared/ids';
import { SessionModel } from './models';
import { prepared, runPrepared } from './prepared-statements';

/** Every request of a member asks this (decision 0053): a live session of a member who is not deleted. */
const SESSION_FIND = prepared(
  'session_find',
  'select "sessions"."member_id", "sessions"."expires_at" from "sessions" inner join "members" on "members"."id" = "sessions"."member_id" ' +
    'where "sessions"."token_digest" = ? and "sessions"."expires_at" > ? and not "members"."status" = ?',
);

export class PostgresSessions implements Sessions {
  constructor(private readonly db: Knex) {}

  async create(tokenDigest: string, session: Session): Promise<void> {
    await SessionModel.query(this.db).insert({ token_digest: tokenDigest, member_id: session.memberId, expires_at: session.expiresAt });
  }

  async find(tokenDigest: string, now: Date): Promise<Session | undefined> {
    const [row] = await runPrepared<{ member_id: string | number; expires_at: Date }>(this.db, SESSION_FIND, [tokenDigest, now, 'deleted']);
    return row ? { memberId: memberId(Number(row.member_id)), expiresAt: new Date(row.expires_at) } : undefined;
  }

  async remove(tokenDigest: string): Promise<void> {
    await SessionModel.query(this.db).deleteById(tokenDigest);
  }

  async removeAllFor(member: MemberId, exceptDigest?: string): Promise<void> {
    const query = SessionModel.query(this.db).where('member_id', member);
    if (exceptDigest !== undefined) query.whereNot('token_digest', exceptDigest);
    await query.delete();
  }
}
