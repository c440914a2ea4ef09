import { observer } from 'mobx-react-lite';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { navigate } from 'vike/client/router';
import type { ApiRegion, ApiUser } from '../../../bff/contract/api-types';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { clearProgress, emptyDraft, LAST_STEP, loadProgress, saveProgress, type SignupDraft } from './draft';
import { StepProgress } from './parts';
import { StepAbout } from './step-about';
import { StepDetails } from './step-details';
import { StepPhoto } from './step-photo';
import { StepProfile } from './step-profile';
import { StepPush } from './step-push';

const Flow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
`;

const Skeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  div {
    height: 44px;
    border-radius: ${(p) => p.theme.radius.input};
    background: ${(p) => p.theme.colors.background};
  }
  div:first-child {
    height: 28px;
    width: 60%;
  }
`;

export interface SignupFlowProps {
  mode: 'page' | 'modal';
  /** Region names and cities per country; undefined while the modal is still loading them. */
  regions: Readonly<Record<string, readonly ApiRegion[]>>;
  /** Told whenever the flow enters or leaves the steps after the account exists (the modal then may not close). */
  onStepChange?(step: number): void;
  /** Id for the visible heading of the current step (the dialog's label). */
  titleId?: string;
}

/** SPEC §2 signup steps 0–4: profile, photo, personal info, about me, push permission; then /complete-signup. */
export const SignupFlow = observer(function SignupFlow({ mode, regions, onStepChange, titleId }: SignupFlowProps) {
  const t = useT();
  const store = useStore();
  const settings = store.settings.settings;
  const loggedIn = store.session.loggedIn;
  const fallbackId = useId();
  const headingId = titleId ?? `signup-step-title-${fallbackId}`;
  const defaultCountry = settings.countries.includes(settings.geoip_selected_country) ? settings.geoip_selected_country : (settings.countries[0] ?? 'NL');
  const [draft, setDraft] = useState<SignupDraft>(() => emptyDraft(defaultCountry));
  // A logged-in member's step is known only after reading sessionStorage: until then a placeholder, same on server and client.
  const [step, setStep] = useState<number | null>(loggedIn ? null : 0);
  const box = useRef<HTMLDivElement>(null);
  const stepChange = useRef(onStepChange);
  stepChange.current = onStepChange;

  // Only on mount, with the values of that render: later changes go through go().
  const restoreProgress = useEffectEvent(() => {
    const stored = loadProgress();
    if (stored) setDraft({ ...emptyDraft(defaultCountry), ...stored.draft });
    if (store.session.loggedIn) setStep(stored && stored.step > 0 ? stored.step : 1);
    else setStep(0);
  });
  useEffect(() => restoreProgress(), []);

  useEffect(() => {
    if (step === null) return;
    stepChange.current?.(step);
    saveProgress({ step, mode, draft });
  }, [step, mode, draft]);

  const go = (next: number) => {
    setStep(next);
    // The new step's heading takes focus so screen readers announce it; the page or dialog scrolls to its top.
    requestAnimationFrame(() => {
      const heading = box.current?.querySelector<HTMLElement>('h2');
      heading?.setAttribute('tabindex', '-1');
      heading?.focus({ preventScroll: true });
      const dialog = box.current?.closest<HTMLElement>('[role="dialog"]');
      if (dialog) dialog.scrollTop = 0;
      else window.scrollTo({ top: 0 });
    });
  };

  const created = (user: ApiUser) => {
    store.session.setUser(user);
    go(1);
  };

  const finish = async () => {
    clearProgress();
    stepChange.current?.(LAST_STEP + 1);
    await navigate('/complete-signup');
  };

  return (
    <Flow ref={box}>
      {step === null ? (
        <Skeleton aria-busy="true" aria-label={t('signup.loading')}>
          <div />
          <div />
          <div />
          <div />
        </Skeleton>
      ) : (
        <>
          <StepProgress step={step} />
          {step === 0 && <StepProfile titleId={headingId} draft={draft} onDraft={setDraft} regions={regions} onCreated={created} />}
          {step === 1 && <StepPhoto titleId={headingId} onNext={() => go(2)} />}
          {step === 2 && <StepDetails titleId={headingId} onNext={() => go(3)} />}
          {step === 3 && <StepAbout titleId={headingId} onNext={() => go(4)} />}
          {step === 4 && <StepPush titleId={headingId} onFinish={() => void finish()} />}
        </>
      )}
    </Flow>
  );
});
