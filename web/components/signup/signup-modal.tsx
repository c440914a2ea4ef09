import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { Locale } from '../../i18n/locale';
import { loadMessages } from '../../i18n/messages';
import { useT } from '../../i18n/use-t';
import { RegionCatalogue } from '../../stores/region-catalogue';
import { useLocalStore, useStore } from '../../stores/store-context';
import { DialogPending } from '../dialog-pending';
import { inProgress, loadProgress } from './draft';
import { signupLinkClick } from './signup-link';

const TITLE_ID = 'signup-modal-title';

// Loaded when the modal first opens, with the signup texts: neither is part of any page's first load.
const signupModalDialog = (locale: Locale) =>
  lazy(async () => (await Promise.all([import('./signup-modal-dialog'), loadMessages(locale, ['signup'])]))[0]);


/**
 * The default layout's signup modal (SPEC §2): links to /signup open it on wide screens (phones go to the page).
 * Escape, the backdrop and the close button close it until the account exists; from then until the last step
 * it stays open. A reload in the middle of a modal signup reopens it at the same step.
 */
export const SignupModal = observer(function SignupModal({ path, openAtStart = false }: { path: string; openAtStart?: boolean }) {
  const t = useT();
  const store = useStore();
  // Opened by a click made before this part had come (web/components/layout-parts.tsx).
  const [open, setOpen] = useState(openAtStart);
  const [step, setStep] = useState(0);
  const catalogue = useLocalStore((root) => new RegionCatalogue(root.endpoints));
  const onSignupPage = path === '/signup';
  const SignupModalDialog = useMemo(() => signupModalDialog(store.locale), [store.locale]);

  useEffect(() => {
    if (onSignupPage) return;
    const stored = loadProgress();
    if (stored && stored.mode === 'modal' && inProgress(stored.step) && store.session.loggedIn) setOpen(true);
  }, [onSignupPage, store]);

  useEffect(() => {
    if (onSignupPage) return;
    const onClick = (event: MouseEvent) => {
      if (!signupLinkClick(event)) return;
      // Before Vike's own link handler (on document, bubbling), which would otherwise navigate to /signup.
      event.preventDefault();
      event.stopPropagation();
      setOpen(true);
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [onSignupPage]);

  useEffect(() => {
    if (open) void catalogue.load();
  }, [open, catalogue]);

  const onStepChange = useCallback((next: number) => {
    setStep(next);
    if (next > 4) setOpen(false);
  }, []);

  if (!open || onSignupPage) return null;
  const locked = inProgress(step);
  return (
    // A click before the dialog's chunk and texts are there shows where it will open at once.
    <Suspense fallback={<DialogPending label={t('nav.signup')} />}>
      <SignupModalDialog
        titleId={TITLE_ID}
        closeLabel={t('signup.dialogClose')}
        regions={catalogue.regions ?? {}}
        onClose={locked ? undefined : () => setOpen(false)}
        onStepChange={onStepChange}
      />
    </Suspense>
  );
});
