import { expect, it } from 'vitest';
import type { AccountScope } from '../../../domain/accounts/activation';
import { memberId, type ConversationId, type MemberId } from '../../../domain/shared/ids';
import { addMember, CONTRACT_NOW, freshWorldEachTest, newMember, type WorldMaker } from './adapter-world';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute));

/**
 * What every adapter of the signup and activation area does (domain/accounts/activation.ts): AccountActivation,
 * Invites, and AccountTransactions, whose scope commits or rolls back with the shared one.
 */
export function accountActivationContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);
  const inAccountScope = <T>(work: (scope: AccountScope) => Promise<T>): Promise<T> => world().accountTransactions.run(work);

  it('confirms a member waiting for it, once, and nobody else', async () => {
    const anna = await addMember(world(), { status: 'not_confirmed' });
    const bram = await addMember(world());
    const carl = await addMember(world(), { status: 'not_confirmed' });
    await world().given.member(carl, { status: 'deleted' });
    expect(await inAccountScope(({ activation }) => activation.confirm(anna))).toBe(true);
    expect(await inAccountScope(({ activation }) => activation.confirm(anna))).toBe(false);
    expect(await inAccountScope(({ activation }) => activation.confirm(bram))).toBe(false);
    expect(await inAccountScope(({ activation }) => activation.confirm(carl))).toBe(false);
    expect(await inAccountScope(({ activation }) => activation.confirm(memberId(987_654)))).toBe(false);
    expect((await world().members.findAccount(anna))?.status).toBe('active');
    expect((await world().members.findAccount(carl))?.status).toBe('deleted');
  });

  it('makes her profile, disabled while she had not confirmed (seen by nobody, SPEC §4), active', async () => {
    const anna = await addMember(world(), { status: 'not_confirmed' });
    expect((await world().members.findById(anna))?.profile.status).toBe('disabled');
    await inAccountScope(({ activation }) => activation.confirm(anna));
    expect((await world().members.findById(anna))?.profile.status).toBe('active');
  });

  it('delivers her held messages oldest first, each to its recipient: unread, and moving the chat up', async () => {
    const anna = await addMember(world(), { status: 'not_confirmed' });
    const bram = await addMember(world());
    const carl = await addMember(world());
    const dirk = await addMember(world());
    const withBram = await world().conversations.create(anna, bram, at(0));
    const withCarl = await world().conversations.create(anna, carl, at(0));
    const bramAndDirk = await world().conversations.create(bram, dirk, at(0));
    const send = (conversation: { readonly id: ConversationId }, from: MemberId, to: MemberId, body: string, minute: number, held: boolean) =>
      world().conversations.addMessage({ conversationId: conversation.id, senderId: from, recipientId: to, body, sentAt: at(minute), held, attachment: null });
    await send(bramAndDirk, dirk, bram, 'van Dirk', 3, false);
    const first = await send(withBram, anna, bram, 'een', 1, true);
    const second = await send(withCarl, anna, carl, 'twee', 2, true);
    const third = await send(withBram, anna, bram, 'drie', 5, true);
    // Someone else's held message stays held.
    await send(bramAndDirk, bram, dirk, 'van Bram, vastgehouden', 4, true);

    const released = await inAccountScope(async ({ activation }) => {
      await activation.confirm(anna);
      return activation.releaseHeldFrom(anna);
    });

    expect(released).toEqual([
      { recipientId: bram, message: { ...first, held: false } },
      { recipientId: carl, message: { ...second, held: false } },
      { recipientId: bram, message: { ...third, held: false } },
    ]);
    expect(await world().conversations.unreadOf(withBram.id, bram)).toBe(2);
    expect(await world().conversations.unreadOf(withCarl.id, carl)).toBe(1);
    expect((await world().conversations.messagesFor(withBram.id, bram, 10)).map((m) => m.body)).toEqual(['een', 'drie']);
    expect((await world().conversations.listFor(bram, CONTRACT_NOW)).map((c) => [c.profile.id, c.lastMessage?.body])).toEqual([
      [anna, 'drie'],
      [dirk, 'van Bram, vastgehouden'],
    ]);
    expect((await world().conversations.messagesFor(bramAndDirk.id, dirk, 10)).map((m) => m.body)).toEqual(['van Dirk']);
    expect(await inAccountScope(({ activation }) => activation.releaseHeldFrom(anna))).toEqual([]);
  });

  it('lets an invite code be claimed once, and no code that does not exist', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    await world().given.invite('UITNODIGING-1');
    expect(await inAccountScope(({ invites }) => invites.claim('UITNODIGING-2', anna, at(0)))).toBe(false);
    expect(await inAccountScope(({ invites }) => invites.claim('UITNODIGING-1', anna, at(0)))).toBe(true);
    expect(await inAccountScope(({ invites }) => invites.claim('UITNODIGING-1', bram, at(1)))).toBe(false);
  });

  it('gives an invite code to one of two signups that claim it at once', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    await world().given.invite('SAMEN');
    const claims = await Promise.all([anna, bram].map((member) => inAccountScope(({ invites }) => invites.claim('SAMEN', member, at(0)))));
    expect([...claims].sort()).toEqual([false, true]);
  });

  it('commits the area’s work with the shared scope’s: the member, her invite, her link, her confirmation', async () => {
    await world().given.invite('WELKOM');
    const anna = await inAccountScope(async ({ members, invites, linkStore, activation, tracking }) => {
      const id = await members.create(newMember({ email: 'anna@example.nl', status: 'not_confirmed' }));
      await invites.claim('WELKOM', id, at(0));
      await tracking.attach(id, { network: 'n', ref: null, sub1: null, sub2: null, sub3: null }, at(0));
      await linkStore.save('activation-digest', { memberId: id, purpose: 'activation', expiresAt: at(30), payload: null }, at(0));
      await activation.confirm(id);
      return id;
    });
    expect((await world().members.findByEmail('anna@example.nl'))?.status).toBe('active');
    expect(await inAccountScope(({ invites }) => invites.claim('WELKOM', anna, at(1)))).toBe(false);
    expect(await world().linkStore.consume('activation-digest', 'activation', at(1))).toMatchObject({ memberId: anna });
  });

  it('leaves nothing of the area’s work when it throws: no member, the invite unused, no link, no confirmation', async () => {
    const bram = await addMember(world(), { status: 'not_confirmed' });
    await world().given.invite('WELKOM');
    await expect(
      inAccountScope(async ({ members, invites, linkStore, activation, tracking }) => {
        const id = await members.create(newMember({ email: 'anna@example.nl' }));
        await invites.claim('WELKOM', id, at(0));
        await tracking.attach(id, { network: 'n', ref: null, sub1: null, sub2: null, sub3: null }, at(0));
        await linkStore.save('activation-digest', { memberId: bram, purpose: 'activation', expiresAt: at(30), payload: null }, at(0));
        await activation.confirm(bram);
        throw new Error('de mail kon niet in de outbox');
      }),
    ).rejects.toThrow('de mail kon niet in de outbox');
    expect(await world().members.findByEmail('anna@example.nl')).toBeUndefined();
    expect((await world().members.findAccount(bram))?.status).toBe('not_confirmed');
    expect(await world().linkStore.consume('activation-digest', 'activation', at(1))).toBeUndefined();
    expect(await inAccountScope(({ invites }) => invites.claim('WELKOM', bram, at(1)))).toBe(true);
  });
}
