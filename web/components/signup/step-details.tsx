import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import styled from 'styled-components';
import { Field, Select } from '../form';
import { Alert, Button } from '../ui';
import { PERSONAL_FIELDS } from './options';
import { Actions, StepBox } from './parts';
import { saveProfile } from './save-profile';

const Grid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  @media (min-width: ${(p) => p.theme.breakpoints.sm}px) {
    grid-template-columns: 1fr 1fr;
  }
`;

export interface StepDetailsProps {
  titleId: string;
  onNext(): void;
}

/** Step 2: personal info selects → PUT /api/profile.php. */
export const StepDetails = observer(function StepDetails({ titleId, onNext }: StepDetailsProps) {
  const t = useT();
  const store = useStore();
  const profile = store.session.user?.profile;
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(PERSONAL_FIELDS.map(({ field }) => [field, String((profile as unknown as Record<string, unknown> | undefined)?.[field] ?? '')])),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changed = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
    if (Object.keys(changed).length === 0) {
      onNext();
      return;
    }
    setBusy(true);
    setError(null);
    const problem = await saveProfile(store, changed);
    setBusy(false);
    if (problem === null) onNext();
    else setError(t('error.generic'));
  }

  return (
    <StepBox>
      <div>
        <h2 id={titleId}>{t('signup.step2.title')}</h2>
        <p className="intro">{t('signup.step2.intro')}</p>
      </div>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Grid>
          {PERSONAL_FIELDS.map(({ field, label, options }) => {
            const known = options.some((o) => o.value === values[field]);
            return (
              <Field key={field} id={`signup-${field}`} label={t(label)}>
                <Select id={`signup-${field}`} name={field} value={values[field] ?? ''} onChange={(e) => setValues({ ...values, [field]: e.currentTarget.value })}>
                  <option value="">{t('signup.notSaid')}</option>
                  {!known && values[field] && <option value={values[field]}>{values[field]}</option>}
                  {options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {t(o.label)}
                    </option>
                  ))}
                </Select>
              </Field>
            );
          })}
        </Grid>
        {error && (
          <Alert role="alert" $tone="danger">
            {error}
          </Alert>
        )}
        <Actions>
          <Button type="button" $variant="ghost" onClick={onNext} disabled={busy}>
            {t('signup.skip')}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? t('signup.saving') : t('signup.next')}
          </Button>
        </Actions>
      </form>
    </StepBox>
  );
});
