import { ChevronLeft, ChevronRight, Lock, Search, SearchX } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import styled from 'styled-components';
import { useData } from 'vike-react/useData';
import { Field, Options, Select } from '../../components/form';
import { CardGrid, MemberCard } from '../../components/member-card';
import { Button, ButtonLink, Card, Container, PageTitle } from '../../components/ui';
import { useCountryName } from '../../i18n/country-name';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { up } from '../../theme/theme';
import type { MembersData } from './+data';

const AGES = Array.from({ length: 82 }, (_, i) => 18 + i);

const Filters = styled(Card).attrs({ as: 'form' })`
  display: grid;
  gap: ${(p) => p.theme.space(1.5)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin-bottom: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(2)};
  ${up('lg')} {
    grid-template-columns: repeat(5, minmax(0, 1fr)) auto;
    align-items: end;
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

export default observer(function MembersPage() {
  const t = useT();
  const countryName = useCountryName();
  const store = useStore();
  const settings = store.settings.settings;
  const { query, results, regions } = useData<MembersData>();
  const [country, setCountry] = useState(query.country ?? '');

  const pageUrl = (page: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...query, page })) if (value !== undefined && value !== '') params.set(key, String(value));
    return `/members?${params}`;
  };

  const pages = results ? Math.max(1, Math.ceil(results.total / results.page_size)) : 1;
  const regionOptions = country ? (regions[country] ?? []) : [];

  return (
    <Container>
      <PageTitle>{t('search.title')}</PageTitle>
      <Filters method="get" action="/members" role="search" aria-label={t('search.title')}>
        <Field id="search-gender" label={t('search.gender')}>
          <Select id="search-gender" name="gender" defaultValue={query.gender ?? ''}>
            <option value="">{t('search.any')}</option>
            <option value="male">{t('gender.male')}</option>
            <option value="female">{t('gender.female')}</option>
          </Select>
        </Field>
        <Field id="search-country" label={t('search.country')}>
          <Select id="search-country" name="country" value={country} onChange={(e) => setCountry(e.currentTarget.value)}>
            <option value="">{t('search.any')}</option>
            <Options values={settings.countries} label={(c) => countryName(c)} />
          </Select>
        </Field>
        <Field id="search-region" label={t('search.region')}>
          <Select id="search-region" name="countryregion" defaultValue={query.countryregion ?? ''} key={country} disabled={!country}>
            <option value="">{t('search.any')}</option>
            <Options values={regionOptions} />
          </Select>
        </Field>
        <AgeField name="min_age" label={t('search.minAge')} value={query.min_age} anyLabel={t('search.any')} />
        <AgeField name="max_age" label={t('search.maxAge')} value={query.max_age} anyLabel={t('search.any')} />
        <Button type="submit">
          <Search size={20} aria-hidden="true" />
          {t('search.submit')}
        </Button>
      </Filters>

      {!results ? (
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
      ) : results.profiles.length === 0 ? (
        <Empty>
          <SearchX size={40} aria-hidden="true" />
          <p>{t('search.empty')}</p>
        </Empty>
      ) : (
        <>
          <Count aria-live="polite">{t(results.total_estimated ? 'search.resultsAbout' : 'search.results', { total: results.total })}</Count>
          <CardGrid>
            {results.profiles.map((profile) => (
              <MemberCard key={profile.id} profile={profile} />
            ))}
          </CardGrid>
          {pages > 1 && (
            <Pager aria-label={t('search.pagination')}>
              {results.page > 1 && (
                <ButtonLink href={pageUrl(results.page - 1)} $variant="secondary" rel="prev">
                  <ChevronLeft size={18} aria-hidden="true" />
                  {t('search.previous')}
                </ButtonLink>
              )}
              <span>{t('search.pageOf', { page: results.page, pages })}</span>
              {results.page < pages && (
                <ButtonLink href={pageUrl(results.page + 1)} $variant="secondary" rel="next">
                  {t('search.next')}
                  <ChevronRight size={18} aria-hidden="true" />
                </ButtonLink>
              )}
            </Pager>
          )}
        </>
      )}
    </Container>
  );
});

/** One age bound of the search form: any, or 18 to 99. */
function AgeField({ name, label, value, anyLabel }: { name: 'min_age' | 'max_age'; label: string; value: number | undefined; anyLabel: string }) {
  const id = `search-${name.replace('_', '-')}`;
  return (
    <Field id={id} label={label}>
      <Select id={id} name={name} defaultValue={value ?? ''}>
        <option value="">{anyLabel}</option>
        <Options values={AGES} />
      </Select>
    </Field>
  );
}
