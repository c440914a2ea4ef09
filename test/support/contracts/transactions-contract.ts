import { expect, it } from 'vitest';
import type { TransactionScope } from '../../../domain/transactions';
import { credits } from '../../../domain/shared/quantities';
import type { MemberId } from '../../../domain/shared/ids';
import { addMember, CONTRACT_NOW, freshWorldEachTest, newMember, type AdapterWorld, type WorldMaker } from './adapter-world';
import { newMandate, newPayment, newSmsCode } from './orders';

/** What every Transactions adapter does (domain/transactions.ts): all of the work commits, or none of it. */
export function transactionsContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);

  /** One write through each repository of the scope, as a purchase with a message would make them. */
  async function writeThroughEveryRepository(scope: TransactionScope, anna: MemberId, email: string) {
    const bram = await scope.members.create(newMember({ email }));
    await scope.ledger.record({ memberId: anna, amount: credits(100), reason: 'purchase', reference: 'P-TX', at: CONTRACT_NOW });
    await scope.members.markPaidUser(anna);
    const conversation = await scope.conversations.create(anna, bram, CONTRACT_NOW);
    await scope.conversations.addMessage({ conversationId: conversation.id, senderId: anna, recipientId: bram, body: 'Hoi!', sentAt: CONTRACT_NOW, held: false, attachment: null });
    await scope.payments.create(newPayment(anna, 'P-TX', { method: 'sdd', provider: 'direct_debit' }));
    await scope.mandates.add(newMandate(anna, 'P-TX'));
    await scope.smsCodes.add(newSmsCode(anna));
    await scope.outbox.add({ kind: 'sms', to: '+31612345678', text: 'Je code is 123456' });
    return bram;
  }

  /** What writeThroughEveryRepository leaves when it commits; nothing at all when it rolls back. */
  async function written(w: AdapterWorld, anna: MemberId, email: string) {
    const bram = (await w.members.findByEmail(email))?.id;
    const account = await w.members.findAccount(anna);
    return {
      bram: bram !== undefined,
      credits: account?.credits,
      paidUser: account?.paidUser,
      entries: (await w.ledger.entriesFor(anna)).length,
      conversation: bram !== undefined && (await w.conversations.findBetween(anna, bram)) !== undefined,
      chats: (await w.conversations.listFor(anna, CONTRACT_NOW)).length,
      payment: (await w.payments.findForMember('P-TX', anna)) !== undefined,
      smsCode: (await w.smsCodes.latestUnusedFor(anna, '+31612345678')) !== undefined,
      queued: (await w.outboxQueue.counts()).pending,
    };
  }

  it('commits all of the work and answers what the work answered', async () => {
    const anna = await addMember(world());
    const answer = await world().transactions.run(async (scope) => {
      await writeThroughEveryRepository(scope, anna, 'bram@example.nl');
      return 'gelukt';
    });
    expect(answer).toBe('gelukt');
    expect(await written(world(), anna, 'bram@example.nl')).toEqual({ bram: true, credits: 100, paidUser: true, entries: 1, conversation: true, chats: 1, payment: true, smsCode: true, queued: 1 });
  });

  it('leaves nothing of work that throws, and passes on what it threw', async () => {
    const anna = await addMember(world());
    const failure = new Error('de provider antwoordde niet');
    await expect(
      world().transactions.run(async (scope) => {
        await writeThroughEveryRepository(scope, anna, 'bram@example.nl');
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await written(world(), anna, 'bram@example.nl')).toEqual({ bram: false, credits: 0, paidUser: false, entries: 0, conversation: false, chats: 0, payment: false, smsCode: false, queued: 0 });
  });

  it('undoes the writes before a refusal in the same transaction', async () => {
    const carla = await addMember(world());
    await world().ledger.record({ memberId: carla, amount: credits(5), reason: 'purchase', reference: 'P-CARLA', at: CONTRACT_NOW });
    await expect(
      world().transactions.run(async ({ ledger }) => {
        await ledger.record({ memberId: carla, amount: credits(-3), reason: 'message', at: CONTRACT_NOW });
        await ledger.record({ memberId: carla, amount: credits(-3), reason: 'message', at: CONTRACT_NOW });
      }),
    ).rejects.toMatchObject({ code: 'insufficient_credits' });
    expect((await world().members.findAccount(carla))?.credits).toBe(5);
    expect(await world().ledger.entriesFor(carla)).toHaveLength(1);
  });

  it('keeps what an earlier transaction committed when a later one fails', async () => {
    const dana = await addMember(world());
    await world().transactions.run(({ ledger }) => ledger.record({ memberId: dana, amount: credits(20), reason: 'purchase', reference: 'P-DANA', at: CONTRACT_NOW }));
    await expect(
      world().transactions.run(async ({ ledger }) => {
        await ledger.record({ memberId: dana, amount: credits(-5), reason: 'message', at: CONTRACT_NOW });
        throw new Error('later failure');
      }),
    ).rejects.toThrow('later failure');
    expect((await world().members.findAccount(dana))?.credits).toBe(20);
  });

  it('runs transactions side by side without one’s failure undoing the other', async () => {
    const eva = await addMember(world());
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        world().transactions.run(async ({ ledger }) => {
          await ledger.record({ memberId: eva, amount: credits(1), reason: 'correction', reference: `run ${i}`, at: CONTRACT_NOW });
          if (i % 2 === 1) throw new Error(`run ${i} fails`);
        }),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled', 'rejected']);
    expect((await world().ledger.entriesFor(eva)).map((e) => e.reference).sort()).toEqual(['run 0', 'run 2', 'run 4']);
    expect((await world().members.findAccount(eva))?.credits).toBe(3);
  });
}
