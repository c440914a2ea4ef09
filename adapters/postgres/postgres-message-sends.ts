import type { Knex } from 'knex';
import type { ChatMessage } from '../../domain/chat/conversation';
import type { ChargedMessage, MessageSends, SendingContext } from '../../domain/chat/ports';
import type { MemberStatus } from '../../domain/accounts/member';
import { memberId, type ConversationId, type MemberId } from '../../domain/shared/ids';
import { credits, type Credits } from '../../domain/shared/quantities';
import type { ConversationModel, MemberModel, MessageModel } from './models';
import { toConversation, toMessage } from './postgres-conversations';
import { toAccount } from './postgres-member-accounts';

type OpenRow = MemberModel & {
  c_id: string | number | null;
  c_member_low: string | number | null;
  c_member_high: string | number | null;
  c_created_at: Date | null;
  r_id: string | number | null;
  r_status: MemberStatus | null;
  blocked: boolean;
  started: boolean;
  open_conversations: string | number;
};

/**
 * The sender locked (`for update of m`), her conversation, its other member, a block either way, whether it holds a
 * message and how many of hers do (only for a free member: the limit binds no one else).
 */
export const OPEN_SEND = `
select m.*,
  c.id as c_id, c.member_low as c_member_low, c.member_high as c_member_high, c.created_at as c_created_at,
  r.id as r_id, r.status as r_status,
  (r.id is not null and exists (select 1 from blocks b
     where (b.blocker_id = m.id and b.blocked_id = r.id) or (b.blocker_id = r.id and b.blocked_id = m.id))) as blocked,
  (c.id is not null and exists (select 1 from messages where messages.conversation_id = c.id)) as started,
  case when m.paid_user then 0 else (select count(*) from conversation_members mine where mine.member_id = m.id
     and exists (select 1 from messages where messages.conversation_id = mine.conversation_id)) end as open_conversations
from members m
left join conversation_members cm on cm.conversation_id = :conversation and cm.member_id = m.id
left join conversations c on c.id = cm.conversation_id
left join members r on r.id = (case when c.member_low = m.id then c.member_high else c.member_low end)
where m.id = :sender
for update of m`;

/**
 * Everything the send writes, in one statement: a statement of its own after the lock, so it counts what committed
 * before the lock was granted. `allowed` is the conversation limit counted again (when asked); the debit takes a free
 * message or credits; the ledger row, the message, the conversation's order and the unread count follow the debit
 * (a held message moves neither the order nor the count).
 */
export const STORE_SEND = `
with allowed as (
  select 1 as ok where cast(:unlimited as boolean)
    or exists (select 1 from messages where messages.conversation_id = cast(:conversation as bigint))
    or (select count(*) from conversation_members mine where mine.member_id = cast(:sender as bigint)
          and exists (select 1 from messages where messages.conversation_id = mine.conversation_id)) < cast(:startLimit as integer)
),
debit as (
  update members set credits = credits - cast(:amount as integer), free_messages = free_messages - cast(:free as integer)
  where id = cast(:sender as bigint) and credits >= cast(:amount as integer) and free_messages >= cast(:free as integer)
    and exists (select 1 from allowed)
  returning credits
),
ledger as (
  insert into credit_ledger (member_id, amount, reason, reference, created_at)
  select cast(:sender as bigint), -cast(:amount as integer), cast(:reason as text), null, cast(:at as timestamptz)
  from debit where cast(:charged as boolean)
  returning id
),
message as (
  insert into messages (conversation_id, sender_id, body, sent_at, held, attachment)
  select cast(:conversation as bigint), cast(:sender as bigint), cast(:body as text), cast(:at as timestamptz), cast(:held as boolean), cast(:attachment as jsonb)
  from debit
  returning *
),
ordered as (
  update conversations set last_message_at = cast(:at as timestamptz)
  where id = cast(:conversation as bigint) and not cast(:held as boolean) and exists (select 1 from debit)
  returning id
),
unread as (
  update conversation_members set unread_count = unread_count + 1
  where conversation_id = cast(:conversation as bigint) and member_id = cast(:recipient as bigint)
    and not cast(:held as boolean) and exists (select 1 from debit)
  returning member_id
)
select exists (select 1 from allowed) as allowed, debit.credits as balance, message.*
from (select 1) as one left join debit on true left join message on true`;

type StoreRow = Partial<MessageModel> & { allowed: boolean; balance: number | null };

/** Must run inside the caller's transaction: the lock `open` takes holds until it ends (decision 0050). */
export class PostgresMessageSends implements MessageSends {
  constructor(private readonly db: Knex) {}

  async open(sender: MemberId, conversation: ConversationId): Promise<SendingContext | undefined> {
    const { rows } = await this.db.raw<{ rows: OpenRow[] }>(OPEN_SEND, { sender, conversation });
    const row = rows[0];
    if (!row) return undefined;
    const found = row.c_id !== null;
    return {
      sender: toAccount(row),
      conversation: found
        ? toConversation({ id: row.c_id, member_low: row.c_member_low, member_high: row.c_member_high, created_at: row.c_created_at } as ConversationModel)
        : undefined,
      recipient: row.r_id === null || row.r_status === null ? undefined : { id: memberId(Number(row.r_id)), status: row.r_status },
      blocked: row.blocked,
      started: row.started,
      openConversations: Number(row.open_conversations),
    };
  }

  async store(message: ChargedMessage): Promise<{ message: ChatMessage; balance: Credits } | 'conversation_limit'> {
    const charged = message.charge.kind === 'credits';
    const { rows } = await this.db.raw<{ rows: StoreRow[] }>(STORE_SEND, {
      unlimited: message.startLimit === undefined,
      startLimit: message.startLimit ?? 0,
      conversation: message.conversationId,
      sender: message.senderId,
      recipient: message.recipientId,
      amount: message.charge.kind === 'credits' ? message.charge.amount : 0,
      free: charged ? 0 : 1,
      charged,
      reason: message.charge.kind === 'credits' ? message.charge.reason : 'message',
      at: message.sentAt,
      body: message.body,
      held: message.held,
      attachment: message.attachment ? JSON.stringify(message.attachment) : null,
    });
    const row = rows[0];
    if (!row?.allowed) return 'conversation_limit';
    // Under the lock `open` took, the debit meets the balance the charge was worked out from: it cannot fail.
    if (row.id === null || row.id === undefined || row.balance === null) throw new Error(`member ${message.senderId}: the debit did not match the locked balance`);
    return { message: toMessage(row as MessageModel), balance: credits(row.balance) };
  }
}
