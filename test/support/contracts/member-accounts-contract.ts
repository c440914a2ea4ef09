import { expect, it } from 'vitest';
import { memberId } from '../../../domain/shared/ids';
import { credits } from '../../../domain/shared/quantities';
import { addMember, CONTRACT_NOW, freshWorldEachTest, newMember, profileAsShown, type WorldMaker } from './adapter-world';

/** What every MemberAccounts adapter does (domain/accounts/ports.ts). */
export function memberAccountsContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);
  const nobody = memberId(987_654);

  it('stores a new member as signup gives her: no credits, not premium, visible, not deleted; her profile with her age today', async () => {
    const signupDate = new Date('2026-11-20T08:30:00Z');
    const made = newMember({ email: 'Anna@Example.nl', name: 'Anna', freeMessages: 3, status: 'not_confirmed', signupDate });
    const id = await world().members.create(made);

    const member = await world().members.findById(id);
    expect(member).toEqual({
      id,
      email: 'Anna@Example.nl',
      status: 'not_confirmed',
      credits: 0,
      freeMessages: 3,
      paidUser: false,
      signupDate,
      language: 'nl',
      fictional: false,
      notificationsDisabled: [],
      invisible: false,
      deletedAt: null,
      profile: profileAsShown(made, id, 36),
    });
    expect(CONTRACT_NOW.getTime()).toBeGreaterThan(signupDate.getTime());
  });

  it('gives each member her own id', async () => {
    const ids = [await addMember(world()), await addMember(world()), await addMember(world())];
    expect(new Set(ids).size).toBe(3);
  });

  it('reads the account alone as findById reads it, and locks the same account', async () => {
    const id = await addMember(world(), { freeMessages: 2 });
    const { profile, ...account } = (await world().members.findById(id))!;
    expect(profile.id).toBe(id);
    expect(await world().members.findAccount(id)).toEqual(account);
    expect(await world().transactions.run(({ members }) => members.lock(id))).toEqual(account);
  });

  it('finds nobody for an id or an address no member has', async () => {
    await addMember(world(), { email: 'bram@example.nl' });
    expect(await world().members.findById(nobody)).toBeUndefined();
    expect(await world().members.findAccount(nobody)).toBeUndefined();
    expect(await world().transactions.run(({ members }) => members.lock(nobody))).toBeUndefined();
    expect(await world().members.findByEmail('bra@example.nl')).toBeUndefined();
  });

  it('finds a member by her address whatever its case, with her password hash', async () => {
    const id = await world().members.create({ ...newMember({ email: 'Carla@Example.nl' }), passwordHash: 'argon2-hash-of-carla' });
    const found = await world().members.findByEmail('CARLA@example.NL');
    expect(found).toMatchObject({ id, email: 'Carla@Example.nl', passwordHash: 'argon2-hash-of-carla' });
    expect(found).toEqual({ ...(await world().members.findAccount(id)), passwordHash: 'argon2-hash-of-carla' });
  });

  it('refuses a second account for an address another holds in any case with email_taken, and keeps the first', async () => {
    const first = await addMember(world(), { email: 'dana@example.nl' });
    await expect(world().members.create(newMember({ email: 'DANA@example.nl' }))).rejects.toMatchObject({ code: 'email_taken', field: 'email' });
    expect((await world().members.findByEmail('dana@example.nl'))?.id).toBe(first);
  });

  it('uses one free message at a time, and refuses when none is left', async () => {
    const id = await addMember(world(), { freeMessages: 2 });
    await world().members.useFreeMessage(id);
    expect((await world().members.findAccount(id))?.freeMessages).toBe(1);
    await world().members.useFreeMessage(id);
    await expect(world().members.useFreeMessage(id)).rejects.toThrow();
    expect((await world().members.findAccount(id))?.freeMessages).toBe(0);
  });

  it('refuses a free message of a member who does not exist', async () => {
    await expect(world().members.useFreeMessage(nobody)).rejects.toThrow();
  });

  it('makes a member premium for good, as often as it is asked, and nobody else', async () => {
    const eva = await addMember(world());
    const fay = await addMember(world());
    await world().members.markPaidUser(eva);
    await world().members.markPaidUser(eva);
    await world().members.markPaidUser(nobody);
    expect((await world().members.findAccount(eva))?.paidUser).toBe(true);
    expect((await world().members.findAccount(fay))?.paidUser).toBe(false);
  });

  it('holds a locked member until the transaction ends: parallel read-then-write transactions each see the last one’s write', async () => {
    const id = await addMember(world());
    // Each transaction reads the balance under the lock and books one credit more, named by what it read: without the
    // lock two would read the same balance.
    await Promise.all(
      Array.from({ length: 8 }, () =>
        world().transactions.run(async ({ members, ledger }) => {
          const locked = await members.lock(id);
          await ledger.record({ memberId: id, amount: credits(1), reason: 'correction', reference: `read ${locked!.credits}`, at: CONTRACT_NOW });
        }),
      ),
    );
    const read = (await world().ledger.entriesFor(id)).map((entry) => entry.reference).sort();
    expect(read).toEqual(['read 0', 'read 1', 'read 2', 'read 3', 'read 4', 'read 5', 'read 6', 'read 7']);
  });
}
