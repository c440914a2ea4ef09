import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import type { SearchParams } from '../../stores/search-store';
import { Dialog, dialogContent } from '../signup/dialog';
import { Button } from '../ui';
import { FilterFields } from './filter-fields';

const SheetForm = styled.form`
  ${dialogContent}
`;

/**
 * The search's filters on a phone (SPEC §3), behind the "Filters" button of /members: loaded when first opened
 * (web/pages/members/+Page.tsx), the same form as the wide screen's.
 */
export default function FilterSheet({
  values,
  regions,
  onSubmit,
  onClose,
}: {
  values: SearchParams;
  regions: Readonly<Record<string, readonly string[]>>;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onClose(): void;
}) {
  const t = useT();
  return (
    <Dialog labelledBy="filter-sheet-title" closeLabel={t('search.closeFilters')} onClose={onClose} width={480}>
      <SheetForm method="get" action="/members" role="search" aria-labelledby="filter-sheet-title" onSubmit={onSubmit}>
        <h2 id="filter-sheet-title">{t('search.filtersTitle')}</h2>
        <FilterFields prefix="sheet" values={values} regions={regions} />
        <Button type="submit" $block>
          <Search size={20} aria-hidden="true" />
          {t('search.showResults')}
        </Button>
      </SheetForm>
    </Dialog>
  );
}
