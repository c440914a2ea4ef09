import { KeyRound, LogIn } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import type { AdminSetupFlow } from '../../admin/admin-setup-flow';
import { useT } from '../../i18n/use-t';
import { BusyButton } from '../busy-button';
import { Field, Input, describedBy, formValues } from '../form';
import { Notice } from '../settings/notice';
import { ButtonLink } from '../ui';
import { adminProblemText } from './admin-problem-text';
import { CardHeading, CardIntro } from './card-heading';

const Hint = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.font.size.sm};
`;

/** /admin/setup (decision 0083): her password, chosen once with her link; then on to the login and her app. */
export const AdminSetupView = observer(function AdminSetupView({ flow }: { flow: AdminSetupFlow }) {
  const t = useT();
  const deadLink = flow.linkMissing || flow.problem?.error === 'setup_link_invalid';
  const problem = deadLink ? t('admin.error.setup_link_invalid') : adminProblemText(t, flow.problem);
  const fieldError = flow.problemField === 'password' ? problem : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { password } = formValues(event.currentTarget, ['password']);
    await flow.submit(password);
  }

  if (flow.doneFor) {
    return (
      <>
        <CardHeading id="admin-setup-title">{t('admin.setup.doneTitle')}</CardHeading>
        <Notice tone="success">{t('admin.setup.done')}</Notice>
        <ButtonLink href="/admin/login" $block>
          <LogIn size={20} aria-hidden="true" />
          {t('admin.setup.toLogin')}
        </ButtonLink>
      </>
    );
  }

  return (
    <>
      <CardHeading id="admin-setup-title">{t(deadLink ? 'admin.setup.deadTitle' : 'admin.setup.title')}</CardHeading>
      {!deadLink && <CardIntro>{t('admin.setup.intro')}</CardIntro>}
      {deadLink ? (
        <Notice tone="danger">{problem}</Notice>
      ) : (
        <form method="post" onSubmit={(e) => void submit(e)} noValidate>
          <Field id="admin-setup-password" label={t('admin.setup.password')} error={fieldError}>
            <Input
              id="admin-setup-password"
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={8}
              maxLength={128}
              required
              $invalid={!!fieldError}
              {...describedBy('admin-setup-password', fieldError, true)}
            />
          </Field>
          <Hint id="admin-setup-password-hint">{t('admin.setup.hint')}</Hint>
          {problem && !fieldError && (
            <Notice tone="danger">{problem}</Notice>
          )}
          <BusyButton $block busy={flow.busy} icon={KeyRound} iconSize={20} label={t('admin.setup.submit')} busyLabel={t('admin.login.busy')} />
        </form>
      )}
    </>
  );
});
