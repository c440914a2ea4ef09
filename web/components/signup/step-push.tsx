import { BellRing } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { savePushChoice, type PushChoice } from '../../stores/push-subscription';
import type { RootStore } from '../../stores/root-store';
import { Alert, Button, roundBadge } from '../ui';
import { Actions, StepBox, StepDone } from './parts';

type PushState = 'checking' | 'ask' | 'busy' | 'granted' | 'denied' | 'unsupported' | 'unavailable';

const Illustration = styled.div`
  align-self: center;
  ${roundBadge(88)}
  background: ${(p) => p.theme.colors.secondarySoft};
  color: ${(p) => p.theme.colors.secondaryStrong};
`;

const pushSupported = () => typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Ask for notifications, subscribe through the service worker and hand the subscription (or 'denied') to the server. */
async function askPermission(store: RootStore, publicKey: string): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') {
    await savePushChoice(store.endpoints, 'denied');
    return 'denied';
  }
  if (permission !== 'granted') return 'ask';
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  await savePushChoice(store.endpoints, subscription.toJSON() as PushChoice);
  return 'granted';
}

const MESSAGES: Partial<Record<PushState, MessageKey>> = {
  denied: 'signup.pushDenied',
  unsupported: 'signup.pushUnsupported',
  unavailable: 'signup.pushUnavailable',
};

export interface StepPushProps {
  titleId: string;
  onFinish(): void;
}

/** Step 4: push permission. Without browser support or a configured key it says so and lets the member finish. */
export const StepPush = observer(function StepPush({ titleId, onFinish }: StepPushProps) {
  const t = useT();
  const store = useStore();
  const publicKey = store.settings.settings.push_public_key;
  const [state, setState] = useState<PushState>('checking');

  useEffect(() => {
    if (!pushSupported()) setState('unsupported');
    else if (!publicKey) setState('unavailable');
    else setState('ask');
  }, [publicKey]);

  async function allow() {
    setState('busy');
    try {
      setState(await askPermission(store, publicKey));
    } catch {
      setState('unavailable');
    }
  }

  const message = MESSAGES[state];
  return (
    <StepBox>
      <Illustration aria-hidden="true">
        <BellRing size={40} />
      </Illustration>
      <div>
        <h2 id={titleId}>{t('signup.step4.title')}</h2>
        <p className="intro">{t('signup.step4.intro')}</p>
      </div>
      {message && (
        <Alert $tone="info" role="status">
          {t(message)}
        </Alert>
      )}
      {state === 'granted' && (
        <StepDone>{t('signup.pushGranted')}</StepDone>
      )}
      <Actions>
        {state === 'ask' || state === 'busy' ? (
          <>
            <Button type="button" $variant="ghost" onClick={onFinish} disabled={state === 'busy'}>
              {t('signup.skip')}
            </Button>
            <Button type="button" onClick={() => void allow()} disabled={state === 'busy'} aria-busy={state === 'busy'}>
              <BellRing size={18} aria-hidden="true" />
              {state === 'busy' ? t('signup.pushBusy') : t('signup.pushAllow')}
            </Button>
          </>
        ) : (
          <Button type="button" onClick={onFinish} disabled={state === 'checking'}>
            {t('signup.finish')}
          </Button>
        )}
      </Actions>
    </StepBox>
  );
});
