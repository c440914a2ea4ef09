import type { MemberId } from '../shared/ids';
import { PRESENCE_TTL_MS, type Presence } from './presence';

/** Presence in this process: enough for one instance (PGlite, tests); Redis carries it across instances. */
export class LocalPresence implements Presence {
  /** Each member's connections and when each expires (ms). */
  private readonly connections = new Map<MemberId, Map<string, number>>();

  async connected(member: MemberId, connection: string, now: Date): Promise<void> {
    const own = this.connections.get(member) ?? new Map<string, number>();
    own.set(connection, now.getTime() + PRESENCE_TTL_MS);
    this.connections.set(member, own);
  }

  async refreshed(member: MemberId, connection: string, now: Date): Promise<void> {
    await this.connected(member, connection, now);
  }

  async disconnected(member: MemberId, connection: string): Promise<void> {
    const own = this.connections.get(member);
    own?.delete(connection);
    if (own?.size === 0) this.connections.delete(member);
  }

  async onlineAmong(members: readonly MemberId[], now: Date): Promise<ReadonlySet<MemberId>> {
    const at = now.getTime();
    return new Set(members.filter((member) => [...(this.connections.get(member)?.values() ?? [])].some((expires) => expires > at)));
  }

  async close(): Promise<void> {
    this.connections.clear();
  }
}
