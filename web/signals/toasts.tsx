import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useRef } from 'react';
import { lazyPart } from '../components/lazy-part';
import { useT } from '../i18n/use-t';
import { useSignals } from './signals-context';

/** How the toasts look: not on any page's first load (decision 0054). */
const ToastStacks = lazyPart(() => import('./toast-stacks'));

/** Runs `work` when the browser is idle after the page has hydrated; the returned function cancels it. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 1500);
  return () => clearTimeout(handle);
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
    const idle = whenIdle(() => void ToastStacks.preload());
    return () => {
      idle();
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
      {/* The stacks' look is a chunk of its own, fetched when the page is idle or the first toast shows. */}
      {toasts.items.length > 0 ? (
        <Suspense>
          <ToastStacks />
        </Suspense>
      ) : null}
    </section>
  );
});
