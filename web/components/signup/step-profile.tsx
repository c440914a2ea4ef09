import { locationProblem } from '../../../domain/profiles/location';
import { RotateCcw, UserPlus } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ApiRegion, ApiUser } from '../../../bff/contract/api-types';
import { countryName } from '../../i18n/country-name';
import type { MessageKey } from '../../i18n/nl';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { Field, FormGrid, Input, Select, TextArea } from '../form';
import { Alert, Button } from '../ui';
import { dateParts, joinDate, type SignupDraft } from './draft';
import { Hint, StepBox } from './parts';
import { PASSWORD_MIN_LENGTH } from '../../../domain/accounts/password-policy';
import { isValidEmail } from '../../../domain/accounts/signup-rules';

type Errors = Partial<Record<string, string>>;

const REASONS = ['too_short', 'too_long', 'too_common', 'invalid', 'too_young', 'same_as_email', 'starts_with_at'] as const;

const DateRow = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
  legend {
    font-size: 14px;
    font-weight: 600;
    padding: 0;
    margin-bottom: 6px;
  }
  .row {
    display: grid;
    grid-template-columns: minmax(72px, 1fr) 1.6fr minmax(88px, 1.2fr);
    gap: 8px;
  }
  .error {
    margin: 0;
    font-size: 14px;
    color: ${(p) => p.theme.colors.danger};
  }
`;

const Notice = styled(Alert)`
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  p {
    margin: 0;
  }
