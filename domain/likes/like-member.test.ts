import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';
import type { LiveEvent } from '../realtime/live-event';
import type { MemberId } from '../shared/ids';

let world: InMemoryWorld;

beforeEach(() => {
  // 10:00 in Amsterdam.
  world = createInMemoryWorld({ now: new Date('2026-11-24T09:00:00Z') });
});

const eventsOf = async (member: MemberId) => {
  const seen: LiveEvent[] = [];
  await world.events.subscribe(member, (event) => seen.push(event));
  return seen;
};

describe('liking a member', () => {
  it('stores one like however often it is given, and the liked member gets it as new', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember();

    expect(await world.likeMember.run(anna, bram, 'profile')).toMatchObject({ match: false });
    await world.likeMember.run(anna, bram, 'profile');

    expect((await world.listLikes.run(anna)).given.map((p) => p.id)).toEqual([bram]);
    expect((await world.listLikes.run(bram)).received.map((l) => [l.profile.id, l.isNew])).toEqual([[anna, true]]);
    expect(await world.newLikesTotal.run(bram)).toBe(1);
  });

  it('makes a match when both like each other, and tells both members live', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember();
    const annaHears = await eventsOf(anna);
    const bramHears = await eventsOf(bram);

    await world.likeMember.run(anna, bram, 'profile');
    const second = await world.likeMember.run(bram, anna, 'profile');

    expect(second.match).toBe(true);
    expect((await world.listLikes.run(anna)).matches.map((p) => p.id)).toEqual([bram]);
    expect((await world.listLikes.run(bram)).matches.map((p) => p.id)).toEqual([anna]);
    expect(bramHears).toEqual([{ type: 'like', from: anna }, { type: 'match', with: anna }]);
    expect(annaHears).toEqual([{ type: 'like', from: bram }, { type: 'match', with: bram }]);
  });

  it('ends the match when one takes her like back', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember();
    await world.likeMember.run(anna, bram, 'profile');
    await world.likeMember.run(bram, anna, 'profile');

    await world.unlikeMember.run(anna, bram);

    expect((await world.listLikes.run(bram)).matches).toEqual([]);
    expect((await world.listLikes.run(bram)).given.map((p) => p.id)).toEqual([anna]);
    expect((await world.listLikes.run(anna)).given).toEqual([]);
  });

  it('refuses yourself with invalid_input and a member you may not see with not_found', async () => {
    const anna = await world.addMember();
    const unconfirmed = await world.addMember({ status: 'not_confirmed' });
    const disabled = await world.addMember({ profileStatus: 'disabled' });
    const deleted = await world.addMember({ status: 'deleted' });
    const invisible = await world.addMember();
    world.store.member(invisible)!.invisible = true;
    const blocker = await world.addMember();
    const blocked = await world.addMember();
    await world.blockMember.run(blocker, anna);
    await world.blockMember.run(anna, blocked);

    await expect(world.likeMember.run(anna, anna, 'profile')).rejects.toMatchObject({ code: 'invalid_input', field: 'profile_id' });
    for (const hidden of [unconfirmed, disabled, deleted, invisible, blocker, blocked]) {
      await expect(world.likeMember.run(anna, hidden, 'profile')).rejects.toMatchObject({ code: 'not_found', field: 'profile_id' });
    }
    expect((await world.listLikes.run(anna)).given).toEqual([]);
  });

  it('hides a like from both lists once a block comes between the two', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember();
    await world.likeMember.run(anna, bram, 'profile');

    await world.blockMember.run(bram, anna);

    expect((await world.listLikes.run(bram)).received).toEqual([]);
    expect(await world.newLikesTotal.run(bram)).toBe(0);
    expect((await world.listLikes.run(anna)).given).toEqual([]);
  });

  it('keeps a like of a member who has not confirmed hidden and silent until she confirms', async () => {
    const anna = await world.addMember({ status: 'not_confirmed' });
    const bram = await world.addMember();
    const bramHears = await eventsOf(bram);

    await world.likeMember.run(anna, bram, 'profile');

    expect(bramHears).toEqual([]);
    expect(await world.newLikesTotal.run(bram)).toBe(0);
    // Confirming makes her account and her profile active (SPEC §4).
    const stored = world.store.member(anna)!;
    stored.status = 'active';
    stored.profile = { ...stored.profile, status: 'active' };
    expect(await world.newLikesTotal.run(bram)).toBe(1);
  });
});

