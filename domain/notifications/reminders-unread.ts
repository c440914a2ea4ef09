import type { OutgoingMail } from '../mail/mailer';
import type { DomainPageLinks, PageLinks } from '../mail/page-links';
import type { Clock } from '../shared/clock';
import type { ConversationId, MemberId, MessageId } from '../shared/ids';
import type { Seconds } from '../shared/quantities';
import { describeRun, mailTo, mayRemind, REMINDER_BATCH, sendOnce, type ReminderKey, type ReminderRecipient, type ReminderTransactions } from './reminders';

/**
 * A conversation in which messages wait for her: the first of them, which stays the same while more arrive unread.
 * It is the identity of the unread state (decision 0059): she reads, the state ends; a new message after that starts
 * a new one, with a new first message.
 */
export interface UnreadWaiting {
  readonly recipient: ReminderRecipient;
  readonly conversationId: ConversationId;
  /** Who wrote: her name is the mail's subject ("Sanne wacht op je antwoord"). */
  readonly writer: { readonly id: MemberId; readonly name: string };
  readonly firstUnread: { readonly id: MessageId; readonly sentAt: Date };
}

/** How long a message waits before its reminder, and after how long it is too old to remind of (config). */
export interface UnreadReminderTiming {
  readonly delaySeconds: Seconds;
  readonly maxAgeSeconds: Seconds;
}

export const DEFAULT_UNREAD_REMINDER_TIMING: UnreadReminderTiming = { delaySeconds: 86_400 as Seconds, maxAgeSeconds: 604_800 as Seconds };

/**
 * The first unread messages a run looks for: sent at least `delay` ago (she had time to answer herself), and less than
 * `maxAge` ago, so a member who has not come back for weeks is not told of old messages, and turning the job on does
 * not mail every unread conversation there ever was.
 */
export function unreadWindow(now: Date, timing: UnreadReminderTiming): { readonly sentAfter: Date; readonly sentUpTo: Date } {
  return { sentAfter: new Date(now.getTime() - timing.maxAgeSeconds * 1000), sentUpTo: new Date(now.getTime() - timing.delaySeconds * 1000) };
}

/** Is this unread state due for its reminder now? (Whether it had one is the log's to say.) */
export function unreadReminderDue(waiting: UnreadWaiting, now: Date, timing: UnreadReminderTiming): boolean {
  const { sentAfter, sentUpTo } = unreadWindow(now, timing);
  const sent = waiting.firstUnread.sentAt.getTime();
  return sent <= sentUpTo.getTime() && sent > sentAfter.getTime() && mayRemind(waiting.recipient, 'unread_message_reminders');
}

/** The key of an unread state: its conversation and its first unread message. */
export const unreadStateKey = (waiting: Pick<UnreadWaiting, 'recipient' | 'conversationId' | 'firstUnread'>): ReminderKey => ({
  memberId: waiting.recipient.id,
  kind: 'unread_message',
  key: `${waiting.conversationId}:${waiting.firstUnread.id}`,
});

/**
 * One mail per member and run, however many conversations wait: it names who has waited longest, says whether more
 * wait, and opens that conversation (or the chat list when there are several).
 */
export function unreadReminderMail(waiting: readonly UnreadWaiting[], links: DomainPageLinks): OutgoingMail {
  const [longest] = [...waiting].sort((a, b) => a.firstUnread.sentAt.getTime() - b.firstUnread.sentAt.getTime());
  if (!longest) throw new Error('an unread reminder needs a conversation');
  const others = new Set(waiting.map((w) => w.conversationId)).size - 1;
  return {
    ...mailTo(longest.recipient, links.domain),
    template: 'unread_reminder',
    otherName: longest.writer.name,
    link: others === 0 ? `${links.to('chats')}/${longest.conversationId}` : links.to('chats'),
    counts: { others },
  };
}

/**
 * Reads the unread states a run may remind of: first unread message in the window, not answered by her since, from a
 * writer she may see and has not blocked (nor been blocked by), no reminder logged for it yet.
 */
export interface UnreadCandidates {
  /** Ordered by member, then by the first unread message's time; only members after `after` (paging). */
  unreadWaiting(window: { sentAfter: Date; sentUpTo: Date }, after: MemberId | null, limit: number): Promise<UnreadWaiting[]>;
}

/**
 * The unread-message reminder job: a member who has not answered a message for a day gets one mail about it. Each
 * unread state is reminded of once (its key, logged with the mail); a member's states in one run make one mail.
 */
export class SendUnreadReminders {
  constructor(
    private readonly deps: {
      candidates: UnreadCandidates;
      transactions: ReminderTransactions;
      pageLinks: PageLinks;
      clock: Clock;
      /** The domain the mails link to (members carry none of their own yet). */
      domain: string;
      timing: UnreadReminderTiming;
      batchSize?: number;
    },
  ) {}

  async run(): Promise<string | undefined> {
    const { candidates, clock, timing, domain } = this.deps;
    const now = clock.now();
    const batch = this.deps.batchSize ?? REMINDER_BATCH;
    const links = await this.deps.pageLinks.of(domain);
    let sent = 0;
    let skipped = 0;
    let after: MemberId | null = null;
    for (;;) {
      const rows = await candidates.unreadWaiting(unreadWindow(now, timing), after, batch);
      const members = groupByMember(rows);
      // A full page may end in the middle of a member's conversations: she is read again with the next page.
      if (rows.length === batch && members.length > 1) members.pop();
      for (const waiting of members) {
        const due = waiting.filter((w) => unreadReminderDue(w, now, timing));
        skipped += waiting.length - due.length;
        if (due.length === 0) continue;
        if (await sendOnce(this.deps.transactions, due.map(unreadStateKey), unreadReminderMail(due, links), now)) sent += 1;
        else skipped += due.length;
      }
      const last = members.at(-1)?.[0];
      if (rows.length < batch || !last) break;
      after = last.recipient.id;
    }
    return describeRun({ sent, skipped });
  }
}

function groupByMember(rows: readonly UnreadWaiting[]): UnreadWaiting[][] {
  const groups = new Map<MemberId, UnreadWaiting[]>();
  for (const row of rows) {
    const group = groups.get(row.recipient.id);
    if (group) group.push(row);
    else groups.set(row.recipient.id, [row]);
  }
  return [...groups.values()];
}
