import { UserPlus } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useState, type FocusEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { useData } from 'vike-react/useData';
import type { ApiUser } from '../../../bff/contract/api-types';
import { Field, FormGrid, Input, Select } from '../../components/form';
import { Alert, Button, Container } from '../../components/ui';
import type { MessageKey } from '../../i18n/nl';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { AuthCard } from '../../components/auth-card';
import { countryName } from '../../i18n/country-name';
import type { SignupData } from './+data';

type Errors = Partial<Record<string, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const REASONS = ['too_short', 'too_long', 'too_common', 'invalid', 'too_young', 'same_as_email', 'starts_with_at'] as const;
const REQUIRED = ['email', 'name', 'password', 'day', 'month', 'year', 'gender', 'sexuality', 'country'] as const;

const Wide = styled(AuthCard)`
  max-width: 560px;
`;

const DateRow = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    font-size: 14px;
    font-weight: 600;
    padding: 0;
    margin-bottom: 6px;
  }
  .row {
    display: grid;
    grid-template-columns: minmax(76px, 1fr) 1.6fr minmax(88px, 1.2fr);
    gap: 8px;
  }
`;

const pad = (n: string) => n.padStart(2, '0');

export default observer(function SignupPage() {
  const t = useT();
  const store = useStore();
  const settings = store.settings.settings;
  const { regions } = useData<SignupData>();
  const [country, setCountry] = useState(settings.geoip_selected_country || settings.countries[0] || 'NL');
  const [region, setRegion] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 100 - settings.min_age + 1 }, (_, i) => thisYear - settings.min_age - i);
  const countryRegions = regions[country] ?? [];
  const cities = countryRegions.find((r) => r.name === region)?.cities ?? [];

  const reasonText = (reason: string | undefined) =>
    reason === 'too_young'
      ? t('error.too_young', { minAge: settings.min_age })
      : (REASONS as readonly string[]).includes(reason ?? '')
        ? t(`error.${reason}` as MessageKey)
        : t('error.invalid');

  const checkEmail = (event: FocusEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value.trim();
    setErrors((e) => ({ ...e, email: value && !EMAIL.test(value) ? t('error.invalidEmail') : undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    const found: Errors = {};
    for (const name of REQUIRED) if (!value(name)) found[name === 'day' || name === 'month' || name === 'year' ? 'date_of_birth' : name] = t('error.required');
    if (value('email') && !EMAIL.test(value('email'))) found.email = t('error.invalidEmail');
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;

    setBusy(true);
    try {
      const result = await store.api.post<{ user: ApiUser }>('/api/signup.php', {
        email: value('email'),
        name: value('name'),
        password: String(form.get('password') ?? ''),
        date_of_birth: `${value('year')}-${pad(value('month'))}-${pad(value('day'))}`,
        gender: value('gender'),
        sexuality: value('sexuality'),
        country: value('country'),
        region: value('region'),
        city: value('city'),
      });
      if (result && result.ok) {
        window.location.href = '/members';
        return;
      }
      if (result && result.error.error === 'email_taken') setErrors({ email: t('error.emailTaken') });
      else if (result && result.error.error === 'invalid_input' && result.error.field) {
        const field = result.error.field;
        setErrors({ [field]: field === 'email' ? t('error.invalidEmail') : reasonText(result.error.reason) });
      } else setFormError(t('error.generic'));
    } catch {
      setFormError(t('error.generic'));
    }
    setBusy(false);
  }

  const describe = (name: string) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `signup-${name}-error` } : {});

  return (
    <Container>
      <Wide aria-labelledby="signup-title">
        <div>
          <h1 id="signup-title">{t('signup.title')}</h1>
          <p className="muted">{t('signup.intro')}</p>
        </div>
        <form method="post" action="/signup" onSubmit={(e) => void submit(e)} noValidate>
          <Field id="signup-email" label={t('signup.email')} error={errors.email}>
            <Input id="signup-email" name="email" type="email" autoComplete="email" onBlur={checkEmail} $invalid={!!errors.email} {...describe('email')} />
          </Field>
          <Field id="signup-name" label={t('signup.name')} error={errors.name}>
            <Input id="signup-name" name="name" autoComplete="nickname" maxLength={40} $invalid={!!errors.name} {...describe('name')} />
          </Field>
          <Field id="signup-password" label={t('signup.password')} error={errors.password}>
            <Input id="signup-password" name="password" type="password" autoComplete="new-password" $invalid={!!errors.password} {...describe('password')} />
          </Field>
          <DateRow aria-describedby={errors.date_of_birth ? 'signup-date_of_birth-error' : undefined}>
            <legend>{t('signup.dateOfBirth')}</legend>
            <div className="row">
              <Select name="day" aria-label={t('signup.day')} defaultValue="" $invalid={!!errors.date_of_birth}>
                <option value="" disabled>
                  {t('signup.day')}
                </option>
                {Array.from({ length: 31 }, (_, i) => (
                  <option key={i} value={i + 1}>
                    {i + 1}
                  </option>
                ))}
              </Select>
              <Select name="month" aria-label={t('signup.month')} defaultValue="" $invalid={!!errors.date_of_birth}>
                <option value="" disabled>
                  {t('signup.month')}
                </option>
                {Array.from({ length: 12 }, (_, i) => (
                  <option key={i} value={i + 1}>
                    {t(`month.${i + 1}` as MessageKey)}
                  </option>
                ))}
              </Select>
              <Select name="year" aria-label={t('signup.year')} defaultValue="" $invalid={!!errors.date_of_birth}>
                <option value="" disabled>
                  {t('signup.year')}
                </option>
                {years.map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </Select>
            </div>
            {errors.date_of_birth && (
              <Alert as="p" id="signup-date_of_birth-error" role="alert" style={{ marginTop: 8 }}>
                {errors.date_of_birth}
              </Alert>
            )}
          </DateRow>
          <FormGrid>
            <Field id="signup-gender" label={t('signup.gender')} error={errors.gender}>
              <Select id="signup-gender" name="gender" defaultValue="" $invalid={!!errors.gender} {...describe('gender')}>
                <option value="" disabled>
                  {t('signup.choose')}
                </option>
                <option value="male">{t('gender.male')}</option>
                <option value="female">{t('gender.female')}</option>
              </Select>
            </Field>
            <Field id="signup-sexuality" label={t('signup.sexuality')} error={errors.sexuality}>
              <Select id="signup-sexuality" name="sexuality" defaultValue="" $invalid={!!errors.sexuality} {...describe('sexuality')}>
                <option value="" disabled>
                  {t('signup.choose')}
                </option>
                {(['hetero', 'gay', 'lesbian', 'bi'] as const).map((s) => (
                  <option key={s} value={s}>
                    {t(`sexuality.${s}`)}
                  </option>
                ))}
              </Select>
            </Field>
          </FormGrid>
          <FormGrid>
            <Field id="signup-country" label={t('signup.country')} error={errors.country}>
              <Select
                id="signup-country"
                name="country"
                value={country}
                onChange={(e) => {
                  setCountry(e.currentTarget.value);
                  setRegion('');
                }}
              >
                {settings.countries.map((c) => (
                  <option key={c} value={c}>
                    {countryName(t, c)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field id="signup-region" label={t('signup.region')} error={errors.region}>
              <Select id="signup-region" name="region" value={region} onChange={(e) => setRegion(e.currentTarget.value)} {...describe('region')}>
                <option value="">{t('signup.choose')}</option>
                {countryRegions.map((r) => (
                  <option key={r.name} value={r.name}>
                    {r.name}
                  </option>
                ))}
              </Select>
            </Field>
          </FormGrid>
          <Field id="signup-city" label={t('signup.city')} error={errors.city}>
            <Input id="signup-city" name="city" list="signup-cities" autoComplete="address-level2" {...describe('city')} />
            <datalist id="signup-cities">
              {cities.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </Field>
          {formError && (
            <Alert role="alert" $tone="danger">
              {formError}
            </Alert>
          )}
          <p className="muted">{t('signup.terms')}</p>
          <Button type="submit" $block disabled={busy} aria-busy={busy}>
            <UserPlus size={20} aria-hidden="true" />
            {busy ? t('signup.busy') : t('signup.submit')}
          </Button>
        </form>
        <p className="muted">
          {t('signup.haveAccount')} <a href="/login">{t('signup.loginLink')}</a>
        </p>
      </Wide>
    </Container>
  );
});
