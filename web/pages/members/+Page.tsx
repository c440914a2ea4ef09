import { Lock, Search, SearchX, SlidersHorizontal } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import { FilterChips, type FilterChip } from '../../components/search/filter-chips';
import { FilterFields } from '../../components/search/filter-fields';
import { ResultPages } from '../../components/search/result-pages';
import { EmptyResults, FilterButton, FilterPanel, ResultCount, SearchColumns } from '../../components/search/search-layout';
import { SimilarResults } from '../../components/search/similar-results';
import { SkeletonCards } from '../../components/search/skeleton-cards';
import { DialogPending } from '../../components/dialog-pending';
import { lazyPart, preloadOn } from '../../components/lazy-part';
import { CardGrid, MemberCard } from '../../components/member-card';
import { Button, ButtonLink, Container, PageTitle } from '../../components/ui';
import { useCountryName } from '../../i18n/country-name';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { searchHref, searchParamsOf, searchParamsOfHref, type SearchParams } from '../../stores/search-store';
import { useSignals } from '../../signals/signals-context';
import { useDistanceText } from '../../components/search/card-distance-text';
import type { MembersData } from './+data';

/** The phone's filter sheet, loaded when first opened (or the pointer or focus comes to its button). */
const FilterSheet = lazyPart(() => import('../../components/search/filter-sheet'));

/** The cards of the first row (four on a desktop, two rows on a phone): their photos load at once, the rest lazily. */
const FIRST_ROW = 4;

/** The form's filters as the search's parameters, from the first page. */
function paramsOf(form: HTMLFormElement): SearchParams {
  const data = new FormData(form);
  const value = (name: string) => {
    const v = data.get(name);
    return typeof v === 'string' ? v : undefined;
  };
  return { gender: value('gender') ?? '', country: value('country'), countryregion: value('countryregion'), min_age: value('min_age'), max_age: value('max_age') };
}

export default observer(function MembersPage() {
  const t = useT();
  const distanceText = useDistanceText();
  const countryName = useCountryName();
  const store = useStore();
  const signals = useSignals();
  const pageContext = usePageContext();
  const { query, results, regions } = useData<MembersData>();
  const params = searchParamsOf(pageContext.urlParsed.search);
  const [sheetOpen, setSheetOpen] = useState(false);
  // The search the page shows is the one to come back to (SPEC §3 search state).
  const href = searchHref(params);
  useEffect(() => store.search.remember(searchParamsOfHref(href)), [href, store]);

  const go = (next: SearchParams) => {
    setSheetOpen(false);
    store.search.startSearch();
    void navigate(searchHref(next));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(paramsOf(event.currentTarget));
  };
  // Links of the pager and the chips are client-side navigations too: the skeleton shows while they load.
  const onResultsClick = (event: React.MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href^="/members?"], a[href="/members"]')) store.search.startSearch();
  };

  const chips: FilterChip[] = [];
  if (query.gender) chips.push({ label: t(query.gender === 'female' ? 'search.women' : 'search.men'), keys: ['gender'] });
  if (query.country) chips.push({ label: countryName(query.country), keys: ['country', 'countryregion'] });
  if (query.countryregion) chips.push({ label: query.countryregion, keys: ['countryregion'] });
  if (query.min_age !== undefined && query.max_age !== undefined) chips.push({ label: t('search.ageRange', { min: query.min_age, max: query.max_age }), keys: ['min_age', 'max_age'] });
  else if (query.min_age !== undefined) chips.push({ label: t('search.ageFrom', { min: query.min_age }), keys: ['min_age'] });
  else if (query.max_age !== undefined) chips.push({ label: t('search.ageTo', { max: query.max_age }), keys: ['max_age'] });
  const values: SearchParams = { ...params, gender: query.gender ?? params.gender };
  const loading = store.search.pending && signals.progress.visible;

  return (
    <Container>
      <PageTitle>{t('search.title')}</PageTitle>
      <FilterButton type="button" $variant="secondary" onClick={() => setSheetOpen(true)} aria-haspopup="dialog" {...preloadOn(FilterSheet)}>
        <SlidersHorizontal size={18} aria-hidden="true" />
        {chips.length > 0 ? t('search.filtersCount', { count: chips.length }) : t('search.filters')}
      </FilterButton>
      {sheetOpen && (
        <Suspense fallback={<DialogPending label={t('search.filtersTitle')} />}>
          <FilterSheet values={values} regions={regions} onSubmit={submit} onClose={() => setSheetOpen(false)} />
        </Suspense>
      )}
      <SearchColumns>
        <FilterPanel method="get" action="/members" role="search" aria-label={t('search.title')} onSubmit={submit}>
          <h2>{t('search.filtersTitle')}</h2>
          <FilterFields prefix="search" values={values} regions={regions} />
          <Button type="submit">
            <Search size={20} aria-hidden="true" />
            {t('search.submit')}
          </Button>
        </FilterPanel>
        <div onClickCapture={onResultsClick}>
          <FilterChips chips={chips} params={params} label={t('search.activeFilters')} removeLabel={(label) => t('search.removeFilter', { label })} />
          {loading ? (
            <SkeletonCards label={t('search.loading')} beside />
          ) : !results ? (
            <EmptyResults>
              <Lock size={40} aria-hidden="true" />
              <h2>{t('search.loggedOutTitle')}</h2>
              <p>{t('search.loggedOutText')}</p>
              <div className="actions">
                <ButtonLink href="/signup">{t('nav.signup')}</ButtonLink>
                <ButtonLink href="/login" $variant="secondary">
                  {t('nav.login')}
                </ButtonLink>
              </div>
            </EmptyResults>
          ) : (
            <>
              {results.profiles.length === 0 ? (
                <EmptyResults>
                  <SearchX size={40} aria-hidden="true" />
                  <p>{t('search.empty')}</p>
                  {chips.length > 0 && (
                    <div className="actions">
                      <ButtonLink href="/members" $variant="secondary">
                        {t('search.clearFilters')}
                      </ButtonLink>
                    </div>
                  )}
                </EmptyResults>
              ) : (
                <>
                  <ResultCount aria-live="polite">{t(results.total_estimated ? 'search.resultsAbout' : 'search.results', { total: results.total })}</ResultCount>
                  <CardGrid $beside data-part="search-results">
                    {results.profiles.map((profile, index) => (
                      <MemberCard key={profile.id} profile={profile} first={index < FIRST_ROW} distance={distanceText(profile.distance)} />
                    ))}
                  </CardGrid>
                  <ResultPages page={results} label={t('search.pagination')} url={(page) => searchHref({ ...params, page: String(page) })} />
                </>
              )}
              {results.similar && results.similar.profiles.length > 0 && <SimilarResults similar={results.similar} query={query} params={params} />}
            </>
          )}
        </div>
      </SearchColumns>
    </Container>
  );
});
