import { Check } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { ProfileDetails } from '../../stores/profile-details';
import { useLocalStore, useStore } from '../../stores/store-context';
import { ABOUT_MAX_LENGTH as ABOUT_MAX } from '../../../domain/profiles/profile-details';
import { Field, TextArea } from '../form';
import { interestLabel } from './options';
import { Hint, StepBox } from './parts';
import { StepActions } from './step-actions';

const Chips = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    font-size: 14px;
    font-weight: 600;
    padding: 0;
    margin-bottom: 10px;
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  label {
    position: relative;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 40px;
    padding: 0 14px;
    border-radius: ${(p) => p.theme.radius.pill};
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surface};
    font-size: 15px;
    cursor: pointer;
    user-select: none;
    transition: background 150ms ease, border-color 150ms ease;
    &:hover {
      border-color: ${(p) => p.theme.colors.textMuted};
    }
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  label:has(input:checked) {
    background: ${(p) => p.theme.colors.primarySoft};
    border-color: ${(p) => p.theme.colors.primary};
    color: #8a0610;
    font-weight: 600;
  }
  label:has(input:focus-visible) {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 1px;
  }
  .tick {
    display: none;
  }
  label:has(input:checked) .tick {
    display: inline;
  }
`;

const Counter = styled(Hint)<{ $over: boolean }>`
  align-self: flex-end;
  font-variant-numeric: tabular-nums;
  color: ${(p) => (p.$over ? p.theme.colors.danger : p.theme.colors.textMuted)};
`;

export interface StepAboutProps {
  titleId: string;
  onNext(): void;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Step 3: about me (≤ 2000 characters) and interests from settings.interests → PUT /api/profile.php. */
export const StepAbout = observer(function StepAbout({ titleId, onNext }: StepAboutProps) {
  const t = useT();
  const store = useStore();
  const profile = store.session.user?.profile;
  const all = store.settings.settings.interests;
  const [about, setAbout] = useState(profile?.about ?? '');
  const [interests, setInterests] = useState<string[]>(() => [...(profile?.interests ?? [])].filter((i) => all.includes(i)));
  const details = useLocalStore((root) => new ProfileDetails(root.endpoints, root.session, all));
  const length = [...about].length;
  const over = length > ABOUT_MAX;

  const toggle = (interest: string, on: boolean) =>
    setInterests((current) => (on ? [...current.filter((i) => i !== interest), interest] : current.filter((i) => i !== interest)));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (over) return;
    if (!about.trim() && interests.length === 0) {
      onNext();
      return;
    }
    if (await details.save({ about: about.trim(), interests: all.filter((i) => interests.includes(i)) })) onNext();
  }

  return (
    <StepBox>
      <div>
        <h2 id={titleId}>{t('signup.step3.title')}</h2>
        <p className="intro">{t('signup.step3.intro')}</p>
      </div>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Field id="signup-about" label={t('signup.about')} error={over ? t('signup.aboutTooLong', { max: ABOUT_MAX }) : undefined}>
          <TextArea
            id="signup-about"
            name="about"
            rows={5}
            value={about}
            placeholder={t('signup.aboutHint')}
            onChange={(e) => setAbout(e.currentTarget.value)}
            $invalid={over}
            aria-invalid={over ? true : undefined}
            aria-describedby="signup-about-count"
          />
          <Counter id="signup-about-count" $over={over}>
            {t('signup.aboutCount', { count: length, max: ABOUT_MAX })}
          </Counter>
        </Field>
        {all.length > 0 && (
          <Chips>
            <legend>{t('signup.interests')}</legend>
            <div className="chips">
              {all.map((interest) => {
                const key = interestLabel(interest);
                return (
                  <label key={interest}>
                    <input type="checkbox" name="interests" value={interest} checked={interests.includes(interest)} onChange={(e) => toggle(interest, e.currentTarget.checked)} />
                    <Check className="tick" size={16} aria-hidden="true" />
                    {key ? t(key) : capitalise(interest)}
                  </label>
                );
              })}
            </div>
          </Chips>
        )}
        <StepActions form={details.form} onSkip={onNext} blocked={over} />
      </form>
    </StepBox>
  );
});
