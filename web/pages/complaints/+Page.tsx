import { CheckCircle2, Send } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import styled from 'styled-components';
import { COMPLAINT_CATEGORIES, COMPLAINT_MAX, type ComplaintCategory } from '../../../domain/support/support-case';
import { describedBy, Field, formValues, Input, Options, Select, TextArea } from '../../components/form';
import { Alert, Button, Card, Container, PageTitle } from '../../components/ui';
import { useErrorText } from '../../components/use-error-text';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { ComplaintForm } from '../../stores/complaint-form';
import { useStore } from '../../stores/store-context';

const CATEGORY_TEXT: Readonly<Record<ComplaintCategory, MessageKey>> = {
  billing: 'complaints.category.billing',
  profile: 'complaints.category.profile',
  member: 'complaints.category.member',
  technical: 'complaints.category.technical',
  privacy: 'complaints.category.privacy',
  other: 'complaints.category.other',
};

const Panel = styled(Card)`
  max-width: 640px;
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  .intro,
  .hint {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
  .hint {
    font-size: 14px;
  }
  .done {
    display: flex;
    gap: 10px;
    margin: 0;
    svg {
      flex: none;
      color: ${(p) => p.theme.colors.successStrong};
    }
  }
  .reference {
    font-family: ui-monospace, monospace;
    font-weight: 700;
  }
`;

/** /complaints (SPEC §2): for visitors and members; stored, mailed to support and acknowledged with a reference. */
export default observer(function ComplaintsPage() {
  const t = useT();
  const store = useStore();
  const errorText = useErrorText();
  const user = store.session.user;
  const complaint = useMemo(() => new ComplaintForm(store.endpoints, user !== null), [store, user]);
  const errors = complaint.form.errors;

  return (
    <Container>
      <PageTitle>{t('complaints.title')}</PageTitle>
      {complaint.reference ? (
        <Panel>
          <h2>{t('complaints.thanksTitle')}</h2>
          <p className="done" role="status">
            <CheckCircle2 size={22} aria-hidden="true" />
            <span>
              {t('complaints.thanks')} <span className="reference">{complaint.reference}</span>
            </span>
          </p>
        </Panel>
      ) : (
        <Panel
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
          {user ? (
            <p className="hint">{t('complaints.memberEmail', { email: user.email })}</p>
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
        </Panel>
      )}
    </Container>
  );
});
