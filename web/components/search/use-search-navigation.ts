import { useEffect, type FormEvent, type MouseEvent } from 'react';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { searchHref, searchParamsOf, searchParamsOfHref, type SearchParams } from '../../stores/search-store';
import { useStore } from '../../stores/store-context';

/** The form's filters as the search's parameters, from the first page. */
function paramsOf(form: HTMLFormElement): SearchParams {
  const data = new FormData(form);
  const value = (name: string) => {
    const v = data.get(name);
    return typeof v === 'string' ? v : undefined;
  };
  return { gender: value('gender') ?? '', country: value('country'), countryregion: value('countryregion'), min_age: value('min_age'), max_age: value('max_age') };
}

/**
 * The search's URL as its state (SPEC §3 search state): the search the page shows is the one to come back to; a sent
 * form, a chip or the pager starts a new one (the skeleton shows while it loads).
 */
export function useSearchNavigation(onSearch: () => void) {
  const store = useStore();
  const params = searchParamsOf(usePageContext().urlParsed.search);
  const href = searchHref(params);
  useEffect(() => store.search.remember(searchParamsOfHref(href)), [href, store]);
  return {
    params,
    submit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      onSearch();
      store.search.startSearch();
      void navigate(searchHref(paramsOf(event.currentTarget)));
    },
    /** Links of the pager and the chips are client-side navigations too. */
    onResultsClick(event: MouseEvent) {
      if (event.target instanceof Element && event.target.closest('a[href^="/members?"], a[href="/members"]')) store.search.startSearch();
    },
  };
}
