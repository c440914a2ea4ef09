import { KeyRound, LogIn, ShieldCheck } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import type { AdminLoginFlow } from '../../admin/admin-login-flow';
import { useT } from '../../i18n/use-t';
import { BusyButton } from '../busy-button';
import { Field, Input, describedBy, formValues } from '../form';
import { Notice } from '../settings/notice';
import { Button } from '../ui';
import { adminProblemText } from './admin-problem-text';
import { CardHeading, CardIntro } from './card-heading';
import { TotpQr } from './totp-qr';

const Secret = styled.code`
  display: block;
  padding: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(1.5)};
  border-radius: ${(p) => p.theme.radius.input};
  background: ${(p) => p.theme.colors.neutralSoft};
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.font.size.sm};
  overflow-wrap: anywhere;
  letter-spacing: 0.04em;
`;

const Enrolment = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => p.theme.space(1.5)};
  p {
    align-self: stretch;
    margin: 0;
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${(p) => p.theme.space(1)};
  margin: 0;
  padding: ${(p) => p.theme.space(2)};
  list-style: none;
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.colors.neutralSoft};
  li {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: ${(p) => p.theme.font.size.md};
    color: ${(p) => p.theme.colors.text};
    text-align: center;
  }
`;

/** The steps of the operator's login: password; her code (or enrolment first); her recovery codes once. */
export const AdminLoginView = observer(function AdminLoginView({ flow, onSignedIn }: { flow: AdminLoginFlow; onSignedIn: () => void }) {
  const t = useT();
  // Each new step is announced by moving focus to its heading (keyboard and screen reader users land on it).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (flow.step !== 'password') heading.current?.focus();
  }, [flow.step]);
  const problem = adminProblemText(t, flow.problem);
  const fieldError = (field: string) => (flow.problemField === field ? problem : undefined);
  const formProblem = flow.problem && !flow.problemField ? problem : undefined;

  async function submitPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { email, password } = formValues(event.currentTarget, ['email', 'password']);
    await flow.logIn(email, password);
  }

  async function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { code } = formValues(event.currentTarget, ['code']);
    if (await flow.submitCode(code)) onSignedIn();
  }

  if (flow.step === 'recovery') {
    return (
      <>
        <CardHeading id="admin-login-title" ref={heading} tabIndex={-1}>{t('admin.recovery.title')}</CardHeading>
        <CardIntro>{t('admin.recovery.intro')}</CardIntro>
        <Codes aria-label={t('admin.recovery.list')}>
          {flow.recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Codes>
        <Button type="button" $block onClick={onSignedIn}>
          <ShieldCheck size={20} aria-hidden="true" />
          {t('admin.recovery.done')}
        </Button>
      </>
    );
  }

  if (flow.step === 'code' || flow.step === 'enrol') {
    const enrol = flow.step === 'enrol' && flow.enrolment;
    return (
      <>
        <CardHeading id="admin-login-title" ref={heading} tabIndex={-1}>{t(enrol ? 'admin.enrol.title' : 'admin.code.title')}</CardHeading>
        <CardIntro>{t(enrol ? 'admin.enrol.intro' : 'admin.code.intro')}</CardIntro>
        {enrol && (
          <Enrolment>
            <TotpQr uri={enrol.uri} label={t('admin.enrol.qr')} />
            <p>{t('admin.enrol.manual')}</p>
            <Secret data-testid="totp-secret">{enrol.secret.match(/.{1,4}/g)?.join(' ')}</Secret>
          </Enrolment>
        )}
        <form onSubmit={(e) => void submitCode(e)} noValidate>
          <Field id="admin-code" label={t(enrol ? 'admin.enrol.code' : 'admin.code.label')} error={fieldError('code')}>
            <Input
              id="admin-code"
              name="code"
              autoComplete="one-time-code"
              inputMode={enrol ? 'numeric' : 'text'}
              autoCapitalize="off"
              spellCheck={false}
              required
              $invalid={!!fieldError('code')}
              {...describedBy('admin-code', fieldError('code'))}
            />
          </Field>
          {formProblem && <Notice tone="danger">{formProblem}</Notice>}
          <BusyButton $block busy={flow.busy} icon={KeyRound} iconSize={20} label={t(enrol ? 'admin.enrol.submit' : 'admin.code.submit')} busyLabel={t('admin.login.busy')} />
        </form>
      </>
    );
  }

  return (
    <>
      <CardHeading id="admin-login-title" ref={heading} tabIndex={-1}>{t('admin.login.title')}</CardHeading>
      <CardIntro>{t('admin.login.intro')}</CardIntro>
      <form method="post" onSubmit={(e) => void submitPassword(e)} noValidate>
        <Field id="admin-email" label={t('admin.login.email')} error={fieldError('email')}>
          <Input id="admin-email" name="email" type="email" autoComplete="username" required $invalid={!!fieldError('email')} {...describedBy('admin-email', fieldError('email'))} />
        </Field>
        <Field id="admin-password" label={t('admin.login.password')} error={fieldError('password')}>
          <Input
            id="admin-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            $invalid={!!fieldError('password')}
            {...describedBy('admin-password', fieldError('password'))}
          />
        </Field>
        {formProblem && <Notice tone="danger">{formProblem}</Notice>}
        <BusyButton $block busy={flow.busy} icon={LogIn} iconSize={20} label={t('admin.login.submit')} busyLabel={t('admin.login.busy')} />
      </form>
    </>
  );
});
