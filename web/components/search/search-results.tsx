import { Lock, SearchX } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import type { ApiSearchPage } from '../../../bff/contract/api-types';
import type { SearchQuery } from '../../../bff/contract/requests';
import { useT } from '../../i18n/use-t';
import { useSignals } from '../../signals/signals-context';
import { searchHref, type SearchParams } from '../../stores/search-store';
import { useStore } from '../../stores/store-context';
import { CardGrid, MemberCard } from '../member-card';
import { ButtonLink } from '../ui';
import { useDistanceText } from './card-distance-text';
import { ResultPages } from './result-pages';
import { EmptyResults, ResultCount } from './search-layout';
import { SimilarResults } from './similar-results';
import { SkeletonCards } from './skeleton-cards';

/** The cards of the first row (four on a desktop, two rows on a phone): their photos load at once, the rest lazily. */
const FIRST_ROW = 4;

/** The search's results: the skeleton while a new search loads, the way in for a visitor, none found, or the cards and pages. */
export const SearchResults = observer(function SearchResults(props: {
  /** null when visitors may not search. */
  results: ApiSearchPage | null;
  query: Partial<SearchQuery>;
  params: SearchParams;
  filtered: boolean;
}) {
  const t = useT();
  const store = useStore();
  const signals = useSignals();
  const distanceText = useDistanceText();
  const { results, params } = props;
  if (store.search.pending && signals.progress.visible) return <SkeletonCards label={t('search.loading')} beside />;
  if (!results) {
    return (
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
    );
  }
  return (
    <>
      {results.profiles.length === 0 ? (
        <EmptyResults>
          <SearchX size={40} aria-hidden="true" />
          <p>{t(props.filtered ? 'search.empty' : 'search.emptyAll')}</p>
          <div className="actions">
            {props.filtered ? (
              <ButtonLink href="/members" $variant="secondary">
                {t('search.clearFilters')}
              </ButtonLink>
            ) : store.session.loggedIn ? (
              <ButtonLink href="/profile">{t('nav.myProfile')}</ButtonLink>
            ) : (
              <ButtonLink href="/signup">{t('nav.signup')}</ButtonLink>
            )}
          </div>
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
      {results.similar && results.similar.profiles.length > 0 && <SimilarResults similar={results.similar} query={props.query} params={params} />}
    </>
  );
});
