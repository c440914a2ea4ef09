import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import type { SearchParams } from '../../stores/search-store';
import { Button } from '../ui';
import { FilterFields } from './filter-fields';
import { FilterPanel } from './search-layout';

/** The filters' form beside (from md above) the results. */
export function SearchFilterPanel(props: { values: SearchParams; regions: Readonly<Record<string, readonly string[]>>; onSubmit(event: FormEvent<HTMLFormElement>): void }) {
  const t = useT();
  return (
    <FilterPanel method="get" action="/members" role="search" aria-label={t('search.title')} onSubmit={props.onSubmit}>
      <h2>{t('search.filtersTitle')}</h2>
      <FilterFields prefix="search" values={props.values} regions={props.regions} />
      <Button type="submit">
        <Search size={20} aria-hidden="true" />
        {t('search.submit')}
      </Button>
    </FilterPanel>
  );
}
