import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Field, Options, Select } from '../form';
import { useCountryName } from '../../i18n/country-name';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import type { SearchParams } from '../../stores/search-store';

const AGES = Array.from({ length: 82 }, (_, i) => 18 + i);

/**
 * The search filters of SPEC §3 (gender, country, region, ages) as named fields of the form they sit in; `prefix`
 * keeps the ids of the inline bar and the phone's sheet apart.
 */
export const FilterFields = observer(function FilterFields(props: {
  prefix: string;
  values: SearchParams;
  regions: Readonly<Record<string, readonly string[]>>;
}) {
  const t = useT();
  const countryName = useCountryName();
  const countries = useStore().settings.settings.countries;
  const [country, setCountry] = useState(props.values.country ?? '');
  const id = (name: string) => `${props.prefix}-${name}`;
  const regionOptions = country ? (props.regions[country] ?? []) : [];
  return (
    <>
      <Field id={id('gender')} label={t('search.gender')}>
        <Select id={id('gender')} name="gender" defaultValue={props.values.gender ?? ''}>
          <option value="">{t('search.any')}</option>
          <option value="male">{t('gender.male')}</option>
          <option value="female">{t('gender.female')}</option>
        </Select>
      </Field>
      <Field id={id('country')} label={t('search.country')}>
        <Select id={id('country')} name="country" value={country} onChange={(e) => setCountry(e.currentTarget.value)}>
          <option value="">{t('search.any')}</option>
          <Options values={countries} label={(c) => countryName(c)} />
        </Select>
      </Field>
      <Field id={id('region')} label={t('search.region')}>
        <Select id={id('region')} name="countryregion" defaultValue={props.values.countryregion ?? ''} key={country} disabled={!country}>
          <option value="">{t('search.any')}</option>
          <Options values={regionOptions} />
        </Select>
      </Field>
      {(['min_age', 'max_age'] as const).map((name) => (
        <Field key={name} id={id(name)} label={t(name === 'min_age' ? 'search.minAge' : 'search.maxAge')}>
          <Select id={id(name)} name={name} defaultValue={props.values[name] ?? ''}>
            <option value="">{t('search.any')}</option>
            <Options values={AGES} />
          </Select>
        </Field>
      ))}
    </>
  );
});
