import { expect, it } from 'vitest';
import type { StoredLink } from '../../../domain/accounts/account-links';
import { memberId, type MemberId } from '../../../domain/shared/ids';
import { addMember, freshWorldEachTest, type WorldMaker } from './adapter-world';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute));

/** What every LinkStore adapter does (domain/accounts/account-links.ts; decision 0006). */
export function linkStoreContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);
  const link = (memberId: MemberId, changes: Partial<StoredLink> = {}): StoredLink => ({ memberId, purpose: 'password_reset', expiresAt: at(30), payload: null, ...changes });

  it('gives a link once, as stored, for its purpose', async () => {
    const anna = await addMember(world());
    const stored = link(anna, { purpose: 'email_change', payload: 'nieuw@example.nl' });
    await world().linkStore.save('digest-1', stored, at(0));
    expect(await world().linkStore.consume('digest-1', 'password_reset', at(1))).toBeUndefined();
    expect(await world().linkStore.consume('digest-1', 'email_change', at(1))).toEqual(stored);
    expect(await world().linkStore.consume('digest-1', 'email_change', at(2))).toBeUndefined();
    expect(await world().linkStore.consume('digest-unknown', 'email_change', at(1))).toBeUndefined();
  });

  it('gives no link at or after its expiry', async () => {
    const anna = await addMember(world());
    await world().linkStore.save('digest-1', link(anna), at(0));
    await world().linkStore.save('digest-2', link(anna), at(0));
    expect(await world().linkStore.consume('digest-1', 'password_reset', at(30))).toBeUndefined();
    expect(await world().linkStore.consume('digest-2', 'password_reset', new Date(at(30).getTime() - 1))).toEqual(link(anna));
  });

  it('voids the unused links of a member and a purpose, and no others', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    await world().linkStore.save('anna-reset-1', link(anna), at(0));
    await world().linkStore.save('anna-reset-2', link(anna), at(1));
    await world().linkStore.save('anna-activation', link(anna, { purpose: 'activation' }), at(0));
    await world().linkStore.save('bram-reset', link(bram), at(0));

    await world().linkStore.voidAll(anna, 'password_reset');
    expect(await world().linkStore.consume('anna-reset-1', 'password_reset', at(2))).toBeUndefined();
    expect(await world().linkStore.consume('anna-reset-2', 'password_reset', at(2))).toBeUndefined();
    expect(await world().linkStore.consume('anna-activation', 'activation', at(2))).toBeDefined();
    expect(await world().linkStore.consume('bram-reset', 'password_reset', at(2))).toBeDefined();
  });

  it('refuses a second link under a digest already stored', async () => {
    const anna = await addMember(world());
    await world().linkStore.save('digest-1', link(anna), at(0));
    await expect(world().linkStore.save('digest-1', link(anna, { purpose: 'activation' }), at(1))).rejects.toThrow();
    expect(await world().linkStore.consume('digest-1', 'activation', at(2))).toBeUndefined();
  });

  it('stores nothing for a member who does not exist', async () => {
    await world().linkStore.save('digest-1', link(memberId(987_654)), at(0));
    expect(await world().linkStore.consume('digest-1', 'password_reset', at(1))).toBeUndefined();
  });

  it('loses a member’s links when she is purged', async () => {
    const anna = await addMember(world());
    await world().linkStore.save('digest-1', link(anna, { purpose: 'reactivation' }), at(0));
    await world().closures.markDeleted(anna, { at: at(0), reason: 'other', statusBefore: 'active' });
    await world().closures.purge(anna, at(0));
    expect(await world().linkStore.consume('digest-1', 'reactivation', at(1))).toBeUndefined();
  });

  it('gives one link to only one of two clicks at once', async () => {
    const anna = await addMember(world());
    await world().linkStore.save('digest-1', link(anna), at(0));
    const answers = await Promise.all([world().linkStore.consume('digest-1', 'password_reset', at(1)), world().linkStore.consume('digest-1', 'password_reset', at(1))]);
    expect(answers.filter((a) => a !== undefined)).toHaveLength(1);
  });
}
