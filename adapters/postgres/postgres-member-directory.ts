import type { Knex } from 'knex';
import type { MemberStatus } from '../../domain/accounts/member';
import type { MemberDirectory, MemberQuery, MemberSummary } from '../../domain/operators/members/member-directory';
import { memberId, type MemberId } from '../../domain/shared/ids';
import { credits } from '../../domain/shared/quantities';

interface SummaryRow {
  id: string | number;
  email: string;
  name: string | null;
  status: MemberStatus;
  credits: number;
  signup_date: Date;
}

/** A LIKE pattern's own characters, escaped (with `escape '\'`). */
const literal = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const COLUMNS = 'm.id, m.email, p.name, m.status, m.credits, m.signup_date';

/**
 * Decision 0073: the back office's member search. The id is the primary key; an address prefix runs on
 * members_email_prefix (lower(email) text_pattern_ops, migration 0030); a part of a name scans profiles but stops at
 * the limit, newest member first.
 */
export class PostgresMemberDirectory implements MemberDirectory {
  constructor(private readonly db: Knex) {}

  async search(query: MemberQuery, limit: number): Promise<MemberSummary[]> {
    const rows = await this.rows(query, limit);
    return rows.map((row) => ({
      id: memberId(Number(row.id)),
      email: row.email,
      name: row.name ?? '',
      status: row.status,
      credits: credits(Number(row.credits)),
      signupDate: new Date(row.signup_date),
    }));
  }

  private async rows(query: MemberQuery, limit: number): Promise<SummaryRow[]> {
    const from = 'from members m left join profiles p on p.member_id = m.id';
    if (query.by === 'id') {
      return (await this.db.raw(`select ${COLUMNS} ${from} where m.id = ?`, [query.id])).rows as SummaryRow[];
    }
    const prefix = `${literal(query.by === 'email' ? query.prefix : query.text.toLowerCase())}%`;
    const byEmail = `select ${COLUMNS} ${from} where lower(m.email) like ? escape '\\' order by m.id desc limit ?`;
    if (query.by === 'email') return (await this.db.raw(byEmail, [prefix, limit])).rows as SummaryRow[];
    const byName = `select ${COLUMNS} ${from} where p.name ilike ? escape '\\' order by m.id desc limit ?`;
    const sql = `select * from ((${byEmail}) union (${byName})) found order by id desc limit ?`;
    return (await this.db.raw(sql, [prefix, limit, `%${literal(query.text)}%`, limit, limit])).rows as SummaryRow[];
  }

  async activeSessions(id: MemberId, now: Date): Promise<number> {
    const [row] = (await this.db('sessions').where('member_id', id).andWhere('expires_at', '>', now).count({ n: '*' })) as { n: string | number }[];
    return Number(row?.n ?? 0);
  }
}
