import type { SettingRow, SettingRows } from '../../domain/settings/setting-rows';

/** The settings rows in memory (decision 0077); `fictional` stands for the members flagged fictional. */
export class SettingRowsState {
  rows = new Map<string, SettingRow>();
  fictional = 0;

  snapshot(): Map<string, SettingRow> {
    return new Map(this.rows);
  }

  restore(rows: Map<string, SettingRow>): void {
    this.rows = rows;
  }
}

const keyOf = (domain: string, key: string) => `${domain}\u0000${key}`;

export class InMemorySettingRows implements SettingRows {
  constructor(private readonly state: SettingRowsState) {}

  async of(domains: readonly string[]): Promise<readonly SettingRow[]> {
    return [...this.state.rows.values()].filter((row) => domains.includes(row.domain));
  }

  async put(row: SettingRow): Promise<void> {
    this.state.rows.set(keyOf(row.domain, row.key), { ...row, value: structuredClone(row.value) });
  }

  async remove(domain: string, key: string): Promise<boolean> {
    return this.state.rows.delete(keyOf(domain, key));
  }

  async fictionalProfiles(): Promise<number> {
    return this.state.fictional;
  }
}
