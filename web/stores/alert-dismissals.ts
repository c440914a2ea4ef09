import { makeAutoObservable } from 'mobx';

/**
 * SPEC §4: the member alerts whose dismissal is kept as a timestamp, by the name it is kept under. It is kept in a
 * cookie, so the server knows it too: a dismissed alert is left out of the page's HTML instead of being painted and
 * taken away after hydration (issue 22: alerts that pushed the page down).
 */
export const PHOTO_ALERT_DISMISSED = 'hs_photo_alert_dismissed';
export const ACTIVATION_REMINDER_DISMISSED = 'hs_activation_reminder_dismissed';
export const NOTIFICATIONS_DISABLED_ALERT_DISMISSED = 'hs_notifications_disabled_alert_dismissed';
export const PUSH_ALERT_DISMISSED = 'hs_push_alert_dismissed';
const ALERTS = [PHOTO_ALERT_DISMISSED, ACTIVATION_REMINDER_DISMISSED, NOTIFICATIONS_DISABLED_ALERT_DISMISSED, PUSH_ALERT_DISMISSED] as const;

export type AlertKey = (typeof ALERTS)[number];
/** When each alert was dismissed on this device, in ms. */
export type AlertDismissalTimes = Readonly<Partial<Record<AlertKey, number>>>;

/** A year: the photo alert stays hidden for good once dismissed; the cookie outlives any use of it. */
const COOKIE_MAX_AGE_S = 365 * 24 * 3600;

const isAlertKey = (name: string): name is AlertKey => (ALERTS as readonly string[]).includes(name);
const timeOf = (value: string | null | undefined): number | undefined => {
  const at = Number(value);
  return Number.isFinite(at) && at > 0 ? at : undefined;
};

/** The dismissal times in a Cookie header: what the server knows of this device's dismissals. */
export function dismissalsFromCookies(header: string | undefined): AlertDismissalTimes {
  const found: Partial<Record<AlertKey, number>> = {};
  for (const part of (header ?? '').split(';')) {
    const equals = part.indexOf('=');
    if (equals < 0) continue;
    const name = part.slice(0, equals).trim();
    const at = timeOf(part.slice(equals + 1).trim());
    if (isAlertKey(name) && at !== undefined) found[name] = Math.max(found[name] ?? 0, at);
  }
  return found;
}

/**
 * When this browser says the alert was dismissed: its cookie, or localStorage, where the dismissal was kept before the
 * cookie (a member who dismissed it then still has it hidden). Null when never, or on the server.
 */
export function deviceDismissal(key: AlertKey): number | null {
  if (typeof window === 'undefined') return null;
  let cookie: number | undefined;
  let stored: number | undefined;
  try {
    cookie = dismissalsFromCookies(document.cookie)[key];
  } catch {
    cookie = undefined;
  }
  try {
    stored = timeOf(window.localStorage.getItem(key));
  } catch {
    stored = undefined;
  }
  const at = Math.max(cookie ?? 0, stored ?? 0);
  return at > 0 ? at : null;
}

/** Keeps a dismissal on this device: in its cookie (for the server's next page) and in localStorage. */
export function keepDismissal(key: AlertKey, at: number): void {
  if (typeof window === 'undefined') return;
  try {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${key}=${at}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
  } catch {
    // Cookies refused: localStorage below, or hidden for this page view only.
  }
  try {
    window.localStorage.setItem(key, String(at));
  } catch {
    // Storage refused.
  }
}

/** Whether a dismissal at `at` still hides its alert at `now`: for `forMs` (the activation reminder: a day), or for good. */
export const stillDismissed = (at: number | null | undefined, now: number, forMs = Number.POSITIVE_INFINITY): boolean =>
  at !== null && at !== undefined && at > 0 && now - at < forMs;

/**
 * The tab's dismissals of the member alerts. It starts from what the server read in the cookies and decides the
 * alerts of the page's first render at the server's clock, so that render is the server's HTML; a dismissal in the
 * tab is noted here, so an alert that mounts again later (another layout) starts hidden.
 */
export class AlertDismissals {
  private readonly times: Partial<Record<AlertKey, number>>;

  constructor(
    times: AlertDismissalTimes = {},
    /** The server's clock when it rendered the first page; null outside a rendered page (tests). */
    private readonly renderedAt: number | null = null,
  ) {
    this.times = { ...times };
    makeAutoObservable<this, 'renderedAt'>(this, { renderedAt: false });
  }

  /** Whether the alert is hidden in a first render (the server's, hydration's): its dismissal at the server's clock. */
  hiddenAtFirstRender(key: AlertKey, forMs?: number): boolean {
    const at = this.times[key];
    return stillDismissed(at, this.renderedAt ?? at ?? 0, forMs);
  }

  /** When the alert was dismissed, as the server read it or the tab noted it; null when never. */
  at(key: AlertKey): number | null {
    return this.times[key] ?? null;
  }

  /** The member dismissed the alert now: kept on the device and noted for the tab. */
  dismiss(key: AlertKey, at: number) {
    this.times[key] = at;
    keepDismissal(key, at);
  }
}
