import type { ConversationId, MemberId } from '../shared/ids';

/** What one of her tabs (a live connection) shows: a conversation or another page, and whether it is in sight. */
export interface TabView {
  readonly conversationId: ConversationId | null;
  readonly visible: boolean;
}

/** How long a view holds without a heartbeat (the live sockets beat every 30 s): a crashed instance's tabs fade. */
export const VIEW_TTL_MS = 90_000;

/**
 * Which conversation each of a member's tabs shows and whether it is visible (issue 23: no push while she reads that
 * conversation). Told by the live connection (route changes, visibilitychange) and by the page-hidden beacon; read by
 * the notice fan-out on whichever instance it runs, so in a cluster it lives where presence does (Redis).
 */
export interface ConversationViews {
  /** A tab shows this now; the view holds VIEW_TTL_MS. */
  shows(member: MemberId, connection: string, view: TabView, now: Date): Promise<void>;
  /** The heartbeat: the tab's view, as it stands (a beacon may have hidden it since), holds another VIEW_TTL_MS. */
  refreshed(member: MemberId, connection: string, now: Date): Promise<void>;
  /** The tab's connection closed. */
  closed(member: MemberId, connection: string): Promise<void>;
  /** Her page was hidden (SPEC §7 beacon): it carries no tab, so every tab of hers counts as hidden until it says otherwise. */
  hideAll(member: MemberId, now: Date): Promise<void>;
  /** Whether a visible tab of hers shows the conversation now. */
  isReading(member: MemberId, conversation: ConversationId, now: Date): Promise<boolean>;
  close(): Promise<void>;
}

/** A view is a reading of the conversation when it shows it, is in sight and has not expired. */
export const readsConversation = (view: TabView, expiresAt: number, conversation: ConversationId, now: Date): boolean =>
  view.visible && view.conversationId === conversation && expiresAt > now.getTime();

/** The views in this process: enough for one instance (PGlite, tests); Redis carries them across instances. */
export class LocalConversationViews implements ConversationViews {
  private readonly tabs = new Map<MemberId, Map<string, { view: TabView; expiresAt: number }>>();

  async shows(member: MemberId, connection: string, view: TabView, now: Date): Promise<void> {
    const own = this.tabs.get(member) ?? new Map<string, { view: TabView; expiresAt: number }>();
    own.set(connection, { view: { ...view }, expiresAt: now.getTime() + VIEW_TTL_MS });
    this.tabs.set(member, own);
  }

  async refreshed(member: MemberId, connection: string, now: Date): Promise<void> {
    const tab = this.tabs.get(member)?.get(connection);
    if (tab) tab.expiresAt = now.getTime() + VIEW_TTL_MS;
  }

  async closed(member: MemberId, connection: string): Promise<void> {
    const own = this.tabs.get(member);
    own?.delete(connection);
    if (own?.size === 0) this.tabs.delete(member);
  }

  async hideAll(member: MemberId, _now?: Date): Promise<void> {
    for (const tab of this.tabs.get(member)?.values() ?? []) tab.view = { ...tab.view, visible: false };
  }

  async isReading(member: MemberId, conversation: ConversationId, now: Date): Promise<boolean> {
    return [...(this.tabs.get(member)?.values() ?? [])].some((tab) => readsConversation(tab.view, tab.expiresAt, conversation, now));
  }

  async close(): Promise<void> {
    this.tabs.clear();
  }
}
