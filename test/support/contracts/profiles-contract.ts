import { expect, it } from 'vitest';
import { memberId, type MemberId } from '../../../domain/shared/ids';
import type { SearchCriteria } from '../../../domain/search/search-criteria';
import { addMember, CONTRACT_NOW, freshWorldEachTest, newMember, profileAsShown, type MemberSeed, type WorldMaker } from './adapter-world';

const today = CONTRACT_NOW;
const signedUp = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute));
const everyone: SearchCriteria = { minAge: 18, maxAge: 99, page: 1 };

/** What every Profiles and ProfileSearch adapter does (domain/profiles/profile.ts, domain/search/search-members.ts; decisions 0021, 0024). */
export function profilesContract(make: WorldMaker): void {
  const world = freshWorldEachTest(make);
  const ids = (profiles: readonly { readonly id: MemberId }[]) => profiles.map((p) => p.id);
  const search = async (criteria: Partial<SearchCriteria>, searcher?: MemberId, pageSize = 24, countUpTo = 100) =>
    world().profiles.search({ ...everyone, ...criteria }, searcher, today, pageSize, countUpTo);

  /** Members hidden from search one way each, for the searcher: none of them is ever found. */
  async function hiddenFrom(searcher: MemberId, seed: MemberSeed = {}) {
    const hidden = {
      disabled: await addMember(world(), seed),
      deleted: await addMember(world(), seed),
      unconfirmed: await addMember(world(), seed),
      invisible: await addMember(world(), seed),
      blockedByHer: await addMember(world(), seed),
      blockingHer: await addMember(world(), seed),
    };
    await world().given.member(hidden.disabled, { profileStatus: 'disabled' });
    await world().given.member(hidden.deleted, { status: 'deleted' });
    await world().given.member(hidden.unconfirmed, { status: 'not_confirmed' });
    await world().invisibleMode.setInvisible(hidden.invisible, true);
    await world().blocks.block(searcher, hidden.blockedByHer, today);
    await world().blocks.block(hidden.blockingHer, searcher, today);
    return hidden;
  }

  it('shows a profile as others see it: no address, no birth date, her age today', async () => {
    const made = newMember({ name: 'Anna', dateOfBirth: new Date('1996-11-26T00:00:00Z'), region: 'Utrecht' });
    const anna = await world().members.create(made);
    expect(await world().profiles.findVisible(anna, undefined, today)).toEqual(profileAsShown(made, anna, 30));
    expect((await world().profiles.findVisible(await addMember(world(), { dateOfBirth: new Date('1996-11-27T00:00:00Z') }), undefined, today))?.age).toBe(29);
  });

  it('hides a disabled profile, a deleted or unconfirmed member, and a member blocked either way, from the viewer; not an invisible one (she still chats)', async () => {
    const viewer = await addMember(world());
    const other = await addMember(world());
    const hidden = await hiddenFrom(viewer);
    for (const [why, member] of Object.entries(hidden)) {
      const shown = why === 'invisible';
      expect([why, (await world().profiles.findVisible(member, viewer, today)) !== undefined]).toEqual([why, shown]);
    }
    expect(await world().profiles.findVisible(hidden.blockedByHer, other, today)).toBeDefined();
    expect(await world().profiles.findVisible(hidden.blockingHer, undefined, today)).toBeDefined();
    expect(await world().profiles.findVisible(memberId(987_654), viewer, today)).toBeUndefined();
  });

  it('shows an unconfirmed member her own profile, and an invisible one hers on the profile screen', async () => {
    const anna = await addMember(world(), { status: 'not_confirmed' });
    const bram = await addMember(world());
    await world().invisibleMode.setInvisible(bram, true);
    expect((await world().profiles.findVisible(anna, anna, today))?.id).toBe(anna);
    expect((await world().profiles.findListed(anna, anna, today))?.id).toBe(anna);
    expect((await world().profiles.findListed(bram, bram, today))?.id).toBe(bram);
  });

  it('leaves an invisible member off the profile screen of others, and lists her again once she is visible', async () => {
    const anna = await addMember(world());
    const bram = await addMember(world());
    await world().invisibleMode.setInvisible(bram, true);
    expect(await world().profiles.findListed(bram, anna, today)).toBeUndefined();
    expect(await world().profiles.findListed(bram, undefined, today)).toBeUndefined();
    expect((await world().profiles.findVisible(bram, anna, today))?.id).toBe(bram);
    await world().invisibleMode.setInvisible(bram, false);
    expect((await world().profiles.findListed(bram, anna, today))?.id).toBe(bram);
  });

  it('lists on the profile screen what findVisible shows, less the invisible', async () => {
    const viewer = await addMember(world());
    const hidden = await hiddenFrom(viewer);
    for (const member of Object.values(hidden)) expect(await world().profiles.findListed(member, viewer, today)).toBeUndefined();
  });

  it('finds the active profiles others see, newest member first, never the searcher nor anyone hidden from her', async () => {
    const searcher = await addMember(world(), { signupDate: signedUp(0) });
    const first = await addMember(world(), { signupDate: signedUp(1) });
    const second = await addMember(world(), { signupDate: signedUp(3) });
    const third = await addMember(world(), { signupDate: signedUp(2) });
    const sameMoment = await addMember(world(), { signupDate: signedUp(3) });
    await hiddenFrom(searcher, { signupDate: signedUp(4) });

    const found = await search({}, searcher);
    expect(ids(found.profiles)).toEqual([sameMoment, second, third, first]);
    expect(found.counted).toBe(4);
    expect(found.estimate).toBeUndefined();
    expect(ids(await world().profiles.newest(everyone, searcher, today, 2))).toEqual([sameMoment, second]);
  });

  it('counts the matches that joined since a moment, never the searcher nor anyone hidden, up to countUpTo + 1', async () => {
    const since = signedUp(2);
    const searcher = await addMember(world(), { signupDate: signedUp(5) });
    await addMember(world(), { signupDate: signedUp(1) });
    await addMember(world(), { signupDate: signedUp(2) });
    await addMember(world(), { signupDate: signedUp(3), gender: 'male' });
    await hiddenFrom(searcher, { signupDate: signedUp(4) });
    expect(await world().profiles.countJoinedSince(everyone, searcher, today, since, 100)).toBe(2);
    expect(await world().profiles.countJoinedSince({ ...everyone, gender: 'male' }, searcher, today, since, 100)).toBe(1);
    expect(await world().profiles.countJoinedSince(everyone, searcher, today, since, 0)).toBe(1);
    expect(await world().profiles.countJoinedSince(everyone, searcher, today, signedUp(6), 100)).toBe(0);
  });

  it('finds for a visitor every profile others see, blocked or not', async () => {
    const anna = await addMember(world(), { signupDate: signedUp(1) });
    const bram = await addMember(world(), { signupDate: signedUp(2) });
    await world().blocks.block(anna, bram, today);
    expect(ids((await search({})).profiles)).toEqual([bram, anna]);
  });

  it('keeps to the gender, the country, the region and the ages asked, both ages included', async () => {
    const searcher = await addMember(world(), { gender: 'male' });
    const match = await addMember(world(), { gender: 'female', country: 'NL', region: 'Utrecht', dateOfBirth: new Date('1996-11-26T00:00:00Z') });
    const oldest = await addMember(world(), { gender: 'female', country: 'NL', region: 'Utrecht', dateOfBirth: new Date('1986-11-27T00:00:00Z') });
    await addMember(world(), { gender: 'female', country: 'NL', region: 'Utrecht', dateOfBirth: new Date('1986-11-26T00:00:00Z') }); // 40 today
    await addMember(world(), { gender: 'female', country: 'NL', region: 'Utrecht', dateOfBirth: new Date('1996-11-27T00:00:00Z') }); // 29 today
    await addMember(world(), { gender: 'male', country: 'NL', region: 'Utrecht' });
    await addMember(world(), { gender: 'female', country: 'BE', region: 'Utrecht' });
    await addMember(world(), { gender: 'female', country: 'NL', region: 'Noord-Holland' });

    const found = await search({ gender: 'female', country: 'NL', countryregion: 'Utrecht', minAge: 30, maxAge: 39 }, searcher);
    expect(ids(found.profiles).sort()).toEqual([match, oldest].sort());
    expect(found.counted).toBe(2);
    expect((await search({ gender: 'male' }, searcher)).counted).toBe(1);
    expect((await search({ country: 'BE' }, searcher)).counted).toBe(1);
  });

  it('pages the matches, and counts up to one past the limit, with an estimate of all beyond it', async () => {
    const found: MemberId[] = [];
    for (let minute = 0; minute < 7; minute++) found.unshift(await addMember(world(), { signupDate: signedUp(minute) }));

    const first = await search({ page: 1 }, undefined, 3, 10);
    const third = await search({ page: 3 }, undefined, 3, 10);
    expect(ids(first.profiles)).toEqual(found.slice(0, 3));
    expect(ids(third.profiles)).toEqual(found.slice(6, 7));
    expect(first.counted).toBe(7);
    expect(ids((await search({ page: 4 }, undefined, 3, 10)).profiles)).toEqual([]);

    const beyond = await search({ page: 1 }, undefined, 3, 5);
    expect(beyond.counted).toBe(6);
    expect(beyond.estimate).toEqual(expect.any(Number));
    expect((await search({ page: 1 }, undefined, 3, 7)).estimate).toBeUndefined();
  });

  it('gives the newest matches of a search, uncounted, as the first page of the search', async () => {
    const searcher = await addMember(world(), { gender: 'male' });
    for (let minute = 0; minute < 5; minute++) await addMember(world(), { signupDate: signedUp(minute), region: minute < 2 ? 'Utrecht' : 'Noord-Holland' });
    const criteria = { gender: 'female', country: 'NL', minAge: 18, maxAge: 99 } as const;
    expect(ids(await world().profiles.newest(criteria, searcher, today, 3))).toEqual(ids((await search({ ...criteria, page: 1 }, searcher, 3)).profiles));
    expect(await world().profiles.newest({ ...criteria, countryregion: 'Utrecht' }, searcher, today, 10)).toHaveLength(2);
  });

  it('gives the newest of a region first and, only when they are too few, the newest of the country after them, each once', async () => {
    const searcher = await addMember(world(), { gender: 'male' });
    const made: MemberId[] = [];
    for (let minute = 0; minute < 6; minute++) made.unshift(await addMember(world(), { signupDate: signedUp(minute), region: minute % 3 === 0 ? 'Utrecht' : 'Noord-Holland' }));
    const [, , utrecht3, , , utrecht0] = made; // newest first: minutes 5, 4, 3 (Utrecht), 2, 1, 0 (Utrecht)
    const criteria = { gender: 'female', country: 'NL', minAge: 18, maxAge: 99 } as const;
    const others = made.filter((id) => id !== utrecht3 && id !== utrecht0);
    expect(ids(await world().profiles.newestInRegionFirst(criteria, 'Utrecht', searcher, today, 3))).toEqual([utrecht3, utrecht0, ...others]);
    expect(ids(await world().profiles.newestInRegionFirst(criteria, 'Utrecht', searcher, today, 2))).toEqual([utrecht3, utrecht0]);
    expect(ids(await world().profiles.newestInRegionFirst(criteria, 'Utrecht', searcher, today, 1))).toEqual([utrecht3]);
  });
}
