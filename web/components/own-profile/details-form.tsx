import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ABOUT_MAX_LENGTH } from '../../../domain/profiles/profile-details';
import { useT } from '../../i18n/use-t';
import type { DetailsChange } from '../../stores/profile-details';
import { OwnProfileForm, type OwnProfileField } from '../../stores/own-profile-form';
import { useLocalStore, useStore } from '../../stores/store-context';
import { useToasts } from '../../signals/signals-context';
import { describedBy, Field, Input, Select, TextArea } from '../form';
import { InterestChips } from '../interest-chips';
import { FormOutcome, SubmitButton } from '../settings/form-parts';
import { Hint } from '../settings/notice';
import { PERSONAL_FIELDS } from '../signup/options';
import { useErrorText } from '../use-error-text';

const Grid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  @media (min-width: ${(p) => p.theme.breakpoints.sm}px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const Counter = styled(Hint)<{ $over: boolean }>`
  text-align: right;
  font-variant-numeric: tabular-nums;
  color: ${(p) => (p.$over ? p.theme.colors.danger : p.theme.colors.textMuted)};
`;

type Values = Record<Exclude<OwnProfileField, 'interests'>, string>;

/**
 * Every field of the profile (SPEC §3) in one form. The settings decide which personal fields are shown
 * (visible_profile_fields) and which carry a note that others see them (visible_profile_notes).
 */
export const DetailsForm = observer(function DetailsForm() {
  const t = useT();
  const text = useErrorText();
  const toasts = useToasts();
  const store = useStore();
  const { interests: allInterests, visible_profile_fields: shown, visible_profile_notes: noted } = store.settings.settings;
  const profile = store.session.user?.profile;
  const editor = useLocalStore((root) => new OwnProfileForm(root.endpoints, root.session, root.settings.settings.interests));
  const fields = PERSONAL_FIELDS.filter(({ field }) => shown.includes(field));
  const [values, setValues] = useState<Values>(() => {
    const current = (profile ?? {}) as unknown as Record<string, unknown>;
    const pick = (field: string) => (typeof current[field] === 'string' ? (current[field] as string) : '');
    return {
      name: pick('name'),
      reason: pick('reason'),
      hair_colour: pick('hair_colour'),
      eye_colour: pick('eye_colour'),
      body_type: pick('body_type'),
      relationship_status: pick('relationship_status'),
      tattoos: pick('tattoos'),
      about: pick('about'),
    };
  });
  const [interests, setInterests] = useState<string[]>(() => (profile?.interests ?? []).filter((i) => allInterests.includes(i)));
  const { errors } = editor.form;
  const aboutLength = [...values.about].length;

  const set = (field: keyof Values, value: string) => {
    setValues({ ...values, [field]: value });
    // A changed name is checked again as she leaves it: until then it is not shown valid.
    if (field === 'name' && editor.form.valid.name) editor.form.mark('name', errors.name);
    editor.changed();
  };
  const toggle = (interest: string, on: boolean) => {
    setInterests((current) => (on ? [...current.filter((i) => i !== interest), interest] : current.filter((i) => i !== interest)));
    editor.changed();
  };
  const note = (field: string) => (noted.includes(field) ? t('ownProfile.shownNote') : undefined);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const change: DetailsChange = {
      name: values.name.trim(),
      about: values.about.trim(),
      interests: allInterests.filter((i) => interests.includes(i)),
      ...Object.fromEntries(fields.map(({ field }) => [field, values[field as keyof Values]])),
    };
    if (await editor.save(change)) toasts.show({ text: t('ownProfile.saved'), tone: 'success' });
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Field id="profile-name" label={t('ownProfile.name')} error={text(errors.name)}>
        <Input
          id="profile-name"
          name="name"
          autoComplete="nickname"
          maxLength={40}
          required
          value={values.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          onBlur={() => editor.checkField('name', { name: values.name })}
          $invalid={Boolean(errors.name)}
          $valid={Boolean(editor.form.valid.name)}
          {...describedBy('profile-name', errors.name, true)}
        />
        <Hint id="profile-name-hint">{t('ownProfile.nameHint')}</Hint>
      </Field>
      <Grid>
        {fields.map(({ field, label, options }) => {
          const id = `profile-${field}`;
          const value = values[field as keyof Values];
          const known = options.some((o) => o.value === value);
          const problem = errors[field as OwnProfileField];
          const hint = note(field);
          return (
            <Field key={field} id={id} label={t(label)} error={text(problem)}>
              <Select id={id} name={field} value={value} onChange={(e) => set(field as keyof Values, e.currentTarget.value)} {...describedBy(id, problem, Boolean(hint))}>
                <option value="">{t('signup.notSaid')}</option>
                {!known && value && <option value={value}>{value}</option>}
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {t(o.label)}
                  </option>
                ))}
              </Select>
              {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
            </Field>
          );
        })}
      </Grid>
      <Field id="profile-about" label={t('ownProfile.about')} error={text(errors.about)}>
        <TextArea
          id="profile-about"
          name="about"
          rows={6}
          value={values.about}
          placeholder={t('signup.aboutHint')}
          onChange={(e) => set('about', e.currentTarget.value)}
          onBlur={() => editor.checkField('about', { about: values.about })}
          $invalid={Boolean(errors.about) || aboutLength > ABOUT_MAX_LENGTH}
          {...describedBy('profile-about', errors.about, true)}
        />
        <Counter id="profile-about-hint" $over={aboutLength > ABOUT_MAX_LENGTH}>
          {t('signup.aboutCount', { count: aboutLength, max: ABOUT_MAX_LENGTH })}
        </Counter>
      </Field>
      <InterestChips all={allInterests} chosen={interests} onToggle={toggle} legend={t('ownProfile.interests')} />
      {errors.interests && <Hint role="alert">{text(errors.interests)}</Hint>}
      <FormOutcome problem={editor.form.problem} />
      <SubmitButton busy={editor.form.busy} label={t('ownProfile.save')} />
    </form>
  );
});
