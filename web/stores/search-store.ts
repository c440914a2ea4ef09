import { makeAutoObservable } from 'mobx';

/** The keys of the search's URL (SPEC §3 search state), in the order the URL writes them. */
export const SEARCH_KEYS = ['gender', 'country', 'countryregion', 'min_age', 'max_age', 'page', 'similar_page'] as const;
export type SearchKey = (typeof SEARCH_KEYS)[number];
export type SearchParams = Partial<Record<SearchKey, string>>;

const STORAGE_KEY = 'hs_search';

/** The search's URL for its parameters; empty ones are left out, except `gender=` (her choice of everyone). */
export function searchHref(params: SearchParams): string {
  const query = new URLSearchParams();
  for (const key of SEARCH_KEYS) {
    const value = params[key];
    if (value !== undefined && (value !== '' || key === 'gender')) query.set(key, value);
  }
  const search = query.toString();
  return search ? `/members?${search}` : '/members';
}

/** The search's own parameters of a URL's query, nothing else. */
export function searchParamsOf(search: Readonly<Record<string, string>>): SearchParams {
  const params: SearchParams = {};
  for (const key of SEARCH_KEYS) if (search[key] !== undefined) params[key] = search[key];
  return params;
}

/** The search's parameters of a URL searchHref made. */
export const searchParamsOfHref = (href: string): SearchParams => searchParamsOf(Object.fromEntries(new URLSearchParams(href.split('?')[1] ?? '')));

/**
 * SPEC §3 search state: the last search (filters and page) survives the way to a profile and back, the navigation and
 * a reload of the tab (sessionStorage), so "Leden zoeken" and "Terug naar zoeken" return to it. `pending` is set
 * while a new search is on its way, for the skeleton cards.
 */
export class SearchStore {
  params: SearchParams = {};
  pending = false;

  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null = null) {
    makeAutoObservable<this, 'storage'>(this, { storage: false });
  }

  get href(): string {
    return searchHref(this.params);
  }

  /** The search the page shows now. */
  remember(params: SearchParams) {
    this.params = params;
    this.pending = false;
    try {
      this.storage?.setItem(STORAGE_KEY, JSON.stringify(params));
    } catch {
      // Storage refused: kept for this page's life only.
    }
  }

  /** After hydration: the tab's last search, so the first render matches the server's. */
  restore() {
    try {
      const stored = JSON.parse(this.storage?.getItem(STORAGE_KEY) ?? 'null') as unknown;
      if (stored && typeof stored === 'object') this.params = searchParamsOf(stored as Record<string, string>);
    } catch {
      // Nothing usable stored.
    }
  }

  startSearch() {
    this.pending = true;
  }
}
