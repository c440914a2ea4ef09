import type { Knex } from 'knex';
import type { InvisibleMode } from '../../domain/privacy/ports';
import type { MemberId } from '../../domain/shared/ids';

export class PostgresInvisibleMode implements InvisibleMode {
  constructor(private readonly db: Knex) {}

  async setInvisible(member: MemberId, invisible: boolean): Promise<void> {
    await this.db('members').where('id', member).update({ invisible });
  }
}
