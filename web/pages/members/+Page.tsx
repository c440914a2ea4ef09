import { ChevronLeft, ChevronRight, Lock, Search, SearchX, SlidersHorizontal } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import styled from 'styled-components';
import { useData } from 'vike-react/useData';
import { FilterChips, type FilterChip } from '../../components/search/filter-chips';
import { FilterFields } from '../../components/search/filter-fields';
import { SkeletonCards } from '../../components/search/skeleton-cards';
import { DialogPending } from '../../components/dialog-pending';
import { lazyPart, preloadOn } from '../../components/lazy-part';
import { CardGrid, MemberCard } from '../../components/member-card';
import { Button, ButtonLink, Card, Container, PageTitle } from '../../components/ui';
import { useCountryName } from '../../i18n/country-name';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { up } from '../../theme/theme';
import type { ApiSearchPage, ApiSimilarPage } from '../../../bff/contract/api-types';
import { searchHref, searchParamsOf, searchParamsOfHref, type SearchParams } from '../../stores/search-store';
import { useSignals } from '../../signals/signals-context';
import type { MembersData } from './+data';


/** The phone's filter sheet, loaded when first opened (or the pointer or focus comes to its button). */
const FilterSheet = lazyPart(() => import('../../components/search/filter-sheet'));

/** The cards of the first row (four on a desktop, two rows on a phone): their photos load at once, the rest lazily. */
const FIRST_ROW = 4;
const Filters = styled(Card).attrs({ as: 'form' })`
  display: none;
  ${up('md')} {
    display: grid;
  }
  gap: ${(p) => p.theme.space(1.5)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin-bottom: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(2)};
  ${up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: end;
  }
  ${up('lg')} {
    grid-template-columns: repeat(5, minmax(0, 1fr)) auto;
  }
  button {
    grid-column: 1 / -1;
    ${up('lg')} {
      grid-column: auto;
    }
  }
`;

const Empty = styled(Card)`
  text-align: center;
  padding: ${(p) => p.theme.space(6)} ${(p) => p.theme.space(3)};
  color: ${(p) => p.theme.colors.textMuted};
  svg {
    color: ${(p) => p.theme.colors.primary};
    margin: 0 auto ${(p) => p.theme.space(2)};
  }
  h2 {
    color: ${(p) => p.theme.colors.text};
  }
  .actions {
    display: flex;
    gap: 12px;
    justify-content: center;
    flex-wrap: wrap;
    margin-top: ${(p) => p.theme.space(2)};
  }
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space(2)};
  margin-top: ${(p) => p.theme.space(4)};
  span {
    font-variant-numeric: tabular-nums;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Count = styled.p`
  margin: 0 0 ${(p) => p.theme.space(2)};
  color: ${(p) => p.theme.colors.textMuted};
`;

/** On a phone the filters are behind this button, with the number set. */
const FilterButton = styled(Button)`
  margin-bottom: ${(p) => p.theme.space(2)};
  ${up('md')} {
    display: none;
  }
`;

const Similar = styled.section`
  margin-top: ${(p) => p.theme.space(5)};
  h2 {
    font-size: 20px;
    margin-bottom: 4px;
  }
