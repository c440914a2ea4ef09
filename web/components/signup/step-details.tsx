import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { ProfileDetails, type DetailsChange } from '../../stores/profile-details';
import { useLocalStore, useStore } from '../../stores/store-context';
import styled from 'styled-components';
import { Field, Select } from '../form';
import { PERSONAL_FIELDS } from './options';
import { StepBox } from './parts';
import { StepActions } from './step-actions';

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
  const details = useLocalStore((root) => new ProfileDetails(root.endpoints, root.session, root.settings.settings.interests));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changed: DetailsChange = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
    if (Object.keys(changed).length === 0 || (await details.save(changed))) onNext();
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
        <StepActions form={details.form} onSkip={onNext} />
      </form>
    </StepBox>
  );
});
