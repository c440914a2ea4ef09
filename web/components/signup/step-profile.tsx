import { RotateCcw, UserPlus } from 'lucide-react';
import { SEXUALITIES } from '../../../domain/profiles/profile';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ApiRegion, ApiUser } from '../../../bff/contract/api-types';
import type { Problem } from '../../api/problem';
import { useCountryName } from '../../i18n/country-name';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { emailProblem } from '../../stores/form-rules';
import { SIGNUP_FIELDS, SignupForm, type SignupField } from '../../stores/signup-form';
import { useLocalStore, useStore } from '../../stores/store-context';
import { Field, FormGrid, Input, Options, Select, TextArea } from '../form';
import { Alert, Button } from '../ui';
import { useErrorText } from '../use-error-text';
import { dateParts, joinDate, type SignupDraft } from './draft';
import { Hint, StepBox } from './parts';
import { TermsSentence } from './terms-sentence';
import { BusyButton } from '../busy-button';

const DateRow = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
  legend {
    font-size: ${(p) => p.theme.font.size.sm};
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
    font-size: ${(p) => p.theme.font.size.sm};
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
  const countryName = useCountryName();
  const text = useErrorText();
  const store = useStore();
  const settings = store.settings.settings;
  const signup = useLocalStore((root) => new SignupForm(root.endpoints, root.settings));
  const { busy, problem } = signup.form;
  const [inviteCode, setInviteCode] = useState('');
  const deleted = signup.deleted;
  const errors = Object.fromEntries(Object.entries(signup.form.errors).map(([field, fault]) => [field, text(fault as Problem | undefined)])) as Partial<
    Record<SignupField, string>
  >;

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
  const inviteRequired = signup.inviteRequired;

  /** On leaving the address: a wrong one is said at once, and a mistake the member put right is forgotten. */
  function checkEmail(value: string) {
    const fault = value.trim() ? emailProblem(value) : undefined;
    const earlier = signup.form.errors.email;
    if (fault) signup.form.mark('email', fault);
    else if (earlier?.reason === 'invalid' || earlier?.reason === 'required') signup.form.mark('email', undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const user = await signup.signUp({ ...draft, invite_code: inviteRequired ? inviteCode : undefined }, regions);
    if (user) {
      onCreated(user);
      return;
    }
    const first = SIGNUP_FIELDS.find((field) => signup.form.errors[field]);
    formElement.querySelector<HTMLElement>(`[name="${first === 'date_of_birth' ? 'day' : first}"]`)?.focus();
  }

  const aria = (name: SignupField) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `signup-${name}-error` } : {});

  return (
    <StepBox>
      <div>
        <h2 id={titleId}>{t('signup.step0.title')}</h2>
        <p className="intro">{t('signup.intro')}</p>
      </div>
      <form method="post" action="/signup" onSubmit={(e) => void submit(e)} noValidate>
        <Field id="signup-email" label={t('signup.email')} error={errors.email}>
          <Input
            id="signup-email"
            name="email"
            type="email"
            autoComplete="email"
            value={draft.email}
            onChange={(e) => {
              set({ email: e.currentTarget.value });
              if (deleted) signup.forgetDeleted();
            }}
            onBlur={(e) => checkEmail(e.currentTarget.value)}
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
                  <Button type="button" $variant="secondary" onClick={() => void signup.reactivate(draft.email)} disabled={deleted === 'busy'} aria-busy={deleted === 'busy'}>
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
              <Options values={years} />
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
              <Options values={SEXUALITIES} label={(s) => t(`sexuality.${s}`)} />
            </Select>
          </Field>
        </FormGrid>
        <FormGrid>
          <Field id="signup-country" label={t('signup.country')} error={errors.country}>
            <Select id="signup-country" name="country" value={draft.country} onChange={(e) => set({ country: e.currentTarget.value, region: '', city: '' })} $invalid={!!errors.country} {...aria('country')}>
              <Options values={settings.countries} label={(c) => countryName(c)} />
            </Select>
          </Field>
          <Field id="signup-region" label={t('signup.region')} error={errors.region}>
            <Select id="signup-region" name="region" value={draft.region} onChange={(e) => set({ region: e.currentTarget.value })} $invalid={!!errors.region} {...aria('region')}>
              <option value="">{t('signup.choose')}</option>
              <Options values={countryRegions.map((r) => r.name)} />
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
        {problem && (
          <Alert role="alert" $tone="danger">
            {text(problem)}
          </Alert>
        )}
        <TermsSentence className="muted" />
        <BusyButton $block busy={busy} icon={UserPlus} iconSize={20} label={t('signup.submit')} busyLabel={t('signup.busy')} />
      </form>
      <p className="muted">
        {t('signup.haveAccount')} <a href="/login">{t('signup.loginLink')}</a>
      </p>
    </StepBox>
  );
});
