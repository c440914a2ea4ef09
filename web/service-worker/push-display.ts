/**
 * A web push as the worker shows it (issue 23, shared contract 3): JSON `{title, body, url, tag, badge}` from the
 * server (H4's sender). Pure: the worker passes what it got and shows what comes out.
 */
export interface PushPayload {
  readonly title: string;
  readonly body: string;
  /** A path on the site, where a click leads. */
  readonly url: string;
  /** "chat-12", "likes", "match-34": repeats replace the earlier notification of the same tag. */
  readonly tag?: string;
  /** Unread messages plus new likes, for the app badge. */
  readonly badge?: number;
}

export interface NotificationToShow {
  readonly title: string;
  readonly options: {
    readonly body: string;
    readonly icon: string;
    readonly badge: string;
    readonly tag?: string;
    readonly renotify: boolean;
    readonly data: { readonly url: string };
  };
  /** The app badge to set, when the push says. */
  readonly appBadge: number | null;
}

export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/badge-72.png';
const DEFAULT_TITLE = 'Hartslag';

/** A path of this site only: a push never opens another site (`//evil.example`, `/\evil`, `https:…` are refused). */
export function sitePath(url: unknown): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return '/';
  return url;
}

/** What to show for a push's data (parsed JSON, or text when it was not JSON). */
export function notificationFor(data: unknown): NotificationToShow {
  const payload = (typeof data === 'object' && data !== null ? data : { body: typeof data === 'string' ? data : '' }) as Partial<Record<keyof PushPayload, unknown>>;
  const tag = typeof payload.tag === 'string' && payload.tag !== '' ? payload.tag : undefined;
  const badge = typeof payload.badge === 'number' && Number.isInteger(payload.badge) && payload.badge >= 0 ? payload.badge : null;
  return {
    title: typeof payload.title === 'string' && payload.title !== '' ? payload.title : DEFAULT_TITLE,
    options: {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      // renotify needs a tag: without one every push is its own notification anyway.
      ...(tag ? { tag } : {}),
      renotify: tag !== undefined,
      data: { url: sitePath(payload.url) },
    },
    appBadge: badge,
  };
}

/** A window of the site to bring forward for a click: the one showing the url already, else a visible one, else any. */
export function windowToFocus<W extends { readonly url: string; readonly visibilityState?: string; readonly focused?: boolean }>(
  windows: readonly W[],
  origin: string,
  path: string,
): W | undefined {
  const ours = windows.filter((client) => client.url.startsWith(`${origin}/`) || client.url === origin);
  return (
    ours.find((client) => client.url === `${origin}${path}`) ??
    ours.find((client) => client.focused) ??
    ours.find((client) => client.visibilityState === 'visible') ??
    ours[0]
  );
}

/**
 * Whether to show the notification: not when she is looking at that very page in a focused window (the page shows the
 * message itself; the server already holds pushes back while the tab is visible, this is the last check).
 */
export function worthShowing(windows: readonly { readonly url: string; readonly focused?: boolean; readonly visibilityState?: string }[], origin: string, path: string): boolean {
  return !windows.some((client) => client.focused && client.visibilityState === 'visible' && client.url === `${origin}${path}`);
}
