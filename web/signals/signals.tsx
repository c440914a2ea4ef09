import { MessageCircle, Wifi } from 'lucide-react';
import { autorun, reaction } from 'mobx';
import { useEffect, useEffectEvent } from 'react';
import { useT } from '../i18n/use-t';
import { InstalledApp } from '../pwa/installed-app';
import { useStore } from '../stores/store-context';
import { watchConnectivity } from './connectivity';
import { replayEarlyInput } from './early-input';
import { ProgressBar } from './progress-bar';
import { useSignals } from './signals-context';
import { keepTitleCount, setAppBadge, signalCount } from './title-count';
import { Toaster } from './toasts';

const CONNECTIVITY_TOAST = 'connectivity';

/** SPEC §4: the page classes follow the session: `logged-in` or `logged-out` on <body>. */
export function sessionClass(loggedIn: boolean): string {
  return loggedIn ? 'logged-in' : 'logged-out';
}

function useSessionClasses() {
  const store = useStore();
  useEffect(
    () =>
      autorun(() => {
        const loggedIn = store.session.loggedIn;
        document.body.classList.toggle('logged-in', loggedIn);
        document.body.classList.toggle('logged-out', !loggedIn);
      }),
    [store],
  );
}

function useTitleCount() {
  const store = useStore();
  useEffect(() => {
    const title = keepTitleCount(document, () => signalCount(store));
    const stop = autorun(() => {
      const count = signalCount(store);
      title.update();
      setAppBadge(navigator, count);
    });
    return () => {
      stop();
      title.stop();
    };
  }, [store]);
}

function useConnectivityNotice() {
  const { connectivity, toasts } = useSignals();
  const t = useT();
  // The words in the language of the latest render, without setting the watch up again.
  const showBackOnline = useEffectEvent(() =>
    toasts.show({ id: CONNECTIVITY_TOAST, text: t('signals.online'), tone: 'success', icon: Wifi, placement: 'bottom-center', timeoutMs: 4000 }),
  );
  useEffect(() => {
    const stopNotice = reaction(
      () => connectivity.online,
      (online) => {
        // Offline, the connection banner says so (web/pwa/connection-banner.tsx); a toast says when it is back.
        if (!online) {
          toasts.dismiss(CONNECTIVITY_TOAST);
        } else if (connectivity.wasOffline) {
          showBackOnline();
        }
      },
      { fireImmediately: !connectivity.online },
    );
    const stopWatching = watchConnectivity(connectivity, window);
    return () => {
      stopWatching();
      stopNotice();
    };
  }, [connectivity, toasts]);
}

/** A message arriving in another conversation than the open one: a toast says from whom (issue 11). */
function useMessageToasts() {
  const store = useStore();
  const { toasts } = useSignals();
  const t = useT();
  // The words in the language of the latest render; the reaction itself stays for as long as the store does.
  const showArrival = useEffectEvent((arrived: NonNullable<typeof store.chats.arrivedElsewhere>) => {
    const text = arrived.from ? t('signals.messageFrom', { name: arrived.from }) : t('signals.message');
    toasts.show({ id: 'message-elsewhere', text, tone: 'info', icon: MessageCircle, placement: 'top-right', timeoutMs: 5000 });
  });
  useEffect(
    () =>
      reaction(
        () => store.chats.arrivedElsewhere,
        (arrived) => {
          if (arrived) showArrival(arrived);
        },
      ),
    [store],
  );
}

/** What every page shows and keeps up to date: toasts, the progress bar, the title's count, page classes, connection. */
export function Signals() {
  // Signals hydrate with the page (inside its Suspense boundary): its controls answer now, so what she did before they
  // could is handed to them (decision 0047).
  useEffect(() => replayEarlyInput(window), []);
  useSessionClasses();
  useTitleCount();
  useConnectivityNotice();
  useMessageToasts();
  return (
    <>
      <ProgressBar />
      <Toaster />
      <InstalledApp />
    </>
  );
}
