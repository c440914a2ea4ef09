import { LocateFixed, MapPin } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Problem } from '../../api/problem';
import { Field, Options, Select, describedBy } from '../form';
import { Button } from '../ui';
import { useErrorText } from '../use-error-text';
import { useCountryName } from '../../i18n/country-name';
import { useT } from '../../i18n/use-t';
import { useLocalStore, useStore } from '../../stores/store-context';
import { LocationSetting, type Place } from '../../stores/user-settings';
import { FormOutcome, SubmitButton } from './form-parts';
import { watchGeolocationPermission, type GeolocationPermission } from './geolocation-permission';
import { Notice } from './notice';
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

type PositionProblem = 'settings.location.unsupported' | 'settings.location.denied' | 'settings.location.unavailable';

function currentPosition() {
  return new Promise<GeolocationPosition>((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, { maximumAge: GEOLOCATION_MAX_AGE_MS, timeout: GEOLOCATION_TIMEOUT_MS }),
  );
}

/** The region or city select: "choose" first, then the names. */
function PlaceSelect(props: { field: 'region' | 'city'; options: readonly string[]; value: string; error: Problem | undefined; onChange(value: string): void }) {
  const t = useT();
  const text = useErrorText();
  const id = `settings-${props.field}`;
  return (
    <Field id={id} label={t(`settings.location.${props.field}`)} error={text(props.error)}>
      <Select id={id} name={props.field} value={props.value} $invalid={!!props.error} onChange={(e) => props.onChange(e.currentTarget.value)} {...describedBy(id, props.error)}>
        <option value="">{t('settings.choose')}</option>
        <Options values={props.options} />
      </Select>
    </Field>
  );
}

/** Country, region and city selects, filled by hand or from the browser's position (GET /api/geocode.php). */
export const LocationSection = observer(function LocationSection({ regions }: { regions: RegionsByCountry }) {
  const t = useT();
  const countryName = useCountryName();
  const text = useErrorText();
  const store = useStore();
  const countries = store.settings.settings.countries;
  const setting = useLocalStore((root) => new LocationSetting(root.endpoints, root.session, countries));
  const profile = store.session.user?.profile;
  const [place, setPlace] = useState<Place>({
    country: profile?.country || countries[0] || '',
    region: profile?.region ?? '',
    city: profile?.city ?? '',
  });
  /** What the browser could not do: no geolocation, refused, no position. */
  const [positionProblem, setPositionProblem] = useState<PositionProblem | null>(null);
  /** SPEC §4: unknown until the browser says (the server cannot know it). */
  const [permission, setPermission] = useState<GeolocationPermission>('unknown');
  useEffect(() => watchGeolocationPermission(navigator, setPermission), []);
  // Said before she tries: no geolocation here, or she blocked it for this site (the browser would not ask again).
  const shownProblem: PositionProblem | null =
    positionProblem ?? (permission === 'unsupported' ? 'settings.location.unsupported' : permission === 'denied' ? 'settings.location.denied' : null);
  const { errors } = setting.form;

  const countryRegions = regions[place.country] ?? [];
  const regionNames = countryRegions.map((r) => r.name);
  if (place.region && !regionNames.includes(place.region)) regionNames.push(place.region);
  const cities = [...(countryRegions.find((r) => r.name === place.region)?.cities ?? [])];
  if (place.city && !cities.includes(place.city)) cities.push(place.city);

  async function locate() {
    setPositionProblem(null);
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setPositionProblem('settings.location.unsupported');
      return;
    }
    setting.startLocating();
    let position: GeolocationPosition;
    try {
      position = await currentPosition();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      setting.stopLocating();
      if (code === PERMISSION_DENIED) setPermission('denied');
      setPositionProblem(code === PERMISSION_DENIED ? 'settings.location.denied' : 'settings.location.unavailable');
      return;
    }
    const found = await setting.locate(position.coords.latitude, position.coords.longitude);
    if (found) setPlace(found);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPositionProblem(null);
    void setting.save(place);
  }

  return (
    <SettingsSection id="location" title={t('settings.location.title')} icon={MapPin}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className="muted">{t('settings.location.intro')}</p>
        <div className="actions">
          <Button
            type="button"
            $variant="secondary"
            onClick={() => void locate()}
            disabled={setting.locating || permission === 'unsupported'}
            aria-busy={setting.locating}
            data-permission={permission}
          >
            <LocateFixed size={18} aria-hidden="true" />
            {setting.locating ? t('settings.location.locating') : t('settings.location.useMine')}
          </Button>
        </div>
        {/* Beside the button it is about: what the browser cannot or may not do. */}
        {shownProblem && <Notice tone={positionProblem ? 'danger' : 'info'}>{t(shownProblem)}</Notice>}
        <Places>
          <Field id="settings-country" label={t('settings.location.country')} error={text(errors.country)}>
            <Select
              id="settings-country"
              name="country"
              value={place.country}
              onChange={(e) => setPlace({ country: e.currentTarget.value, region: '', city: '' })}
              {...describedBy('settings-country', errors.country)}
            >
              <Options values={countries} label={(c) => countryName(c)} />
            </Select>
          </Field>
          <PlaceSelect field="region" options={regionNames} value={place.region} error={errors.region} onChange={(region) => setPlace({ ...place, region, city: '' })} />
          <PlaceSelect field="city" options={cities} value={place.city} error={errors.city} onChange={(city) => setPlace({ ...place, city })} />
        </Places>
        {setting.found && <Notice tone="info">{t('settings.location.found', { city: setting.found.city })}</Notice>}
        <FormOutcome problem={setting.form.problem} success={setting.saved ? t('settings.saved') : undefined} />
        <SubmitButton busy={setting.form.busy} label={t('settings.location.submit')} />
      </form>
    </SettingsSection>
  );
});
