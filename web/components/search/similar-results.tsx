import styled from 'styled-components';
import type { ApiSimilarPage } from '../../../bff/contract/api-types';
import type { SearchQuery } from '../../../bff/contract/requests';
import { useCountryName } from '../../i18n/country-name';
import { useT } from '../../i18n/use-t';
import { searchHref, type SearchParams } from '../../stores/search-store';
import { CardGrid, MemberCard } from '../member-card';
import { useDistanceText } from './card-distance-text';
import { ResultPages } from './result-pages';
import { ResultCount } from './search-layout';

const Similar = styled.section`
  margin-top: ${(p) => p.theme.space(5)};
  h2 {
    font-size: ${(p) => p.theme.font.size.lg};
    margin-bottom: ${(p) => p.theme.space(0.5)};
  }
`;

/** SPEC §3 similar results: the filters relaxed one step, said in words, paged by their own page number. */
export function SimilarResults({ similar, query, params }: { similar: ApiSimilarPage; query: Partial<SearchQuery>; params: SearchParams }) {
  const t = useT();
  const countryName = useCountryName();
  const distanceText = useDistanceText();
  const why =
    similar.relaxed === 'region'
      ? t('search.similar.region', { region: query.countryregion ?? '', country: countryName(query.country ?? '') })
      : similar.relaxed === 'age'
        ? t('search.similar.age')
        : t('search.similar.country', { country: countryName(query.country ?? '') });
  return (
    <Similar aria-labelledby="similar-title">
      <h2 id="similar-title">{t('search.similar.title')}</h2>
      <ResultCount>
        {why} {t('search.similar.count', { total: similar.total })}
      </ResultCount>
      <CardGrid $beside>
        {similar.profiles.map((profile) => (
          <MemberCard key={profile.id} profile={profile} distance={distanceText(profile.distance)} />
        ))}
      </CardGrid>
      <ResultPages page={similar} label={t('search.similar.pagination')} url={(page) => searchHref({ ...params, similar_page: String(page) })} />
    </Similar>
  );
}
