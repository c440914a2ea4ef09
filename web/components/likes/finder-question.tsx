import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useCountryName } from '../../i18n/country-name';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import type { MatchFinder, MatchFinderStep } from '../../stores/match-finder';
import { useStore } from '../../stores/store-context';
import { Choice, Field, Options, Select } from '../form';
import { PERSONAL_FIELDS } from '../signup/options';

const AGES = Array.from({ length: 99 - 18 + 1 }, (_, i) => 18 + i);
const REASONS = PERSONAL_FIELDS.find((field) => field.field === 'reason')!.options;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${(p) => p.theme.space(2)};
`;

/** The answers of one of the finder's four questions (who, age, where, what she looks for). */
export const FinderQuestion = observer(function FinderQuestion({ finder, step, regions }: { finder: MatchFinder; step: MatchFinderStep; regions: Readonly<Record<string, readonly string[]>> }) {
  const t = useT();
  const countryName = useCountryName();
  const countries = useStore().settings.settings.countries;
  const choice = finder.choice;
  switch (step) {
    case 'who':
      return (['female', 'male', ''] as const).map((gender) => (
        <Choice key={gender || 'all'}>
          <input type="radio" name="gender" checked={choice.gender === gender} onChange={() => finder.set('gender', gender)} />
          {t(gender === 'female' ? 'finder.women' : gender === 'male' ? 'finder.men' : 'finder.everyone')}
        </Choice>
      ));
    case 'age':
      return (
        <Pair>
          <Field id="finder-min-age" label={t('search.minAge')}>
            <Select id="finder-min-age" value={choice.min_age} onChange={(e) => finder.set('min_age', Number(e.currentTarget.value))}>
              <Options values={AGES} />
            </Select>
          </Field>
          <Field id="finder-max-age" label={t('search.maxAge')}>
            <Select id="finder-max-age" value={choice.max_age} onChange={(e) => finder.set('max_age', Number(e.currentTarget.value))}>
              <Options values={AGES} />
            </Select>
          </Field>
        </Pair>
      );
    case 'where':
      return (
        <Pair>
          <Field id="finder-country" label={t('search.country')}>
            <Select id="finder-country" value={choice.country} onChange={(e) => finder.set('country', e.currentTarget.value)}>
              <option value="">{t('search.any')}</option>
              <Options values={countries} label={countryName} />
            </Select>
          </Field>
          <Field id="finder-region" label={t('search.region')}>
            <Select id="finder-region" value={choice.countryregion} disabled={!choice.country} onChange={(e) => finder.set('countryregion', e.currentTarget.value)}>
              <option value="">{t('search.any')}</option>
              <Options values={regions[choice.country] ?? []} />
            </Select>
          </Field>
        </Pair>
      );
    case 'what':
      return [{ value: '', label: 'finder.anything' as MessageKey }, ...REASONS].map((reason) => (
        <Choice key={reason.value || 'any'}>
          <input type="radio" name="reason" checked={choice.reason === reason.value} onChange={() => finder.set('reason', reason.value)} />
          {t(reason.label)}
        </Choice>
      ));
  }
});
