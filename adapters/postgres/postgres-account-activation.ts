import type { MessageAttachment } from '../../domain/chat/attachment';
import type { Knex } from 'knex';
import type { AccountActivation, AccountScope, AccountTransactions, Invites, MemberTracking, ReleasedMessage } from '../../domain/accounts/activation';
import type { TrackingData } from '../../domain/accounts/tracking';
import type { Clock } from '../../domain/shared/clock';
import { conversationId, memberId, messageId, type MemberId } from '../../domain/shared/ids';
import { PostgresLinkStore } from './postgres-link-store';
import { runOnSharedScope } from './postgres-transactions';

export class PostgresInvites implements Invites {
  constructor(private readonly db: Knex) {}

  async claim(code: string, member: MemberId, at: Date): Promise<boolean> {
    // One statement: two signups with the same code cannot both claim it.
    const claimed = await this.db('invites').where({ code }).whereNull('used_by').whereNull('used_at').update({ used_by: member, used_at: at });
    return Number(claimed) === 1;
  }
}

export class PostgresMemberTracking implements MemberTracking {
  constructor(private readonly db: Knex) {}

  async attach(member: MemberId, data: TrackingData, at: Date): Promise<void> {
    await this.db('member_tracking')
      .insert({ member_id: member, network: data.network, ref: data.ref, sub1: data.sub1, sub2: data.sub2, sub3: data.sub3, created_at: at })
      .onConflict('member_id')
      .merge();
  }
}

interface ReleasedRow {
  id: string | number;
  conversation_id: string | number;
  sender_id: string | number;
  body: string;
  sent_at: Date;
  attachment: MessageAttachment | null;
  recipient_id: string | number;
}

export class PostgresAccountActivation implements AccountActivation {
  constructor(private readonly db: Knex) {}

  async confirm(member: MemberId): Promise<boolean> {
    // The moment she confirmed counts on the dashboard's activations (decision 0078): the transaction's time.
    const changed = await this.db('members').where({ id: member, status: 'not_confirmed' }).update({ status: 'active', activated_at: this.db.fn.now() });
    if (Number(changed) !== 1) return false;
    // SPEC §4: her profile was disabled (seen by nobody) while she had not confirmed. In the caller's transaction.
    await this.db('profiles').where({ member_id: member, status: 'disabled' }).update({ status: 'active' });
    return true;
  }

  async releaseHeldFrom(member: MemberId): Promise<ReleasedMessage[]> {
    const { rows } = (await this.db.raw(
      `with released as (
         update messages set held = false where sender_id = ? and held = true
         returning id, conversation_id, sender_id, body, sent_at, attachment
       )
       select r.*, case when c.member_low = r.sender_id then c.member_high else c.member_low end as recipient_id
       from released r join conversations c on c.id = r.conversation_id
       order by r.id`,
      [member],
    )) as { rows: ReleasedRow[] };
    const perConversation = new Map<string, { recipient: string | number; count: number; last: Date }>();
    for (const row of rows) {
      const key = String(row.conversation_id);
      const entry = perConversation.get(key) ?? { recipient: row.recipient_id, count: 0, last: new Date(row.sent_at) };
      entry.count += 1;
      if (new Date(row.sent_at) > entry.last) entry.last = new Date(row.sent_at);
      perConversation.set(key, entry);
    }
    for (const [id, entry] of perConversation) {
      await this.db('conversation_members').where({ conversation_id: id, member_id: entry.recipient }).increment('unread_count', entry.count);
      await this.db('conversations')
        .where({ id })
        .update({ last_message_at: this.db.raw('greatest(coalesce(last_message_at, ?::timestamptz), ?::timestamptz)', [entry.last, entry.last]) });
    }
    return rows.map((row) => ({
      recipientId: memberId(Number(row.recipient_id)),
      message: {
        id: messageId(Number(row.id)),
        conversationId: conversationId(Number(row.conversation_id)),
        senderId: memberId(Number(row.sender_id)),
        body: row.body,
        sentAt: new Date(row.sent_at),
        held: false,
        attachment: row.attachment ?? null,
      },
    }));
  }
}

/**
 * Every repository in the scope goes through the one transaction (PGlite has a single connection). The shared
 * scope comes from runOnSharedScope on the transaction itself, so it stays whatever it grows into.
 */
export class PostgresAccountTransactions implements AccountTransactions {
  constructor(readonly db: Knex, readonly clock: Clock, readonly outboxCommitted?: () => void) {}

  run<T>(work: (scope: AccountScope) => Promise<T>): Promise<T> {
    return runOnSharedScope(this, (trx, scope) =>
      work({ ...scope, linkStore: new PostgresLinkStore(trx), invites: new PostgresInvites(trx), tracking: new PostgresMemberTracking(trx), activation: new PostgresAccountActivation(trx) }),
    );
  }
}