`;

export interface StepProfileProps {
  titleId: string;
  draft: SignupDraft;
  onDraft(draft: SignupDraft): void;
  regions: Readonly<Record<string, readonly ApiRegion[]>>;
  onCreated(user: ApiUser): void;
}

/** Step 0: the account and the profile's basics → POST /api/signup.php. */
export const StepProfile = observer(function StepProfile({ titleId, draft, onDraft, regions, onCreated }: StepProfileProps) {
  const t = useT();
  const store = useStore();
  const settings = store.settings.settings;
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [inviteCode, setInviteCode] = useState('');
  const [deleted, setDeleted] = useState<'offer' | 'busy' | 'sent' | null>(null);

  const { year, month, day } = dateParts(draft.date_of_birth);
  const set = (patch: Partial<SignupDraft>) => onDraft({ ...draft, ...patch });
  const setDate = (patch: Partial<{ year: string; month: string; day: string }>) => {
    const next = { year, month, day, ...patch };
    set({ date_of_birth: joinDate(next.year, next.month, next.day) });
  };

  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 100 - settings.min_age + 1 }, (_, i) => thisYear - settings.min_age - i);
  const countryRegions = regions[draft.country] ?? [];
  const cities = countryRegions.find((r) => r.name === draft.region)?.cities ?? [];
  // One rule with the server (domain/accounts/signup-allowed.ts): any mode but 'all', or 'with_trafficsource' for a
  // visitor from a traffic source, needs an invite code, and the form asks for it before the visitor fills it in.
  const inviteRequired = store.settings.signupAccess === 'invite_required';

  const reasonText = (reason: string | undefined) =>
    reason === 'too_young'
      ? t('error.too_young', { minAge: settings.min_age })
      : (REASONS as readonly string[]).includes(reason ?? '')
        ? t(`error.${reason}` as MessageKey)
        : t('error.invalid');

  const emailProblem = (value: string) => (value && !isValidEmail(value.trim()) ? t('error.invalidEmail') : undefined);

  function validate(): Errors {
    const found: Errors = {};
    const required = { email: draft.email.trim(), name: draft.name.trim(), password: draft.password, gender: draft.gender, sexuality: draft.sexuality, country: draft.country };
    for (const [name, value] of Object.entries(required)) if (!value) found[name] = t('error.required');
    if (!year || !month || !day) found.date_of_birth = t('error.required');
    if (!found.email) found.email = emailProblem(draft.email);
    if (!found.password && [...draft.password].length < PASSWORD_MIN_LENGTH) found.password = t('error.too_short');
    if (!found.name && draft.name.trim().startsWith('@')) found.name = t('error.starts_with_at');
    if (!found.name && draft.name.trim().toLowerCase() === draft.email.trim().toLowerCase()) found.name = t('error.same_as_email');
    // The server's rule for places (domain/profiles/location.ts), the same as the location settings use.
    const place = locationProblem({ country: draft.country, region: draft.region, city: draft.city.trim() }, settings.countries, regions);
    if (place && !found[place.field]) found[place.field] = draft[place.field] ? t('error.unknownPlace') : t('error.required');
    if (inviteRequired && !inviteCode.trim()) found.invite_code = t('error.required');
    return Object.fromEntries(Object.entries(found).filter(([, v]) => v));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      const target = event.currentTarget.querySelector<HTMLElement>(`[name="${first === 'date_of_birth' ? 'day' : first}"]`);
      target?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await store.api.post<{ user: ApiUser }>('/api/signup.php', {
        email: draft.email.trim(),
        name: draft.name.trim(),
        password: draft.password,
        date_of_birth: draft.date_of_birth,
        gender: draft.gender,
        sexuality: draft.sexuality,
        country: draft.country,
        region: draft.region,
        city: draft.city.trim(),
        ...(draft.signup_message.trim() ? { signup_message: draft.signup_message.trim() } : {}),
        ...(inviteCode.trim() ? { invite_code: inviteCode.trim() } : {}),
      });
      if (result && result.ok) {
        onCreated(result.data.user);
        return;
      }
      const code = result ? result.error.error : '';
      if (code === 'email_taken') setErrors({ email: t('error.emailTaken') });
      else if (code === 'account_deleted') setDeleted('offer');
      else if (code === 'signups_closed') setErrors({ invite_code: inviteCode.trim() ? t('error.invalid') : t('error.required') });
      else if (result && result.error.error === 'invalid_input' && result.error.field) {
        const field = result.error.field;
        const placeField = field === 'country' || field === 'region' || field === 'city';
        setErrors({ [field]: field === 'email' ? t('error.invalidEmail') : placeField ? t('error.unknownPlace') : reasonText(result.error.reason) });
      } else setFormError(t('error.generic'));
    } catch {
      setFormError(t('error.generic'));
    }
    setBusy(false);
  }

  async function reactivate() {
    setDeleted('busy');
    const result = await store.api.post<{ ok: true }>('/api/reactivate.php', { email: draft.email.trim() }).catch(() => false as const);
    if (result && result.ok) setDeleted('sent');
    else {
      setDeleted('offer');
      setFormError(t('error.generic'));
    }
  }

  const aria = (name: string) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `signup-${name}-error` } : {});

  return (
    <StepBox>
      <div>
        <h2 id={titleId}>{t('signup.step0.title')}</h2>
        <p className="intro">{t('signup.intro')}</p>
      </div>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Field id="signup-email" label={t('signup.email')} error={errors.email}>
          <Input
            id="signup-email"
            name="email"
            type="email"
            autoComplete="email"
            value={draft.email}
            onChange={(e) => {
              set({ email: e.currentTarget.value });
              if (deleted) setDeleted(null);
            }}
            onBlur={(e) => {
              const problem = emailProblem(e.currentTarget.value);
              setErrors((prev) => ({ ...prev, email: problem ?? (prev.email === t('error.invalidEmail') || prev.email === t('error.required') ? undefined : prev.email) }));
            }}
            $invalid={!!errors.email}
            {...aria('email')}
          />
        </Field>
        {deleted && (
          <Notice $tone="warning" role="status">
            {deleted === 'sent' ? (
              <p>{t('signup.reactivateSent')}</p>
            ) : (
              <>
                <p>{t('signup.accountDeleted')}</p>
                <div>
                  <Button type="button" $variant="secondary" onClick={() => void reactivate()} disabled={deleted === 'busy'} aria-busy={deleted === 'busy'}>
                    <RotateCcw size={18} aria-hidden="true" />
                    {deleted === 'busy' ? t('signup.reactivateBusy') : t('signup.reactivate')}
                  </Button>
                </div>
              </>
            )}
          </Notice>
        )}
        <Field id="signup-name" label={t('signup.name')} error={errors.name}>
          <Input id="signup-name" name="name" autoComplete="nickname" maxLength={40} value={draft.name} onChange={(e) => set({ name: e.currentTarget.value })} $invalid={!!errors.name} {...aria('name')} />
        </Field>
        <Field id="signup-password" label={t('signup.password')} error={errors.password}>
          <Input
            id="signup-password"
            name="password"
            type="password"
            autoComplete="new-password"
            value={draft.password}
            onChange={(e) => set({ password: e.currentTarget.value })}
            $invalid={!!errors.password}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'signup-password-error signup-password-hint' : 'signup-password-hint'}
          />
          <Hint id="signup-password-hint">{t('signup.passwordHint')}</Hint>
        </Field>
        <DateRow aria-describedby={errors.date_of_birth ? 'signup-date_of_birth-error' : undefined}>
          <legend>{t('signup.dateOfBirth')}</legend>
          <div className="row">
            <Select name="day" aria-label={t('signup.day')} value={day ? String(Number(day)) : ''} onChange={(e) => setDate({ day: e.currentTarget.value })} $invalid={!!errors.date_of_birth}>
              <option value="" disabled>
                {t('signup.day')}
              </option>
              {Array.from({ length: 31 }, (_, i) => (
                <option key={i} value={i + 1}>
                  {i + 1}
                </option>
              ))}
            </Select>
            <Select name="month" aria-label={t('signup.month')} value={month ? String(Number(month)) : ''} onChange={(e) => setDate({ month: e.currentTarget.value })} $invalid={!!errors.date_of_birth}>
              <option value="" disabled>
                {t('signup.month')}
              </option>
              {Array.from({ length: 12 }, (_, i) => (
                <option key={i} value={i + 1}>
                  {t(`month.${i + 1}` as MessageKey)}
                </option>
              ))}
            </Select>
            <Select name="year" aria-label={t('signup.year')} value={year} onChange={(e) => setDate({ year: e.currentTarget.value })} $invalid={!!errors.date_of_birth}>
              <option value="" disabled>
                {t('signup.year')}
              </option>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </Select>
          </div>
          {errors.date_of_birth && (
            <p className="error" id="signup-date_of_birth-error" role="alert">
              {errors.date_of_birth}
            </p>
          )}
        </DateRow>
        <FormGrid>
          <Field id="signup-gender" label={t('signup.gender')} error={errors.gender}>
            <Select id="signup-gender" name="gender" value={draft.gender} onChange={(e) => set({ gender: e.currentTarget.value })} $invalid={!!errors.gender} {...aria('gender')}>
              <option value="" disabled>
                {t('signup.choose')}
              </option>
              <option value="male">{t('gender.male')}</option>
              <option value="female">{t('gender.female')}</option>
            </Select>
          </Field>
          <Field id="signup-sexuality" label={t('signup.sexuality')} error={errors.sexuality}>
            <Select id="signup-sexuality" name="sexuality" value={draft.sexuality} onChange={(e) => set({ sexuality: e.currentTarget.value })} $invalid={!!errors.sexuality} {...aria('sexuality')}>
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
            <Select id="signup-country" name="country" value={draft.country} onChange={(e) => set({ country: e.currentTarget.value, region: '', city: '' })} $invalid={!!errors.country} {...aria('country')}>
              {settings.countries.map((c) => (
                <option key={c} value={c}>
                  {countryName(t, c)}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="signup-region" label={t('signup.region')} error={errors.region}>
            <Select id="signup-region" name="region" value={draft.region} onChange={(e) => set({ region: e.currentTarget.value })} $invalid={!!errors.region} {...aria('region')}>
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
          <Input id="signup-city" name="city" list="signup-cities" autoComplete="address-level2" value={draft.city} onChange={(e) => set({ city: e.currentTarget.value })} $invalid={!!errors.city} {...aria('city')} />
          <datalist id="signup-cities">
            {cities.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </Field>
        <Field id="signup-message" label={t('signup.signupMessage')} error={errors.signup_message}>
          <TextArea
            id="signup-message"
            name="signup_message"
            rows={2}
            maxLength={1000}
            value={draft.signup_message}
            onChange={(e) => set({ signup_message: e.currentTarget.value })}
            $invalid={!!errors.signup_message}
            aria-describedby={errors.signup_message ? 'signup-message-error signup-message-hint' : 'signup-message-hint'}
          />
          <Hint id="signup-message-hint">{t('signup.signupMessageHint')}</Hint>
        </Field>
        {inviteRequired && (
          <Alert $tone="info" role="status">
            {t('signup.closed')}
          </Alert>
        )}
        {inviteRequired && (
          <Field id="signup-invite_code" label={t('signup.inviteCode')} error={errors.invite_code}>
            <Input id="signup-invite_code" name="invite_code" autoComplete="off" value={inviteCode} onChange={(e) => setInviteCode(e.currentTarget.value)} $invalid={!!errors.invite_code} {...aria('invite_code')} />
          </Field>
        )}
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
    </StepBox>
  );
});
