import type { MemberId } from '../shared/ids';

/** How long a connection counts as online without a heartbeat (the sockets beat every 30 s). */
export const PRESENCE_TTL_MS = 90_000;

/**
 * Who is online (issue 9): a member with an open live connection, on whichever instance. Each connection is named,
 * refreshed by the sockets' heartbeat and let go when it closes; one that goes silent (a crashed instance) expires.
 */
export interface Presence {
  connected(member: MemberId, connection: string, now: Date): Promise<void>;
  /** The heartbeat: the connection is still there. */
  refreshed(member: MemberId, connection: string, now: Date): Promise<void>;
  disconnected(member: MemberId, connection: string): Promise<void>;
  /** The members of `members` who are online now. */
  onlineAmong(members: readonly MemberId[], now: Date): Promise<ReadonlySet<MemberId>>;
  close(): Promise<void>;
}
