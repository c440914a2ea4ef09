import { SlidersHorizontal } from 'lucide-react';
import { Suspense, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import type { SearchParams } from '../../stores/search-store';
import { DialogPending } from '../dialog-pending';
import { lazyPart, preloadOn } from '../lazy-part';
import { FilterButton } from './search-layout';

/** The phone's filter sheet, loaded when first opened (or the pointer or focus comes to its button). */
const FilterSheet = lazyPart(() => import('./filter-sheet'));

/** On a phone: the button with the number of filters set, and the sheet it opens. */
export function SearchFilterSheet(props: {
  open: boolean;
  onOpen(): void;
  onClose(): void;
  count: number;
  values: SearchParams;
  regions: Readonly<Record<string, readonly string[]>>;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}) {
  const t = useT();
  return (
    <>
      <FilterButton type="button" $variant="secondary" onClick={props.onOpen} aria-haspopup="dialog" {...preloadOn(FilterSheet)}>
        <SlidersHorizontal size={18} aria-hidden="true" />
        {props.count > 0 ? t('search.filtersCount', { count: props.count }) : t('search.filters')}
      </FilterButton>
      {props.open && (
        <Suspense fallback={<DialogPending label={t('search.filtersTitle')} />}>
          <FilterSheet values={props.values} regions={props.regions} onSubmit={props.onSubmit} onClose={props.onClose} />
        </Suspense>
      )}
    </>
  );
}
