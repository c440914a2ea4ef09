import { ArrowLeft, CircleCheck, LogIn, Mail, MailCheck } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { theme } from '../../theme/theme';
import { AuthCard } from '../auth-card';
import { Notice } from '../settings/notice';
import { ButtonLink, Container } from '../ui';

/** Step 1 done: the mail with the link is on its way to the address. */
export function ResetMailSent({ email }: { email: string }) {
  const t = useT();
  return (
    <Container>
      <AuthCard aria-labelledby="reset-title">
        <MailCheck size={40} aria-hidden="true" color={theme.colors.secondaryStrong} />
        <h1 id="reset-title">{t('reset.sentTitle')}</h1>
        <Notice tone="success">{t('reset.sent', { email })}</Notice>
        <ButtonLink href="/login" $variant="secondary" $block>
          <ArrowLeft size={18} aria-hidden="true" />
          {t('reset.backToLogin')}
        </ButtonLink>
      </AuthCard>
    </Container>
  );
}

/** Step 2 done: the new password holds; on to the login. */
export function ResetDone() {
  const t = useT();
  return (
    <Container>
      <AuthCard aria-labelledby="reset-title">
        <CircleCheck size={40} aria-hidden="true" color={theme.colors.successStrong} />
        <h1 id="reset-title">{t('reset.doneTitle')}</h1>
        <Notice tone="success">{t('reset.done')}</Notice>
        <ButtonLink href="/login" $block>
          <LogIn size={18} aria-hidden="true" />
          {t('reset.loginNow')}
        </ButtonLink>
      </AuthCard>
    </Container>
  );
}

/** The mailed link was used, expired or unknown: ask for a new one. */
export function ResetLinkInvalid() {
  const t = useT();
  return (
    <Container>
      <AuthCard aria-labelledby="reset-title">
        <h1 id="reset-title">{t('reset.doTitle')}</h1>
        <Notice tone="danger">{t('reset.linkInvalid')}</Notice>
        <ButtonLink href="/reset-password" $block>
          <Mail size={18} aria-hidden="true" />
          {t('reset.requestNew')}
        </ButtonLink>
      </AuthCard>
    </Container>
  );
}
