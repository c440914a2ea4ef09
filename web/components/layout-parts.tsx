import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useStore } from '../stores/store-context';
import { arrivalPart } from './arrival/arrival-part';
import { useT } from '../i18n/use-t';
import { DialogPending } from './dialog-pending';
import { signupLinkClick } from './signup/signup-link';
import { TimeBonusBanner } from './time-bonus-banner';
import { withLayoutTexts } from './layout-texts';

/**
 * The default layout's parts that the first screen does without, each in a chunk of its own (issue 26): the server
 * renders them in the page's HTML as before (it has every chunk loaded before its first page: `layoutPartsLoaded`),
 * and the browser hydrates each once its chunk has come, the server's HTML standing meanwhile. Their controls are real
 * links and forms (the footer's links, the language menu's form) that work before, and a tap on a part not hydrated
 * yet is replayed by React once it has (decision 0047). Two kinds:
 * - **after idle** (footer, language menu): on every page, below the fold or a disclosure; fetched when the browser is
 *   first idle after the page's start, or at her first tap, key or focus, whichever comes first;
 * - **when shown** (the member alerts): fetched only when the page has one to show, which most members' pages have
 *   not. The rule that decides stays in the first load; the part decides again in full.
 * A part hydrates with what the store holds when its chunk has come: only parts that show the same then as at the
 * server's render can be one (not the time bonus's banner, whose countdown moves each second).
 */

let firstIdle: Promise<void> | undefined;

/** Resolves when the browser is first idle after the page's start, or at her first input; on the server at once. */
export function afterFirstIdle(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return (firstIdle ??= new Promise<void>((resolve) => {
    const inputs = ['pointerdown', 'keydown', 'focusin'] as const;
    const done = () => {
      for (const input of inputs) window.removeEventListener(input, done, true);
      resolve();
    };
    for (const input of inputs) window.addEventListener(input, done, { capture: true, passive: true });
    if (window.requestIdleCallback) window.requestIdleCallback(done, { timeout: 2000 });
    else window.setTimeout(done, 300);
  }));
}

/** A module's named component as React.lazy takes it, loaded with the layout's later texts (layout-texts.ts). */
const named = <P,>(load: () => Promise<Record<string, unknown>>, name: string) =>
  withLayoutTexts(() => load().then((module) => ({ default: module[name] as ComponentType<P> })));
const afterIdle =
  <M,>(load: () => Promise<M>) =>
  () =>
    afterFirstIdle().then(load);

export const Footer = arrivalPart<Record<string, never>>(afterIdle(named(() => import('./footer'), 'Footer')));
export const LanguageMenu = arrivalPart<{ roomFrom?: number }>(afterIdle(named(() => import('./language/language-menu'), 'LanguageMenu')));
const ActivationReminder = arrivalPart<{ path: string; search: Record<string, string> }>(named(() => import('./activation-reminder'), 'ActivationReminder'));
const PhotoAlert = arrivalPart<{ path: string }>(named(() => import('./photo-alert'), 'PhotoAlert'));
const NotificationsDisabledAlert = arrivalPart<{ path: string }>(named(() => import('./notifications-disabled-alert'), 'NotificationsDisabledAlert'));
/**
 * The signup modal's launcher renders nothing until a link opens it: a chunk fetched after idle, never in the HTML. An
 * arrival part too, so that once loaded it renders in the same commit that drops the stand-in listener below (React.lazy
 * over a plain promise would suspend once more, and for that moment no one would listen).
 */
const SignupModal = arrivalPart<{ path: string; openAtStart: boolean }>(named(() => import('./signup/signup-modal'), 'SignupModal'));

const SERVER_RENDERED = [Footer, LanguageMenu, ActivationReminder, PhotoAlert, NotificationsDisabledAlert];
/** On the server: every part loaded, awaited before the first page renders (+onCreatePageContext.server.ts). */
export const layoutPartsLoaded = (): Promise<unknown> => Promise.all(SERVER_RENDERED.map((part) => part.preload()));

/** A part in its Suspense boundary: until its chunk has come the server's HTML stays (no fallback replaces it). */
function Part({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export function LayoutFooter() {
  return (
    <Part>
      <Footer />
    </Part>
  );
}

export function LayoutLanguageMenu({ roomFrom }: { roomFrom?: number }) {
  return (
    <Part>
      <LanguageMenu roomFrom={roomFrom} />
    </Part>
  );
}

/**
 * The banners between the top bar and the page (SPEC §2, §4), in this order: each alert only when the member may have it
 * (the first load's cheap test), the part itself deciding in full (dismissals, pages without alerts).
 */
export const LayoutAlerts = observer(function LayoutAlerts({ path, search }: { path: string; search: Record<string, string> }) {
  const store = useStore();
  const user = store.session.user;
  return (
    <>
      {/* In the first load: its countdown moves each second, and a part hydrated later would not match the server's. */}
      <TimeBonusBanner />
      {user?.status === 'not_confirmed' && (
        <Part>
          <ActivationReminder path={path} search={search} />
        </Part>
      )}
      {user && user.status !== 'not_confirmed' && user.profile.main_image === null && (
        <Part>
          <PhotoAlert path={path} />
        </Part>
      )}
      {user && user.notifications_disabled.length > 0 && (
        <Part>
          <NotificationsDisabledAlert path={path} />
        </Part>
      )}
    </>
  );
});

/**
 * The signup modal's launcher, once the browser is idle. A click on a link to /signup before it has come opens the
 * modal as the launcher would (a wide screen, a plain click: signup-link.ts), busy until it is there; on a phone the
 * link goes to the signup page, as always.
 */
export function LayoutSignupModal({ path }: { path: string }) {
  const t = useT();
  const [loaded, setLoaded] = useState(false);
  const [openAtStart, setOpenAtStart] = useState(false);
  useEffect(() => {
    // Until the launcher is here and listening (its effect runs in the commit that ends this one), clicks come here.
    if (loaded) return undefined;
    let ended = false;
    const load = () =>
      void SignupModal.preload().then(
        () => ended || setLoaded(true),
        () => ended || setOpenAtStart(false),
      );
    void afterFirstIdle().then(() => ended || load());
    const onClick = (event: MouseEvent) => {
      if (path === '/signup' || !signupLinkClick(event)) return;
      // Before Vike's own link handler (on document, bubbling), which would otherwise navigate to /signup.
      event.preventDefault();
      event.stopPropagation();
      setOpenAtStart(true);
      load();
    };
    window.addEventListener('click', onClick, true);
    return () => {
      ended = true;
      window.removeEventListener('click', onClick, true);
    };
  }, [loaded, path]);
  if (!loaded) return openAtStart ? <DialogPending label={t('nav.signup')} /> : null;
  return (
    <Suspense fallback={null}>
      <SignupModal path={path} openAtStart={openAtStart} />
    </Suspense>
  );
}
