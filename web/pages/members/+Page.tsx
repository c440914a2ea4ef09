import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useData } from 'vike-react/useData';
import { FilterChips } from '../../components/search/filter-chips';
import { SearchColumns } from '../../components/search/search-layout';
import { SearchFilterPanel } from '../../components/search/search-filter-panel';
import { SearchFilterSheet } from '../../components/search/search-filter-sheet';
import { SearchResults } from '../../components/search/search-results';
import { useFilterChips } from '../../components/search/use-filter-chips';
import { useSearchNavigation } from '../../components/search/use-search-navigation';
import { Container, PageTitle } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import type { SearchParams } from '../../stores/search-store';
import type { MembersData } from './+data';

/** /members (SPEC §3): the filters (a sheet on a phone, a side panel on a desktop), the chips she set, and the results. */
export default observer(function MembersPage() {
  const t = useT();
  const { query, results, regions } = useData<MembersData>();
  const [sheetOpen, setSheetOpen] = useState(false);
  const search = useSearchNavigation(() => setSheetOpen(false));
  const chips = useFilterChips(query);
  const values: SearchParams = { ...search.params, gender: query.gender ?? search.params.gender };
  return (
    <Container>
      <PageTitle>{t('search.title')}</PageTitle>
      <SearchFilterSheet open={sheetOpen} onOpen={() => setSheetOpen(true)} onClose={() => setSheetOpen(false)} count={chips.length} values={values} regions={regions} onSubmit={search.submit} />
      <SearchColumns>
        <SearchFilterPanel values={values} regions={regions} onSubmit={search.submit} />
        <div onClickCapture={search.onResultsClick}>
          <FilterChips chips={chips} params={search.params} label={t('search.activeFilters')} removeLabel={(label) => t('search.removeFilter', { label })} />
          <SearchResults results={results} query={query} params={search.params} filtered={chips.length > 0} />
        </div>
      </SearchColumns>
    </Container>
  );
});
