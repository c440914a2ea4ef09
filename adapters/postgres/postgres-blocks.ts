import type { Knex } from 'knex';
import type { Blocks } from '../../domain/privacy/ports';
import { memberId, type MemberId } from '../../domain/shared/ids';

/**
 * The condition "no block either way between the member in `column` and `other`", for search, profiles and chats.
 * The members `other` blocked or was blocked by are a handful: PostgreSQL hashes them once, and each candidate row is
 * one lookup (a correlated NOT EXISTS with an OR re-tests every block for every row of a broad search). Both columns
 * are NOT NULL, so NOT IN has no NULL trap.
 */
export const notBlockedEitherWay = (db: Knex, column: string, other: MemberId) =>
  db.raw('?? not in (select bl.blocked_id from blocks bl where bl.blocker_id = ? union all select bl.blocker_id from blocks bl where bl.blocked_id = ?)', [
    column,
    other,
    other,
  ]);

export class PostgresBlocks implements Blocks {
  constructor(private readonly db: Knex) {}

  async block(blocker: MemberId, blocked: MemberId, at: Date): Promise<void> {
    await this.db('blocks').insert({ blocker_id: blocker, blocked_id: blocked, created_at: at }).onConflict(['blocker_id', 'blocked_id']).ignore();
  }

  async unblock(blocker: MemberId, blocked: MemberId): Promise<void> {
    await this.db('blocks').where({ blocker_id: blocker, blocked_id: blocked }).delete();
  }

  async listBlockedBy(blocker: MemberId): Promise<MemberId[]> {
    const rows = (await this.db('blocks').where('blocker_id', blocker).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'blocked_id', order: 'desc' }]).select('blocked_id')) as {
      blocked_id: string | number;
    }[];
    return rows.map((row) => memberId(Number(row.blocked_id)));
  }

  async hasBlocked(blocker: MemberId, blocked: MemberId): Promise<boolean> {
    return (await this.db('blocks').where({ blocker_id: blocker, blocked_id: blocked }).first('blocker_id')) !== undefined;
  }

  async isBlockedEitherWay(a: MemberId, b: MemberId): Promise<boolean> {
    const row = await this.db('blocks')
      .where((q) => q.where({ blocker_id: a, blocked_id: b }).orWhere({ blocker_id: b, blocked_id: a }))
      .first('blocker_id');
    return row !== undefined;
  }
}
