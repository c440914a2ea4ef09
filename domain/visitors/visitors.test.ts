import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';
import { memberId } from '../shared/ids';
import { leavesTrace, VISITOR_DAYS, visitorWindowStart } from './visitors';

let world: InMemoryWorld;

beforeEach(() => {
  world = createInMemoryWorld({ now: new Date('2026-11-27T09:00:00Z') });
});

const DAY = 86_400_000;
const visitors = () => world.useCases.visitors.listVisitors;
const opens = async (viewer: Parameters<typeof world.openProfile.run>[1]['id'], owner: Parameters<typeof world.openProfile.run>[0]) =>
  world.openProfile.run(owner, { ...(await world.members.findById(viewer))! });

describe('who leaves a trace', () => {
  it('is everyone who opens another member\'s profile, never her own and never while invisible', () => {
    expect(leavesTrace({ id: memberId(1), invisible: false }, memberId(2))).toBe(true);
    expect(leavesTrace({ id: memberId(1), invisible: false }, memberId(1))).toBe(false);
    expect(leavesTrace({ id: memberId(1), invisible: true }, memberId(2))).toBe(false);
  });

  it('counts the last 30 days', () => {
    expect(VISITOR_DAYS).toBe(30);
    expect(visitorWindowStart(new Date('2026-11-27T09:00:00Z'))).toEqual(new Date('2026-10-28T09:00:00Z'));
  });
});

describe('Wie bekeek mij', () => {
  it('lists the members who opened her profile, newest first, new until she opened the list', async () => {
    const anna = await world.addMember({ name: 'Anna' });
    const bram = await world.addMember({ name: 'Bram' });
    const carl = await world.addMember({ name: 'Carl' });
    await opens(bram, anna);
    world.clock.advance(60_000);
    await opens(carl, anna);
    await opens(anna, anna);
    expect(await visitors().newCount(anna)).toBe(2);

    expect((await visitors().run(anna)).map((v) => [v.profile.name, v.isNew])).toEqual([
      ['Carl', true],
      ['Bram', true],
    ]);
    expect(await visitors().newCount(anna)).toBe(0);
    expect((await visitors().run(anna)).map((v) => v.isNew)).toEqual([false, false]);
  });

  it('leaves out an invisible member, and views older than 30 days', async () => {
    const anna = await world.addMember();
    const ghost = await world.addMember();
    const bram = await world.addMember();
    world.store.member(ghost)!.invisible = true;
    await opens(ghost, anna);
    await opens(bram, anna);
    expect((await visitors().run(anna)).map((v) => v.profile.id)).toEqual([bram]);

    world.clock.advance(VISITOR_DAYS * DAY + 1);
    expect(await visitors().run(anna)).toEqual([]);
  });

  it('never shows a member blocked either way', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember();
    const carl = await world.addMember();
    await opens(bram, anna);
    await opens(carl, anna);
    await world.blockMember.run(anna, bram);
    await world.blockMember.run(carl, anna);
    expect(await visitors().run(anna)).toEqual([]);
    expect(await visitors().newCount(anna)).toBe(0);
  });

  it('records a view through the API too, on the same rules', async () => {
    const anna = await world.addMember();
    const bram = await world.addMember();
    const record = world.useCases.visitors.recordProfileView;
    await record.run({ id: bram, invisible: true }, anna);
    await record.run({ id: anna, invisible: false }, anna);
    expect(await visitors().newCount(anna)).toBe(0);
    await record.run({ id: bram, invisible: false }, anna);
    expect(await visitors().newCount(anna)).toBe(1);
  });
});