describe('like_new (SPEC §4)', () => {
  it('counts a received like as new until the liked member opens the liker\'s profile', async () => {
    const anna = await world.addMember();
    const cas = await world.addMember();
    const bram = await world.addMember();
    await world.likeMember.run(anna, bram, 'profile');
    await world.likeMember.run(cas, bram, 'profile');

    expect(await world.seeLike.run(bram, anna)).toBe(true);

    expect(await world.newLikesTotal.run(bram)).toBe(1);
    expect((await world.listLikes.run(bram)).received.map((l) => [l.profile.id, l.isNew])).toEqual([
      [cas, true],
      [anna, false],
    ]);
    expect(await world.seeLike.run(bram, anna)).toBe(false);
  });
});

describe('the swipe game\'s daily cap', () => {
  it('lets a free member give exactly 4 swipe likes a day, then refuses with swipe_limit and stores nothing', async () => {
    const anna = await world.addMember();
    const others = await Promise.all([1, 2, 3, 4, 5].map(() => world.addMember()));

    const remaining = [];
    for (const other of others.slice(0, 4)) remaining.push((await world.likeMember.run(anna, other, 'swipe')).swipe.remaining);

    expect(remaining).toEqual([3, 2, 1, 0]);
    await expect(world.likeMember.run(anna, others[4]!, 'swipe')).rejects.toMatchObject({ code: 'swipe_limit', details: { limit: 4 } });
    expect((await world.listLikes.run(anna)).given).toHaveLength(4);
  });

  it('does not count a like given on a profile, nor liking the same member twice', async () => {
    const anna = await world.addMember();
    const [bram, cas] = [await world.addMember(), await world.addMember()];

    await world.likeMember.run(anna, bram, 'profile');
    await world.likeMember.run(anna, cas, 'swipe');
    await world.likeMember.run(anna, cas, 'swipe');

    expect(await world.swipeStatus.run(anna)).toEqual({ limit: 4, used: 1, remaining: 3 });
  });

  it('gives a free member 4 new likes the next day in Amsterdam', async () => {
    const anna = await world.addMember();
    const others = await Promise.all([1, 2, 3, 4, 5].map(() => world.addMember()));
    for (const other of others.slice(0, 4)) await world.likeMember.run(anna, other, 'swipe');

    world.clock.set(new Date('2026-11-24T22:59:00Z'));
    await expect(world.likeMember.run(anna, others[4]!, 'swipe')).rejects.toMatchObject({ code: 'swipe_limit' });
    world.clock.set(new Date('2026-11-24T23:00:00Z'));
    expect((await world.likeMember.run(anna, others[4]!, 'swipe')).swipe).toEqual({ limit: 4, used: 1, remaining: 3 });
  });

  it('has no cap for a premium member', async () => {
    const anna = await world.addMember({ paidUser: true });
    const others = await Promise.all([1, 2, 3, 4, 5, 6].map(() => world.addMember()));

    for (const other of others) await world.likeMember.run(anna, other, 'swipe');

    expect(await world.swipeStatus.run(anna)).toEqual({ limit: null, used: 6, remaining: null });
  });
});

