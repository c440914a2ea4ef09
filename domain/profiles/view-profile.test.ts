import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';

let world: InMemoryWorld;

beforeEach(() => {
  world = createInMemoryWorld({ now: new Date('2026-11-24T09:00:00Z') });
});

describe('the profile screen\'s profile (issue 9)', () => {
  it('is nothing to others for a member who is blocked either way, deleted, disabled, unconfirmed or invisible', async () => {
    const anna = await world.addMember();
    const invisible = await world.addMember();
    world.store.member(invisible)!.invisible = true;
    const blocker = await world.addMember();
    const blocked = await world.addMember();
    await world.blockMember.run(blocker, anna);
    await world.blockMember.run(anna, blocked);
    const hidden = [
      invisible,
      blocker,
      blocked,
      await world.addMember({ status: 'deleted' }),
      await world.addMember({ profileStatus: 'disabled' }),
      await world.addMember({ status: 'not_confirmed' }),
    ];

    for (const id of hidden) expect(await world.viewProfile.run(id, anna)).toBeUndefined();
  });

  it('shows an invisible member her own profile, and a visitor every listed profile', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember();
    world.store.member(anna)!.invisible = true;

    expect((await world.viewProfile.run(anna, anna))?.id).toBe(anna);
    expect((await world.viewProfile.run(bram, undefined))?.id).toBe(bram);
    expect(await world.viewProfile.run(anna, undefined)).toBeUndefined();
  });
});
