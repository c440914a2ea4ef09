import type { SearchQuery } from '../../../bff/contract/requests';
import { useCountryName } from '../../i18n/country-name';
import { useT } from '../../i18n/use-t';
import type { FilterChip } from './filter-chips';

/** The search's filters she set, each a chip that removes it (gender, country, region, ages). */
export function useFilterChips(query: Partial<SearchQuery>): FilterChip[] {
  const t = useT();
  const countryName = useCountryName();
  const chips: FilterChip[] = [];
  if (query.gender) chips.push({ label: t(query.gender === 'female' ? 'search.women' : 'search.men'), keys: ['gender'] });
  if (query.country) chips.push({ label: countryName(query.country), keys: ['country', 'countryregion'] });
  if (query.countryregion) chips.push({ label: query.countryregion, keys: ['countryregion'] });
  if (query.min_age !== undefined && query.max_age !== undefined) chips.push({ label: t('search.ageRange', { min: query.min_age, max: query.max_age }), keys: ['min_age', 'max_age'] });
  else if (query.min_age !== undefined) chips.push({ label: t('search.ageFrom', { min: query.min_age }), keys: ['min_age'] });
  else if (query.max_age !== undefined) chips.push({ label: t('search.ageTo', { max: query.max_age }), keys: ['max_age'] });
  return chips;
}
