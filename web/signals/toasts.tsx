import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useRef } from 'react';
import { lazyPart } from '../components/lazy-part';
import { useT } from '../i18n/use-t';
import { useSignals } from './signals-context';

/** How the toasts look: not on any page's first load (decision 0054). */
const ToastStacks = lazyPart(() => import('./toast-stacks'));

/**
 * Runs `work` once, at the member's first pointer or key press in the tab (what she does is what most toasts answer);
 * the returned function cancels it. Not when idle: a page's load fetches nothing it does not show.
 */
function onFirstInput(work: () => void): () => void {
  const types = ['pointerdown', 'keydown'] as const;
  const stop = () => types.forEach((type) => window.removeEventListener(type, once, true));
  const once = () => {
    stop();
    work();
  };
  types.forEach((type) => window.addEventListener(type, once, true));
  return stop;
}

/**
 * The toasts of SPEC §9 (at most 350 px wide, top or bottom × left, center, right or full). Screen readers hear each
 * one from a live region that is always in the page: role status (polite), danger ones role alert. F8 reaches the
 * newest toast's close button from anywhere.
 */
export const Toaster = observer(function Toaster() {
  const { toasts } = useSignals();
  const t = useT();
  const region = useRef<HTMLElement>(null);
  const announcement = toasts.announcement;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      const buttons = region.current?.querySelectorAll<HTMLButtonElement>('li button');
      const newest = buttons?.[buttons.length - 1];
      if (newest) {
        event.preventDefault();
        newest.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    const stopWaiting = onFirstInput(() => void ToastStacks.preload());
    return () => {
      stopWaiting();
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  return (
    <section ref={region} aria-label={`${t('signals.toasts')} (F8)`} data-signals="toasts">
      <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
        {announcement && !announcement.urgent ? <span key={announcement.seq}>{announcement.text}</span> : null}
      </div>
      <div role="alert" aria-atomic="true" className="visually-hidden">
        {announcement?.urgent ? <span key={announcement.seq}>{announcement.text}</span> : null}
      </div>
      {/* The stacks' look is a chunk of its own, fetched at the first tap or key press, or when the first toast shows. */}
      {toasts.items.length > 0 ? (
        <Suspense>
          <ToastStacks />
        </Suspense>
      ) : null}
    </section>
  );
});
