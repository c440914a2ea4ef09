/** The search page's filters, chips and similar results (issue 9). */
export const nlSearch = {
  'search.filters': 'Filters',
  'search.filtersCount': 'Filters ({count})',
  'search.filtersTitle': 'Zoekfilters',
  'search.activeFilters': 'Ingestelde filters',
  'search.removeFilter': 'Filter {label} verwijderen',
  'search.clearFilters': 'Filters wissen',
  'search.showResults': 'Resultaten tonen',
  'search.closeFilters': 'Filters sluiten',
  'search.women': 'Vrouwen',
  'search.men': 'Mannen',
  'search.ageRange': '{min}–{max} jaar',
  'search.ageFrom': 'vanaf {min} jaar',
  'search.ageTo': 'tot {max} jaar',
  'search.loading': 'Leden worden gezocht…',
  'search.similar.title': 'Vergelijkbare profielen',
  'search.similar.region': 'Weinig leden in {region}. Dit zijn leden elders in {country}.',
  'search.similar.age': 'Weinig leden in die leeftijd. Dit zijn leden tot vijf jaar jonger of ouder.',
  'search.similar.country': 'Weinig leden in {country}. Dit zijn leden uit de andere landen.',
  'search.similar.count': '{total, plural, one {# vergelijkbaar profiel} other {# vergelijkbare profielen}}',
  'search.similar.pagination': 'Paginering van de vergelijkbare profielen',
} as const;

export type MessageKeySearch = keyof typeof nlSearch;
