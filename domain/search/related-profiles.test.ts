import { createInMemoryWorld, type InMemoryWorld } from '../../test/support/in-memory-world';
import { RELATED_PROFILES } from './related-profiles';

let world: InMemoryWorld;

beforeEach(() => {
  world = createInMemoryWorld({ now: new Date('2026-06-15T12:00:00Z') });
});

const profileOf = async (id: Awaited<ReturnType<InMemoryWorld['addMember']>>) => (await world.members.findById(id))!.profile;

describe('related profiles', () => {
  it('are of the viewed profile’s gender, from her region first, then her country, at most six', async () => {
    const viewer = await world.addMember({ gender: 'male' });
    const viewed = await world.addMember({ gender: 'female', region: 'Utrecht', city: 'Utrecht' });
    const sameRegion = await world.addMember({ gender: 'female', region: 'Utrecht', city: 'Utrecht' });
    for (let i = 0; i < 8; i += 1) await world.addMember({ gender: 'female', region: 'Noord-Holland' });
    await world.addMember({ gender: 'male', region: 'Utrecht', city: 'Utrecht' });
    await world.addMember({ gender: 'female', country: 'BE', region: 'Antwerpen', city: 'Antwerpen' });

    const related = await world.relatedProfiles.run(await profileOf(viewed), viewer);

    expect(related).toHaveLength(RELATED_PROFILES);
    expect(related[0]!.id).toBe(sameRegion);
    expect(related.every((p) => p.gender === 'female' && p.country === 'NL')).toBe(true);
    expect(related.map((p) => p.id)).not.toContain(viewed);
  });

  it('never holds the viewer or anyone blocked either way', async () => {
    const viewer = await world.addMember({ gender: 'female' });
    const viewed = await world.addMember({ gender: 'female' });
    const blockedByViewer = await world.addMember({ gender: 'female' });
    const blockingViewer = await world.addMember({ gender: 'female' });
    const other = await world.addMember({ gender: 'female' });
    await world.blockMember.run(viewer, blockedByViewer);
    await world.blockMember.run(blockingViewer, viewer);

    const related = (await world.relatedProfiles.run(await profileOf(viewed), viewer)).map((p) => p.id);

    expect(related).toEqual([other]);
  });
});
