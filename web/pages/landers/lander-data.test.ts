import type { PageContextServer } from 'vike/types';
import type { ApiProfile, ApiSearchPage } from '../../../bff/contract/api-types';
import type { SearchQuery } from '../../../bff/contract/requests';
import { absoluteImageUrl, landerData, memberLanderData, placeOfSlug, visibleFaces } from './lander-data';

const profile = (id: number, city: string, region: string, photo = true): ApiProfile =>
  ({ id, name: `Lid ${id}`, age: 30, country: 'NL', region, city, fictional: id === 3, main_image: photo ? { filename: `p/${id}.jpg`, thumb_filename: `p/${id}-t.jpg` } : null }) as ApiProfile;

const EVERYONE = [profile(1, 'Utrecht', 'Utrecht'), profile(2, 'Haarlem', 'Noord-Holland'), profile(3, 'Amsterdam', 'Noord-Holland'), profile(4, 'Amsterdam', 'Noord-Holland', false)];

function contextWith({ mayBrowse = true, host = 'hartslag.example', cdn = '/media/' } = {}) {
  const searches: SearchQuery[] = [];
  const services = {
    mayBrowseMembers: mayBrowse,
    settings: { niche: 2, countries: ['NL'], cdn_prefix: cdn, domain: 'hartslag.example' },
    regions: { NL: [{ name: 'Noord-Holland', cities: ['Amsterdam', 'Haarlem'] }, { name: 'Utrecht', cities: ['Utrecht'] }] },
    async search(query: SearchQuery) {
      searches.push(query);
      const profiles = EVERYONE.filter((p) => !query.countryregion || p.region === query.countryregion);
      return { profiles } as unknown as ApiSearchPage;
    },
    async profileTeaser(id: number) {
      return EVERYONE.find((p) => p.id === id);
    },
  };
  const pageContext = { services, headers: { host }, routeParams: {} } as unknown as PageContextServer;
  return { pageContext, searches };
}

describe('the landers’ data', () => {
  it('reads the slug’s city from the region data, whatever the niche prefix', () => {
    const { pageContext } = contextWith();
    expect(placeOfSlug(pageContext, 'she-amsterdam')).toEqual({ country: 'NL', region: 'Noord-Holland', city: 'Amsterdam' });
    expect(placeOfSlug(pageContext, 'she-atlantis')).toBeNull();
  });

  it('shows the slug’s region first, its city before the rest of it, and profiles without a photo last', async () => {
    const { pageContext, searches } = contextWith();
    const faces = await visibleFaces(pageContext, { country: 'NL', region: 'Noord-Holland', city: 'Amsterdam' });
    expect(faces.map((face) => face.id)).toEqual([3, 2, 1, 4]);
    expect(searches[0]).toMatchObject({ country: 'NL', countryregion: 'Noord-Holland' });
  });

  it('shows no profiles when the settings let the visitor see none (SPEC §6), and does not search', async () => {
    const { pageContext, searches } = contextWith({ mayBrowse: false });
    expect(await landerData(pageContext, 'she-amsterdam')).toEqual({ place: expect.objectContaining({ city: 'Amsterdam' }), faces: [], shareImage: null });
    expect(searches).toEqual([]);
  });

  it('shares a shown member’s photo as an absolute URL', async () => {
    const { pageContext } = contextWith();
    expect((await landerData(pageContext, undefined)).shareImage).toBe('https://hartslag.example/media/p/1.jpg');
    expect(absoluteImageUrl(contextWith({ host: 'localhost:3000' }).pageContext, 'x.jpg')).toBe('http://localhost:3000/media/x.jpg');
    expect(absoluteImageUrl(contextWith({ cdn: 'https://cdn.example/' }).pageContext, 'x.jpg')).toBe('https://cdn.example/x.jpg');
  });

  it('puts a member’s teaser first and leaves her out of the others around it', async () => {
    const { pageContext } = contextWith();
    (pageContext.routeParams as Record<string, string>).id = '2';
    const data = await memberLanderData(pageContext, undefined);
    expect(data.member).toMatchObject({ id: 2, name: 'Lid 2', city: 'Haarlem' });
    expect(data.faces.map((face) => face.id)).not.toContain(2);
    expect(data.shareImage).toBe('https://hartslag.example/media/p/2.jpg');
  });

  it('answers 404 for a hidden or unknown member', async () => {
    const { pageContext } = contextWith();
    (pageContext.routeParams as Record<string, string>).id = '99';
    await expect(memberLanderData(pageContext, undefined)).rejects.toBeDefined();
  });
});
