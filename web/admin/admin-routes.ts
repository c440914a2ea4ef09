import type { MessageKey } from '../i18n/message-key';

/** The back office's screens, each shown by one Vike page (decision 0080). */
export type AdminScreenName =
  | 'home'
  | 'login'
  | 'setup'
  | 'members'
  | 'member'
  | 'reports'
  | 'report'
  | 'complaints'
  | 'photos'
  | 'payments'
  | 'payment'
  | 'discounts'
  | 'settings'
  | 'operators';

export interface AdminRoute {
  /** A Vike route string: `@name` takes one path segment. */
  readonly route: string;
  readonly screen: AdminScreenName;
  readonly title: MessageKey;
}

/**
 * Every address of the back office (issue 25). One page serves them (web/pages/admin), so a screen added here adds
 * nothing to a member's JavaScript: Vike's client route table, which every member page loads, holds one entry for
 * the whole back office instead of one per screen (decision 0080).
 */
export const ADMIN_ROUTES: readonly AdminRoute[] = [
  { route: '/admin', screen: 'home', title: 'admin.title' },
  { route: '/admin/login', screen: 'login', title: 'admin.login.title' },
  // Decision 0083: an operator made from the back office sets her password with her one-time link.
  { route: '/admin/setup', screen: 'setup', title: 'admin.setup.title' },
  { route: '/admin/members', screen: 'members', title: 'admin.members.title' },
  { route: '/admin/members/@id', screen: 'member', title: 'admin.members.title' },
  { route: '/admin/reports', screen: 'reports', title: 'admin.reports.title' },
  { route: '/admin/reports/@id', screen: 'report', title: 'admin.reports.title' },
  { route: '/admin/complaints', screen: 'complaints', title: 'admin.complaints.title' },
  { route: '/admin/photos', screen: 'photos', title: 'admin.photos.title' },
  { route: '/admin/payments', screen: 'payments', title: 'admin.payments.title' },
  { route: '/admin/payments/@id', screen: 'payment', title: 'admin.payment.title' },
  { route: '/admin/discounts', screen: 'discounts', title: 'admin.discounts.title' },
  { route: '/admin/settings', screen: 'settings', title: 'admin.settings.title' },
  { route: '/admin/operators', screen: 'operators', title: 'admin.operators.title' },
];

export interface AdminRouteMatch {
  readonly route: AdminRoute;
  readonly params: Readonly<Record<string, string>>;
}

/** A segment as written, or none when its escapes are broken (a 404, not an error). */
function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The screen of a path and its parameters, or none (a 404). A trailing slash is the same address. */
export function adminRouteOf(pathname: string): AdminRouteMatch | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/');
  for (const route of ADMIN_ROUTES) {
    const parts = route.route.split('/');
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, i) => {
      const segment = segments[i]!;
      if (!part.startsWith('@')) return part === segment;
      if (segment === '') return false;
      const value = decoded(segment);
      if (value === undefined) return false;
      params[part.slice(1)] = value;
      return true;
    });
    if (matches) return { route, params };
  }
  return undefined;
}