`;

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
      <Filters method="get" action="/members" role="search" aria-label={t('search.title')} onSubmit={submit}>
        <FilterFields prefix="search" values={values} regions={regions} />
        <Button type="submit">
          <Search size={20} aria-hidden="true" />
          {t('search.submit')}
        </Button>
      </Filters>
      <FilterButton type="button" $variant="secondary" onClick={() => setSheetOpen(true)} aria-haspopup="dialog" {...preloadOn(FilterSheet)}>
        <SlidersHorizontal size={18} aria-hidden="true" />
        {chips.length > 0 ? t('search.filtersCount', { count: chips.length }) : t('search.filters')}
      </FilterButton>
      {sheetOpen && (
        <Suspense fallback={<DialogPending label={t('search.filtersTitle')} />}>
          <FilterSheet values={values} regions={regions} onSubmit={submit} onClose={() => setSheetOpen(false)} />
        </Suspense>
      )}
      <div onClickCapture={onResultsClick}>
        <FilterChips chips={chips} params={params} label={t('search.activeFilters')} removeLabel={(label) => t('search.removeFilter', { label })} />
        {loading ? (
          <SkeletonCards label={t('search.loading')} />
        ) : !results ? (
          <Empty>
            <Lock size={40} aria-hidden="true" />
            <h2>{t('search.loggedOutTitle')}</h2>
            <p>{t('search.loggedOutText')}</p>
            <div className="actions">
              <ButtonLink href="/signup">{t('nav.signup')}</ButtonLink>
              <ButtonLink href="/login" $variant="secondary">
                {t('nav.login')}
              </ButtonLink>
            </div>
          </Empty>
        ) : (
          <>
            {results.profiles.length === 0 ? (
              <Empty>
                <SearchX size={40} aria-hidden="true" />
                <p>{t('search.empty')}</p>
                {chips.length > 0 && (
                  <div className="actions">
                    <ButtonLink href="/members" $variant="secondary">
                      {t('search.clearFilters')}
                    </ButtonLink>
                  </div>
                )}
              </Empty>
            ) : (
              <>
                <Count aria-live="polite">{t(results.total_estimated ? 'search.resultsAbout' : 'search.results', { total: results.total })}</Count>
                <CardGrid>
                  {results.profiles.map((profile, index) => (
                    <MemberCard key={profile.id} profile={profile} first={index < FIRST_ROW} />
                  ))}
                </CardGrid>
                <Pages page={results} label={t('search.pagination')} url={(page) => searchHref({ ...params, page: String(page) })} />
              </>
            )}
            {results.similar && results.similar.profiles.length > 0 && (
              <SimilarResults similar={results.similar} query={query} params={params} />
            )}
          </>
        )}
      </div>
    </Container>
  );
});

/** SPEC §3 similar results: the filters relaxed one step, said in words, paged by their own page number. */
function SimilarResults({ similar, query, params }: { similar: ApiSimilarPage; query: MembersData['query']; params: SearchParams }) {
  const t = useT();
  const countryName = useCountryName();
  const why =
    similar.relaxed === 'region'
      ? t('search.similar.region', { region: query.countryregion ?? '', country: countryName(query.country ?? '') })
      : similar.relaxed === 'age'
        ? t('search.similar.age')
        : t('search.similar.country', { country: countryName(query.country ?? '') });
  return (
    <Similar aria-labelledby="similar-title">
      <h2 id="similar-title">{t('search.similar.title')}</h2>
      <Count>
        {why} {t('search.similar.count', { total: similar.total })}
      </Count>
      <CardGrid>
        {similar.profiles.map((profile) => (
          <MemberCard key={profile.id} profile={profile} />
        ))}
      </CardGrid>
      <Pages page={similar} label={t('search.similar.pagination')} url={(page) => searchHref({ ...params, similar_page: String(page) })} />
    </Similar>
  );
}

/** Previous and next by page number, with "page N of M"; nothing when it all fits on one page. */
function Pages({ page, label, url }: { page: Pick<ApiSearchPage, 'total' | 'page' | 'page_size'>; label: string; url(page: number): string }) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(page.total / page.page_size));
  if (pages <= 1) return null;
  return (
    <Pager aria-label={label}>
      {page.page > 1 && (
        <ButtonLink href={url(page.page - 1)} $variant="secondary" rel="prev">
          <ChevronLeft size={18} aria-hidden="true" />
          {t('search.previous')}
        </ButtonLink>
      )}
      <span>{t('search.pageOf', { page: page.page, pages })}</span>
      {page.page < pages && (
        <ButtonLink href={url(page.page + 1)} $variant="secondary" rel="next">
          {t('search.next')}
          <ChevronRight size={18} aria-hidden="true" />
        </ButtonLink>
      )}
    </Pager>
  );
}
