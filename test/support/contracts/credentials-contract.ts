import { expect, it } from 'vitest';
import { memberId } from '../../../domain/shared/ids';
import { addMember, freshWorldEachTest, newMember, type WorldMaker } from './adapter-world';

/** What every Credentials adapter does (domain/accounts/credentials.ts). */
export function credentialsContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);

  it('gives the password hash of a member who is not deleted', async () => {
    const anna = await world().members.create({ ...newMember(), passwordHash: 'hash-van-anna' });
    const bram = await addMember(world());
    await world().given.member(bram, { status: 'deleted' });
    expect(await world().credentials.passwordHashOf(anna)).toBe('hash-van-anna');
    expect(await world().credentials.passwordHashOf(bram)).toBeUndefined();
    expect(await world().credentials.passwordHashOf(memberId(987_654))).toBeUndefined();
  });

  it('stores a new password hash, which login reads', async () => {
    const anna = await addMember(world(), { email: 'anna@example.nl' });
    await world().credentials.setPasswordHash(anna, 'nieuwe-hash');
    expect(await world().credentials.passwordHashOf(anna)).toBe('nieuwe-hash');
    expect((await world().members.findByEmail('anna@example.nl'))?.passwordHash).toBe('nieuwe-hash');
  });

  it('changes the address, also to her own in another case', async () => {
    const anna = await addMember(world(), { email: 'anna@example.nl' });
    expect(await world().credentials.setEmail(anna, 'Anna@Example.nl')).toBe('changed');
    expect(await world().credentials.setEmail(anna, 'anna.de.vries@example.nl')).toBe('changed');
    expect((await world().members.findAccount(anna))?.email).toBe('anna.de.vries@example.nl');
    expect(await world().members.findByEmail('anna@example.nl')).toBeUndefined();
  });

  it('answers taken for an address another account holds in any case, and changes nothing', async () => {
    const anna = await addMember(world(), { email: 'anna@example.nl' });
    await addMember(world(), { email: 'bram@example.nl' });
    expect(await world().credentials.setEmail(anna, 'BRAM@example.nl')).toBe('taken');
    expect((await world().members.findAccount(anna))?.email).toBe('anna@example.nl');
  });

  it('gives an address to one of two members who ask for it at once', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    const answers = await Promise.all([world().credentials.setEmail(anna, 'samen@example.nl'), world().credentials.setEmail(bram, 'SAMEN@example.nl')]);
    expect([...answers].sort()).toEqual(['changed', 'taken']);
  });

  it('tells whether an address is taken, whatever its case and spaces around it; a deleted account keeps hers', async () => {
    const carla = await addMember(world(), { email: 'carla@example.nl' });
    await world().given.member(carla, { status: 'deleted' });
    expect(await world().credentials.isEmailTaken(' CARLA@example.nl ')).toBe(true);
    expect(await world().credentials.isEmailTaken('carla2@example.nl')).toBe(false);
  });
}