describe('the "New like!" popup (auto-like, SPEC §7)', () => {
  it('shows the newest real like not shown yet, each once, then nothing', async () => {
    const anna = await world.addMember();
    const cas = await world.addMember();
    const bram = await world.addMember();
    await world.likeMember.run(anna, bram, 'profile');
    world.clock.advance(60_000);
    await world.likeMember.run(cas, bram, 'profile');

    expect((await world.announceLike.run(bram))?.id).toBe(cas);
    expect((await world.announceLike.run(bram))?.id).toBe(anna);
    expect(await world.announceLike.run(bram)).toBeUndefined();
  });

  it('shows a like that came live to the first tab that asks for it, and never an older like in its place', async () => {
    const anna = await world.addMember();
    const cas = await world.addMember();
    const bram = await world.addMember();
    await world.likeMember.run(anna, bram, 'profile');
    world.clock.advance(60_000);
    await world.likeMember.run(cas, bram, 'profile');

    expect((await world.announceLike.run(bram, cas))?.id).toBe(cas);
    expect(await world.announceLike.run(bram, cas)).toBeUndefined();
    expect((await world.announceLike.run(bram))?.id).toBe(anna);
  });

  it('invents nothing for a member nobody liked', async () => {
    const bram = await world.addMember();
    await world.addMember();

    expect(await world.announceLike.run(bram)).toBeUndefined();
  });
});

describe('the swipe game\'s deck', () => {
  it('deals the gender her own gender and sexuality point to, newest first, without those she liked or passed', async () => {
    const anna = await world.addMember({ gender: 'female', sexuality: 'hetero' });
    const older = await world.addMember({ gender: 'male', signupDate: new Date('2026-01-01T00:00:00Z') });
    const newer = await world.addMember({ gender: 'male', signupDate: new Date('2026-06-01T00:00:00Z') });
    const liked = await world.addMember({ gender: 'male' });
    const passed = await world.addMember({ gender: 'male' });
    await world.addMember({ gender: 'female' });
    await world.likeMember.run(anna, liked, 'profile');

    await world.passMember.run(anna, passed);

    expect((await world.swipeDeck.run(anna)).map((p) => p.id)).toEqual([newer, older]);
  });

  it('deals everyone to a bisexual member, and passing costs no like', async () => {
    const anna = await world.addMember({ gender: 'female', sexuality: 'bi' });
    const bram = await world.addMember({ gender: 'male' });
    const cleo = await world.addMember({ gender: 'female' });

    await world.passMember.run(anna, bram);

    expect((await world.swipeDeck.run(anna)).map((p) => p.id)).toEqual([cleo]);
    expect(await world.swipeStatus.run(anna)).toEqual({ limit: 4, used: 0, remaining: 4 });
  });

  it('refuses to pass on yourself or on a member she may not see', async () => {
    const anna = await world.addMember();
    const hidden = await world.addMember({ status: 'not_confirmed' });

    await expect(world.passMember.run(anna, anna)).rejects.toMatchObject({ code: 'invalid_input', field: 'profile_id' });
    await expect(world.passMember.run(anna, hidden)).rejects.toMatchObject({ code: 'not_found', field: 'profile_id' });
  });
});

describe('the match finder', () => {
  it('ranks the nearest first within the filters, leaves out those she liked, and says how far', async () => {
    const anna = await world.addMember({ gender: 'female', city: 'Amsterdam', region: 'Noord-Holland' });
    const haarlem = await world.addMember({ gender: 'male', city: 'Haarlem', region: 'Noord-Holland' });
    const maastricht = await world.addMember({ gender: 'male', city: 'Maastricht', region: 'Limburg' });
    const liked = await world.addMember({ gender: 'male', city: 'Amsterdam', region: 'Noord-Holland' });
    await world.addMember({ gender: 'female', city: 'Amsterdam' });
    await world.addMember({ gender: 'male', city: 'Haarlem', dateOfBirth: new Date(Date.UTC(1950, 0, 1)) });
    await world.likeMember.run(anna, liked, 'profile');

    const found = await world.findMatches.run(anna, { gender: 'male', minAge: 25, maxAge: 45, country: 'NL' });

    expect(found.map((m) => m.profile.id)).toEqual([haarlem, maastricht]);
    expect(found[0]!.distanceKm).toBeGreaterThan(10);
    expect(found[0]!.distanceKm).toBeLessThan(30);
    expect(found[1]!.distanceKm).toBeGreaterThan(150);
  });
});
