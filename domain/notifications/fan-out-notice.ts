import type { Clock } from '../shared/clock';
import type { TransactionScope } from '../transactions';
import type { ConversationViews } from './conversation-views';
import type { MemberNotice } from './member-notice';
import { pushMessageFor } from './push-message';
import type { NoticeMail, NoticeReader } from './push-ports';

export type FanOutResult =
  | { readonly pushes: number; readonly mail: boolean }
  | { readonly pushes: 0; readonly mail: false; readonly because: 'gone' };

/**
 * The outbox worker's step for a notice (decision 0055): reads what it says now and adds, in one transaction, a push row
 * per subscription of hers and the mail row, each delivered (and retried) on its own. No push for a message while one of
 * her visible tabs shows that conversation: she is reading it.
 */
export class FanOutNotice {
  constructor(
    private readonly deps: {
      reader: NoticeReader;
      views: ConversationViews;
      /** Transactions (the outbox of one is enough here): the rows of one notice commit together. */
      transactions: { run<T>(work: (scope: Pick<TransactionScope, 'outbox'>) => Promise<T>): Promise<T> };
      clock: Clock;
      /** The notice's mail; none until the mail part is wired. */
      mail?: NoticeMail;
    },
  ) {}

  async run(notice: MemberNotice): Promise<FanOutResult> {
    const reading = await this.deps.reader.read(notice);
    if (!reading) return { pushes: 0, mail: false, because: 'gone' };
    const readingNow = notice.kind === 'message' && (await this.deps.views.isReading(notice.recipientId, notice.conversationId, this.deps.clock.now()));
    const subscriptions = readingNow ? [] : reading.subscriptions;
    const { payload, options } = pushMessageFor(notice, reading.facts);
    const mail = (await this.deps.mail?.(notice, reading.facts)) ?? null;
    if (subscriptions.length === 0 && !mail) return { pushes: 0, mail: false };
    await this.deps.transactions.run(async ({ outbox }) => {
      for (const subscription of subscriptions) await outbox.add({ kind: 'push', push: { memberId: notice.recipientId, subscription, payload, options } });
      if (mail) await outbox.add({ kind: 'mail', mail });
    });
    return { pushes: subscriptions.length, mail: mail !== null };
  }
}
