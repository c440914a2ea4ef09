import { beforeEach, expect, it } from 'vitest';
import type { MemberAccounts, Sessions } from '../../../domain/accounts/ports';
import type { MemberDirectory } from '../../../domain/operators/members/member-directory';
import { memberId } from '../../../domain/shared/ids';
import { CONTRACT_NOW, newMember, type MemberSeed } from './adapter-world';

export interface DirectoryWorld {
  readonly members: MemberAccounts;
  readonly sessions: Sessions;
  readonly directory: MemberDirectory;
}

/** What every MemberDirectory adapter does (decision 0073): the back office's member search and session count. */
export function memberDirectoryContract(make: () => Promise<DirectoryWorld>): void {
  let w: DirectoryWorld;
  beforeEach(async () => {
    w = await make();
  });
  const add = (seed: MemberSeed) => w.members.create(newMember(seed));
  const names = (rows: { name: string }[]) => rows.map((row) => row.name);

  it('finds one member by her id, and no one for an id nobody has', async () => {
    const anna = await add({ email: 'anna@example.nl', name: 'Anna' });
    await add({ email: 'bram@example.nl', name: 'Bram' });
    expect(await w.directory.search({ by: 'id', id: anna }, 50)).toEqual([
      { id: anna, email: 'anna@example.nl', name: 'Anna', status: 'active', credits: 0, signupDate: expect.any(Date) },
    ]);
    expect(await w.directory.search({ by: 'id', id: memberId(anna + 1000) }, 50)).toEqual([]);
  });

  it('finds by the start of an address whatever its case, newest first; % and _ are only themselves', async () => {
    await add({ email: 'Anna.Jansen@example.nl', name: 'Anna J' });
    await add({ email: 'anna.devries@example.nl', name: 'Anna dV' });
    await add({ email: 'hanna@example.nl', name: 'Hanna' });
    await add({ email: 'an_na@example.nl', name: 'Underscore' });
    expect(names(await w.directory.search({ by: 'email', prefix: 'anna.' }, 50))).toEqual(['Anna dV', 'Anna J']);
    expect(names(await w.directory.search({ by: 'email', prefix: 'anna.j' }, 50))).toEqual(['Anna J']);
    expect(names(await w.directory.search({ by: 'email', prefix: 'an_' }, 50))).toEqual(['Underscore']);
    expect(names(await w.directory.search({ by: 'email', prefix: '%' }, 50))).toEqual([]);
  });

  it('finds by a part of a name in any case or the start of an address, each once, at most the limit', async () => {
    await add({ email: 'x1@example.nl', name: 'Johanna' });
    await add({ email: 'anna@example.nl', name: 'Anna' });
    await add({ email: 'y@example.nl', name: 'Bram' });
    await add({ email: 'annabel@example.nl', name: 'Bel' });
    expect(names(await w.directory.search({ by: 'text', text: 'ANNA' }, 50))).toEqual(['Bel', 'Anna', 'Johanna']);
    expect(names(await w.directory.search({ by: 'text', text: 'anna' }, 2))).toEqual(['Bel', 'Anna']);
  });

  it('counts her sessions that have not ended', async () => {
    const anna = await add({ name: 'Anna' });
    const bram = await add({ name: 'Bram' });
    const later = new Date(CONTRACT_NOW.getTime() + 3_600_000);
    await w.sessions.create('a1', { memberId: anna, expiresAt: later });
    await w.sessions.create('a2', { memberId: anna, expiresAt: later });
    await w.sessions.create('a3', { memberId: anna, expiresAt: new Date(CONTRACT_NOW.getTime() - 1) });
    await w.sessions.create('b1', { memberId: bram, expiresAt: later });
    expect(await w.directory.activeSessions(anna, CONTRACT_NOW)).toBe(2);
  });
}
