import type { MessageKeySearch } from './nl-search';

/** The search page's filters, chips and similar results (issue 9). */
export const enSearch: Record<MessageKeySearch, string> = {
  'search.filters': 'Filters',
  'search.filtersCount': 'Filters ({count})',
  'search.filtersTitle': 'Search filters',
  'search.activeFilters': 'Filters set',
  'search.removeFilter': 'Remove filter {label}',
  'search.clearFilters': 'Clear filters',
  'search.showResults': 'Show results',
  'search.closeFilters': 'Close filters',
  'search.women': 'Women',
  'search.men': 'Men',
  'search.ageRange': '{min}–{max} years',
  'search.ageFrom': 'from {min} years',
  'search.ageTo': 'up to {max} years',
  'search.loading': 'Searching members…',
  'search.similar.title': 'Similar profiles',
  'search.similar.region': 'Few members in {region}. These are members elsewhere in {country}.',
  'search.similar.age': 'Few members of that age. These are members up to five years younger or older.',
  'search.similar.country': 'Few members in {country}. These are members from the other countries.',
  'search.similar.count': '{total, plural, one {# similar profile} other {# similar profiles}}',
  'search.similar.pagination': 'Pages of the similar profiles',
};
