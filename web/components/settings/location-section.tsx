import { LocateFixed, MapPin } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ApiUser } from '../../../bff/contract/api-types';
import { Field, Select } from '../form';
import { Button } from '../ui';
import { countryName } from '../../i18n/country-name';
import type { MessageKey } from '../../i18n/nl';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { describedBy } from './errors';
import { Notice, type Result } from './notice';
import { SettingsSection } from './section';

const Places = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  @media (min-width: ${(p) => p.theme.breakpoints.sm}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export type RegionsByCountry = Readonly<Record<string, ReadonlyArray<{ readonly name: string; readonly cities: readonly string[] }>>>;

const GEOLOCATION_MAX_AGE_MS = 60 * 60 * 1000; // SPEC §9: geolocation cache maximum age 1 hour
const GEOLOCATION_TIMEOUT_MS = 15_000;
const PERMISSION_DENIED = 1; // GeolocationPositionError.PERMISSION_DENIED

type Place = { country: string; region: string; city: string };
type Errors = Partial<Record<keyof Place, string>>;

function currentPosition() {
  return new Promise<GeolocationPosition>((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, { maximumAge: GEOLOCATION_MAX_AGE_MS, timeout: GEOLOCATION_TIMEOUT_MS }),
  );
}

/** Country, region and city selects, filled by hand or from the browser's position (GET /api/geocode.php). */
export const LocationSection = observer(function LocationSection({ regions }: { regions: RegionsByCountry }) {
  const t = useT();
  const store = useStore();
  const countries = store.settings.settings.countries;
  const profile = store.session.user?.profile;
  const [place, setPlace] = useState<Place>({
    country: profile?.country || countries[0] || '',
    region: profile?.region ?? '',
    city: profile?.city ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<Result | null>(null);
  const [locating, setLocating] = useState(false);
  const [busy, setBusy] = useState(false);

  const countryRegions = regions[place.country] ?? [];
  const regionNames = countryRegions.map((r) => r.name);
  if (place.region && !regionNames.includes(place.region)) regionNames.push(place.region);
  const cities = [...(countryRegions.find((r) => r.name === place.region)?.cities ?? [])];
  if (place.city && !cities.includes(place.city)) cities.push(place.city);

  const say = (tone: Result['tone'], key: MessageKey, values?: Record<string, string>) => setResult({ tone, text: t(key, values) });

  async function locate() {
    setResult(null);
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      say('danger', 'settings.location.unsupported');
      return;
    }
    setLocating(true);
    try {
      const position = await currentPosition();
      const { latitude, longitude } = position.coords;
      const answer = await store.api.get<Place>(`/api/geocode.php?lat=${latitude.toFixed(5)}&lon=${longitude.toFixed(5)}`);
      if (answer && answer.ok && countries.includes(answer.data.country)) {
        setPlace({ country: answer.data.country, region: answer.data.region, city: answer.data.city });
        setErrors({});
        say('info', 'settings.location.found', { city: answer.data.city });
      } else if (answer && (answer.ok || answer.status === 404)) say('danger', 'settings.location.notFound');
      else if (answer) say('danger', 'error.generic');
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      say('danger', code === PERMISSION_DENIED ? 'settings.location.denied' : 'settings.location.unavailable');
    }
    setLocating(false);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {};
    if (!place.country) found.country = t('error.required');
    if (!place.region && regionNames.length > 0) found.region = t('error.required');
    if (!place.city && cities.length > 0) found.city = t('error.required');
    setErrors(found);
    setResult(null);
    if (Object.values(found).some(Boolean)) return;

    setBusy(true);
    try {
      const answer = await store.api.request<{ user: ApiUser }>('PUT', '/api/user.php', place);
      if (answer && answer.ok) {
        store.session.setUser(answer.data.user);
        say('success', 'settings.saved');
      } else if (answer && answer.error.error === 'invalid_input' && answer.error.field && answer.error.field in place) {
        setErrors({ [answer.error.field]: t('error.invalid') });
      } else if (answer) say('danger', 'error.generic');
    } catch {
      say('danger', 'error.generic');
    }
    setBusy(false);
  }

  return (
    <SettingsSection id="location" title={t('settings.location.title')} icon={MapPin}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className="muted">{t('settings.location.intro')}</p>
        <div className="actions">
          <Button type="button" $variant="secondary" onClick={() => void locate()} disabled={locating} aria-busy={locating}>
            <LocateFixed size={18} aria-hidden="true" />
            {locating ? t('settings.location.locating') : t('settings.location.useMine')}
          </Button>
        </div>
        <Places>
          <Field id="settings-country" label={t('settings.location.country')} error={errors.country}>
            <Select
              id="settings-country"
              name="country"
              value={place.country}
              onChange={(e) => setPlace({ country: e.currentTarget.value, region: '', city: '' })}
              {...describedBy('settings-country', errors.country)}
            >
              {countries.map((c) => (
                <option key={c} value={c}>
                  {countryName(t, c)}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="settings-region" label={t('settings.location.region')} error={errors.region}>
            <Select
              id="settings-region"
              name="region"
              value={place.region}
              $invalid={!!errors.region}
              onChange={(e) => setPlace({ ...place, region: e.currentTarget.value, city: '' })}
              {...describedBy('settings-region', errors.region)}
            >
              <option value="">{t('settings.choose')}</option>
              {regionNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="settings-city" label={t('settings.location.city')} error={errors.city}>
            <Select
              id="settings-city"
              name="city"
              value={place.city}
              $invalid={!!errors.city}
              onChange={(e) => setPlace({ ...place, city: e.currentTarget.value })}
              {...describedBy('settings-city', errors.city)}
            >
              <option value="">{t('settings.choose')}</option>
              {cities.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          </Field>
        </Places>
        {result && <Notice tone={result.tone}>{result.text}</Notice>}
        <div className="actions">
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? t('settings.saving') : t('settings.location.submit')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
});
