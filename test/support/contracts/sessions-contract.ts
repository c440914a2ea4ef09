import { expect, it } from 'vitest';
import { addMember, freshWorldEachTest, type WorldMaker } from './adapter-world';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute));

/** What every Sessions adapter does (domain/accounts/ports.ts; decision 0004). */
export function sessionsContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);

  it('finds a session by its digest until it expires', async () => {
    const anna = await addMember(world());
    await world().sessions.create('digest-a', { memberId: anna, expiresAt: at(30) });
    expect(await world().sessions.find('digest-a', at(0))).toEqual({ memberId: anna, expiresAt: at(30) });
    expect(await world().sessions.find('digest-a', new Date(at(30).getTime() - 1))).toEqual({ memberId: anna, expiresAt: at(30) });
    expect(await world().sessions.find('digest-a', at(30))).toBeUndefined();
    expect(await world().sessions.find('digest-b', at(0))).toBeUndefined();
  });

  it('finds no session of a deleted member; an unconfirmed member’s, yes', async () => {
    const anna = await addMember(world(), { status: 'not_confirmed' });
    const bram = await addMember(world());
    await world().sessions.create('digest-anna', { memberId: anna, expiresAt: at(30) });
    await world().sessions.create('digest-bram', { memberId: bram, expiresAt: at(30) });
    await world().given.member(bram, { status: 'deleted' });
    expect(await world().sessions.find('digest-anna', at(0))).toEqual({ memberId: anna, expiresAt: at(30) });
    expect(await world().sessions.find('digest-bram', at(0))).toBeUndefined();
  });

  it('refuses a second session under a digest already stored, and keeps the first', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    await world().sessions.create('digest-a', { memberId: anna, expiresAt: at(30) });
    await expect(world().sessions.create('digest-a', { memberId: bram, expiresAt: at(40) })).rejects.toThrow();
    expect(await world().sessions.find('digest-a', at(0))).toEqual({ memberId: anna, expiresAt: at(30) });
  });

  it('ends one session, and nothing when there is none', async () => {
    const anna = await addMember(world());
    await world().sessions.create('digest-1', { memberId: anna, expiresAt: at(30) });
    await world().sessions.create('digest-2', { memberId: anna, expiresAt: at(30) });
    await world().sessions.remove('digest-1');
    await world().sessions.remove('digest-unknown');
    expect(await world().sessions.find('digest-1', at(0))).toBeUndefined();
    expect(await world().sessions.find('digest-2', at(0))).toBeDefined();
  });

  it('ends all of a member’s sessions but the one kept, and no one else’s', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    for (const digest of ['anna-1', 'anna-2', 'anna-3']) await world().sessions.create(digest, { memberId: anna, expiresAt: at(30) });
    await world().sessions.create('bram-1', { memberId: bram, expiresAt: at(30) });

    await world().sessions.removeAllFor(anna, 'anna-2');
    expect(await world().sessions.find('anna-1', at(0))).toBeUndefined();
    expect(await world().sessions.find('anna-2', at(0))).toBeDefined();
    expect(await world().sessions.find('anna-3', at(0))).toBeUndefined();
    expect(await world().sessions.find('bram-1', at(0))).toBeDefined();

    await world().sessions.removeAllFor(anna);
    expect(await world().sessions.find('anna-2', at(0))).toBeUndefined();
    expect(await world().sessions.find('bram-1', at(0))).toBeDefined();
  });
}
