import { MailWarning, X } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { activationReminderDue, activationReminderForm } from '../../domain/accounts/activation-reminder';
import { useT } from '../i18n/use-t';
import { useStore } from '../stores/store-context';
import { theme } from '../theme/theme';
import { lazyPart } from './lazy-part';
import { inProgress, loadProgress, PROGRESS_EVENT } from './signup/draft';
import { ResendActivation } from './signup/resend-activation';
import { ACTIVATION_REMINDER_DISMISSED } from '../stores/alert-dismissals';
import { AlertBanner as Banner, alertsHiddenOn, useDismissal } from './member-alert';
import { Container } from './ui';

/** A dismissed reminder stays hidden this long, then comes back while the email is still unconfirmed. */
const HIDDEN_FOR_MS = 24 * 3600 * 1000;


/** The modal of a phone right after signup, its own chunk (the banner is what most members get). */
const ActivationReminderDialog = lazyPart(() => import('./activation-reminder-dialog'));

/**
 * SPEC §4 activation reminder for a member whose email is not confirmed — her profile disabled, seen by nobody — and
 * whose notifications are not disabled (domain/accounts/activation-reminder.ts): a modal on a phone right after signup
 * (query api_signup_complete), otherwise a banner at the top of the default layout. The server renders the banner (or leaves it out when dismissed: a cookie), so it never
 * pushes the page down after the first paint; right after signup it is hidden below md in the HTML, where the browser
 * opens the modal instead (it knows the width). The signup modal, kept in the tab, hides it after hydration.
 */
export const ActivationReminder = observer(function ActivationReminder({ path, search }: { path: string; search: Record<string, string> }) {
  const t = useT();
  const store = useStore();
  const user = store.session.user;
  // The server's view until the browser has its say: the banner.
  const [view, setView] = useState<'none' | 'banner' | 'modal'>('banner');
  const [dismissed, dismiss] = useDismissal(ACTIVATION_REMINDER_DISMISSED, HIDDEN_FOR_MS);
  const eligible =
    !!user &&
    activationReminderDue({ status: user.status, profileStatus: user.profile.status, notificationsDisabled: user.notifications_disabled }) &&
    !alertsHiddenOn(path);
  const afterSignup = 'api_signup_complete' in search;

  useEffect(() => {
    const decide = () => {
      const stored = loadProgress();
      // The signup modal covers the page until its last step; the /signup page is excluded by its path.
      const signingUp = stored?.mode === 'modal' && inProgress(stored.step);
      if (signingUp) setView('none');
      else setView(activationReminderForm(afterSignup, window.innerWidth < theme.breakpoints.md) === 'modal' ? 'modal' : 'banner');
    };
    decide();
    window.addEventListener(PROGRESS_EVENT, decide);
    return () => window.removeEventListener(PROGRESS_EVENT, decide);
  }, [afterSignup]);

  if (!eligible || dismissed || view === 'none' || !user) return null;
  const email = <strong>{user.email}</strong>;

  if (view === 'modal') {
    return (
      <Suspense fallback={null}>
        <ActivationReminderDialog email={email} dismiss={dismiss} />
      </Suspense>
    );
  }

  return (
    <Banner role="region" aria-label={t('activation.reminderTitle')} $hiddenOnPhone={afterSignup}>
      <Container className="row">
        <p className="text">
          <MailWarning size={20} aria-hidden="true" />
          <span>
            <FormattedMessage id="activation.reminderText" values={{ email }} />
          </span>
        </p>
        <ResendActivation />
        <button type="button" className="close" onClick={dismiss} aria-label={t('activation.reminderDismiss')}>
          <X size={20} aria-hidden="true" />
        </button>
      </Container>
    </Banner>
  );
});
