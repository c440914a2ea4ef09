import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember } from '../../test/support/members';
import { databaseKinds, freshDatabase } from '../../test/support/test-databases';
import type { MemberId } from '../../domain/shared/ids';
import type { Database } from './database';
import { PostgresBlocks } from './postgres-blocks';
import { PostgresConversations } from './postgres-conversations';

const at = new Date('2026-11-23T10:00:00Z');

describe.each(databaseKinds())('PostgresConversations.unreadTotalFor on %s', (kind) => {
  let database: Database;
  let conversations: PostgresConversations;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    conversations = new PostgresConversations(database.knex);
  });
  afterAll(() => database.close());

  /** A new member who wrote `count` delivered messages to `to` (and `held` more that wait for her confirmation). */
  async function writesTo(to: MemberId, count: number, held = 0): Promise<MemberId> {
    const from = (await givenMember(database.knex)).id;
    const conversation = await conversations.create(from, to, at);
    for (let n = 0; n < count + held; n++) {
      await conversations.addMessage({ conversationId: conversation.id, senderId: from, recipientId: to, body: `bericht ${n}`, sentAt: at, held: n >= count, attachment: null });
    }
    return from;
  }
  const listSum = async (member: MemberId) => (await conversations.listFor(member, at)).reduce((sum, chat) => sum + chat.numUnreadMessages, 0);

  it('is the sum of the chat list’s unread counts, held messages not among them', async () => {
    const anna = (await givenMember(database.knex)).id;
    await writesTo(anna, 2);
    await writesTo(anna, 3, 2);
    await writesTo(anna, 0);

    expect(await conversations.unreadTotalFor(anna)).toBe(5);
    expect(await conversations.unreadTotalFor(anna)).toBe(await listSum(anna));
  });

  it('leaves out the conversations the list leaves out: blocked either way, and members others cannot see', async () => {
    const anna = (await givenMember(database.knex)).id;
    const blockedByHer = await writesTo(anna, 1);
    const blockingHer = await writesTo(anna, 2);
    const deleted = await writesTo(anna, 4);
    await writesTo(anna, 3);
    const blocks = new PostgresBlocks(database.knex);
    await blocks.block(anna, blockedByHer, at);
    await blocks.block(blockingHer, anna, at);
    await database.knex('members').where('id', deleted).update({ status: 'deleted' });

    expect(await conversations.unreadTotalFor(anna)).toBe(3);
    expect(await conversations.unreadTotalFor(anna)).toBe(await listSum(anna));
  });

  it('drops a conversation once it is read, and is 0 without conversations', async () => {
    const anna = (await givenMember(database.knex)).id;
    await writesTo(anna, 2);
    const [chat] = await conversations.listFor(anna, at);
    await conversations.markRead(chat!.id, anna);

    expect(await conversations.unreadTotalFor(anna)).toBe(0);
    expect(await conversations.unreadTotalFor((await givenMember(database.knex)).id)).toBe(0);
  });
});
