import { SearchStore, searchHref, searchParamsOfHref } from './search-store';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
};

describe('the search state', () => {
  it('writes the search’s URL in one order, keeping gender= (everyone) and leaving out empty filters', () => {
    expect(searchHref({ page: '2', country: 'NL', gender: 'female', countryregion: '' })).toBe('/members?gender=female&country=NL&page=2');
    expect(searchHref({ gender: '' })).toBe('/members?gender=');
    expect(searchHref({})).toBe('/members');
    expect(searchParamsOfHref('/members?gender=&country=BE&utm_source=x')).toEqual({ gender: '', country: 'BE' });
  });

  it('returns to the last search: its href, and after a reload of the tab', () => {
    const storage = memoryStorage();
    const search = new SearchStore(storage);
    expect(search.href).toBe('/members');
    search.remember({ gender: 'female', country: 'NL', min_age: '30', page: '3' });
    expect(search.href).toBe('/members?gender=female&country=NL&min_age=30&page=3');

    const reloaded = new SearchStore(storage);
    expect(reloaded.href).toBe('/members');
    reloaded.restore();
    expect(reloaded.href).toBe('/members?gender=female&country=NL&min_age=30&page=3');
  });

  it('is pending from the start of a new search until the page shows it', () => {
    const search = new SearchStore(null);
    search.startSearch();
    expect(search.pending).toBe(true);
    search.remember({ country: 'DE' });
    expect(search.pending).toBe(false);
  });

  it('works without storage, and ignores what it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem('hs_search', '{not json');
    const search = new SearchStore(storage);
    search.restore();
    expect(search.href).toBe('/members');
  });
});
