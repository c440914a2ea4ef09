import { observer } from 'mobx-react-lite';
import { Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { HELD_ATTRIBUTE } from '../signals/early-input';
import { useStore } from '../stores/store-context';
import { arrivalPart } from './arrival/arrival-part';
import { DialogPending } from './dialog-pending';
import { withLayoutTexts } from './layout-texts';
import { signupLinkClick } from './signup/signup-link';
import { TimeBonusBanner } from './time-bonus-banner';

/**
 * The default layout's parts that the first screen does without, each in a chunk of its own (issue 26, decision 0065):
 * the server renders them in the page's HTML as before (it has every chunk loaded before its first page:
 * `layoutPartsLoaded`), and the browser hydrates each once its chunk has come, the server's HTML standing meanwhile.
 * Links and forms in them work before (the footer's links, the language menu's form); a tap on a button of a part
 * not hydrated yet is held, shown busy, and given to it once it has (`Part`): React would drop it. Two kinds:
 * - **after idle** (footer, language menu, account menu): on every page, below the fold or a disclosure; fetched when the browser is
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

/** What a Part hands its part: called once the part has hydrated. */
type Ready = { onReady?: () => void };

/**
 * A module's named component as React.lazy takes it, loaded with the layout's later texts (layout-texts.ts), telling
 * its Part once it has hydrated.
 */
const named = <P extends object>(load: () => Promise<Record<string, unknown>>, name: string) =>
  withLayoutTexts(() =>
    load().then((module) => {
      const Component = module[name] as ComponentType<P>;
      function ReadyPart({ onReady, ...props }: P & Ready) {
        useEffect(() => onReady?.(), [onReady]);
        return <Component {...(props as P)} />;
      }
      return { default: ReadyPart as ComponentType<P & Ready> };
    }),
  );
const afterIdle =
  <M,>(load: () => Promise<M>) =>
  () =>
    afterFirstIdle().then(load);

export const Footer = arrivalPart<Ready>(afterIdle(named(() => import('./footer'), 'Footer')));
export const LanguageMenu = arrivalPart<{ roomFrom?: number } & Ready>(afterIdle(named(() => import('./language/language-menu'), 'LanguageMenu')));
export const AccountMenu = arrivalPart<Ready>(afterIdle(named(() => import('./nav/account-menu'), 'AccountMenu')));
const ActivationReminder = arrivalPart<{ path: string; search: Record<string, string> } & Ready>(named(() => import('./activation-reminder'), 'ActivationReminder'));
const PhotoAlert = arrivalPart<{ path: string } & Ready>(named(() => import('./photo-alert'), 'PhotoAlert'));
const NotificationsDisabledAlert = arrivalPart<{ path: string } & Ready>(named(() => import('./notifications-disabled-alert'), 'NotificationsDisabledAlert'));
/**
 * The signup modal's launcher renders nothing until a link opens it: a chunk fetched after idle, never in the HTML. An
 * arrival part too, so that once loaded it renders in the same commit that drops the stand-in listener below (React.lazy
 * over a plain promise would suspend once more, and for that moment no one would listen).
 */
const SignupModal = arrivalPart<{ path: string; openAtStart: boolean } & Ready>(named(() => import('./signup/signup-modal'), 'SignupModal'));

const SERVER_RENDERED = [Footer, LanguageMenu, AccountMenu, ActivationReminder, PhotoAlert, NotificationsDisabledAlert];
/** On the server: every part loaded, awaited before the first page renders (+onCreatePageContext.server.ts). */
export const layoutPartsLoaded = (): Promise<unknown> => Promise.all(SERVER_RENDERED.map((part) => part.preload()));

/** The controls whose tap needs the part's script (as the early input's capture has them): buttons, not links. */
const CONTROLS = 'button, input[type="submit"], input[type="button"], [role="button"]';

/** Whether a tap on a control goes on without a script: a link, or a form's button that posts it (the language menu). */
const worksWithoutScript = (control: Element) =>
  control.closest('a[href]') !== null || (control instanceof HTMLButtonElement && control.type === 'submit' && !!control.form?.getAttribute('action'));

/**
 * A part in its Suspense boundary (until its chunk has come the server's HTML stays: no fallback replaces it), in a
 * box of its own (`display: contents`, no box on screen) that hydrates with the layout. Until the part has hydrated,
 * the box holds a tap on one of its buttons: marked busy as the early input marks it (decision 0047), the part's chunk
 * asked for at once, and the tap given to the button, once, when the part has hydrated.
 */
function Part({ load, children }: { load: () => Promise<unknown>; children: (onReady: () => void) => ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [taps] = useState(() => new HeldTaps());
  const onReady = useCallback(() => taps.giveToPart(), [taps]);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const onClick = (event: MouseEvent) => {
      const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
      if (taps.ready || !(control instanceof HTMLElement) || !element.contains(control) || worksWithoutScript(control)) return;
      event.preventDefault();
      event.stopPropagation();
      void load().catch(() => undefined);
      taps.hold(control);
    };
    // On the window, before React's own listener on #root: for a tap in a part it cannot hydrate yet, React stops the
    // event there and drops it.
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [load, taps]);
  return (
    <div ref={box} style={{ display: 'contents' }}>
      <Suspense fallback={null}>{children(onReady)}</Suspense>
    </div>
  );
}

/** The taps a Part holds until its part has hydrated. */
class HeldTaps {
  ready = false;
  private readonly held: HTMLElement[] = [];

  /** A tap on a control: marked busy (once however often she taps), kept. */
  hold(control: HTMLElement) {
    if (this.held.includes(control)) return;
    control.setAttribute('aria-busy', 'true');
    control.setAttribute(HELD_ATTRIBUTE, '');
    this.held.push(control);
  }

  /** The part has hydrated: a task later (its handlers attached, as the early input's replay), each tap once, in order. */
  giveToPart() {
    if (this.ready) return;
    this.ready = true;
    const held = this.held.splice(0);
    setTimeout(() => {
      for (const control of held) {
        control.removeAttribute('aria-busy');
        control.removeAttribute(HELD_ATTRIBUTE);
        if (control.isConnected) control.click();
      }
    });
  }
}

export function LayoutFooter() {
  return <Part load={Footer.preload}>{(onReady) => <Footer onReady={onReady} />}</Part>;
}

export function LayoutLanguageMenu({ roomFrom }: { roomFrom?: number }) {
  return <Part load={LanguageMenu.preload}>{(onReady) => <LanguageMenu roomFrom={roomFrom} onReady={onReady} />}</Part>;
}

/** The member's account menu (issue 27): its photo opens it without a script; logging out waits for the part. */
export function LayoutAccountMenu() {
  return <Part load={AccountMenu.preload}>{(onReady) => <AccountMenu onReady={onReady} />}</Part>;
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
        <Part load={ActivationReminder.preload}>{(onReady) => <ActivationReminder path={path} search={search} onReady={onReady} />}</Part>
      )}
      {user && user.status !== 'not_confirmed' && user.profile.main_image === null && (
        <Part load={PhotoAlert.preload}>{(onReady) => <PhotoAlert path={path} onReady={onReady} />}</Part>
      )}
      {user && user.notifications_disabled.length > 0 && (
        <Part load={NotificationsDisabledAlert.preload}>{(onReady) => <NotificationsDisabledAlert path={path} onReady={onReady} />}</Part>
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
