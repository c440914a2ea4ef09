import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { ProfileDetails } from '../../stores/profile-details';
import { useLocalStore, useStore } from '../../stores/store-context';
import { ABOUT_MAX_LENGTH as ABOUT_MAX } from '../../../domain/profiles/profile-details';
import { Field, TextArea } from '../form';
import { InterestChips } from '../interest-chips';
import { Hint, StepBox } from './parts';
import { StepActions } from './step-actions';


const Counter = styled(Hint)<{ $over: boolean }>`
  align-self: flex-end;
  font-variant-numeric: tabular-nums;
  color: ${(p) => (p.$over ? p.theme.colors.danger : p.theme.colors.textMuted)};
`;

export interface StepAboutProps {
  titleId: string;
  onNext(): void;
}

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
        <InterestChips all={all} chosen={interests} onToggle={toggle} legend={t('signup.interests')} />
        <StepActions form={details.form} onSkip={onNext} blocked={over} />
      </form>
    </StepBox>
  );
});
