import { Send } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { COMPLAINT_CATEGORIES, COMPLAINT_MAX, type ComplaintCategory } from '../../../domain/support/support-case';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import type { ComplaintForm } from '../../stores/complaint-form';
import { describedBy, Field, formValues, Input, Options, Select, TextArea } from '../form';
import { Alert, Button } from '../ui';
import { useErrorText } from '../use-error-text';
import { ComplaintPanel } from './complaint-panel';

const CATEGORY_TEXT: Readonly<Record<ComplaintCategory, MessageKey>> = {
  billing: 'complaints.category.billing',
  profile: 'complaints.category.profile',
  member: 'complaints.category.member',
  technical: 'complaints.category.technical',
  privacy: 'complaints.category.privacy',
  other: 'complaints.category.other',
};

/** The complaint's form: what about, what happened, and (for a visitor) where to answer. */
export const ComplaintFields = observer(function ComplaintFields({ complaint, memberEmail }: { complaint: ComplaintForm; memberEmail: string | null }) {
  const t = useT();
  const errorText = useErrorText();
  const errors = complaint.form.errors;
  return (
    <ComplaintPanel
      as="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void complaint.submit(formValues(event.currentTarget as HTMLFormElement, ['category', 'description', 'email']));
      }}
    >
      <p className="intro">{t('complaints.intro')}</p>
      <Field id="complaint-category" label={t('complaints.category')} error={errorText(errors.category)}>
        <Select id="complaint-category" name="category" defaultValue="billing" {...describedBy('complaint-category', errors.category)}>
          <Options values={COMPLAINT_CATEGORIES} label={(category) => t(CATEGORY_TEXT[category])} />
        </Select>
      </Field>
      <Field id="complaint-description" label={t('complaints.description')} error={errorText(errors.description)}>
        <TextArea id="complaint-description" name="description" rows={6} maxLength={COMPLAINT_MAX} {...describedBy('complaint-description', errors.description, true)} />
      </Field>
      <p className="hint" id="complaint-description-hint">
        {t('complaints.descriptionHint')}
      </p>
      {memberEmail !== null ? (
        <p className="hint">{t('complaints.memberEmail', { email: memberEmail })}</p>
      ) : (
        <Field id="complaint-email" label={t('complaints.email')} error={errorText(errors.email)}>
          <Input id="complaint-email" name="email" type="email" autoComplete="email" {...describedBy('complaint-email', errors.email)} />
        </Field>
      )}
      {complaint.form.problem && <Alert role="alert">{errorText(complaint.form.problem)}</Alert>}
      <Button type="submit" disabled={complaint.form.busy} aria-busy={complaint.form.busy}>
        <Send size={18} aria-hidden="true" />
        {t('complaints.submit')}
      </Button>
    </ComplaintPanel>
  );
});
