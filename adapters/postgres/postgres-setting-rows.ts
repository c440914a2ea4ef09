import type { Knex } from 'knex';
import type { SettingRow, SettingRows } from '../../domain/settings/setting-rows';

/** Decision 0077: the `settings` table's rows for the back office, on the operators' transaction. */
export class PostgresSettingRows implements SettingRows {
  constructor(private readonly db: Knex) {}

  async of(domains: readonly string[]): Promise<readonly SettingRow[]> {
    const rows = await this.db<{ domain: string; key: string; value: unknown }>('settings').whereIn('domain', [...domains]).select('domain', 'key', 'value');
    return rows.map((row) => ({ domain: row.domain, key: row.key, value: row.value }));
  }

  async put(row: SettingRow): Promise<void> {
    await this.db('settings').insert({ domain: row.domain, key: row.key, value: JSON.stringify(row.value) }).onConflict(['domain', 'key']).merge();
  }

  async remove(domain: string, key: string): Promise<boolean> {
    // The removed rows, not a count: PGlite's driver answers a DELETE's count differently from pg's.
    const removed = await this.db('settings').where({ domain, key }).delete().returning('key');
    return removed.length > 0;
  }

  async fictionalProfiles(): Promise<number> {
    const row = await this.db('members').where('fictional', true).whereNot('status', 'deleted').count<{ count: string | number }[]>({ count: '*' }).first();
    return Number(row?.count ?? 0);
  }
}
