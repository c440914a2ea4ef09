import { expect, it } from 'vitest';
import { memberId } from '../../../domain/shared/ids';
import { addMember, CONTRACT_NOW, freshWorldEachTest, type WorldMaker } from './adapter-world';

const everyone = { minAge: 18, maxAge: 99, page: 1 };

/** What every InvisibleMode adapter does (domain/privacy/ports.ts): the member leaves search, and comes back. */
export function invisibleModeContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);

  it('takes the member out of search and back, and says so on her account', async () => {
    const anna = await addMember(world());
    await world().invisibleMode.setInvisible(anna, true);
    expect((await world().members.findAccount(anna))?.invisible).toBe(true);
    expect((await world().profiles.search(everyone, undefined, CONTRACT_NOW, 24, 100)).counted).toBe(0);

    await world().invisibleMode.setInvisible(anna, false);
    expect((await world().members.findAccount(anna))?.invisible).toBe(false);
    expect((await world().profiles.search(everyone, undefined, CONTRACT_NOW, 24, 100)).counted).toBe(1);
  });

  it('changes nobody else, and nothing for an unknown member', async () => {
    const anna = await addMember(world());
    await world().invisibleMode.setInvisible(memberId(987_654), true);
    expect((await world().members.findAccount(anna))?.invisible).toBe(false);
  });
}
