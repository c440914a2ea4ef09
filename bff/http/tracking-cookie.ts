import type { Request, RequestHandler, Response } from 'express';
import { trackingFromQuery, type TrackingData } from '../../domain/accounts/tracking';
import { cameThroughTrafficSource, keepArrival, onConsentChange, type ArrivalKept } from '../../domain/arrival/arrival-memory';
import { CONSENT_COOKIE, consentFrom, cookieIn } from '../../domain/arrival/consent';
import { contextOf } from './request-context';

export const TRACKING_COOKIE = 'hs_tracking';
const TRACKING_DAYS = 30;
/**
 * Decision 0066: that she came through a traffic source, for this browser session only (no Max-Age), whatever she
 * chose about cookies. Holds `1`: no partner data, no identifier.
 */
export const VISIT_COOKIE = 'hs_arrival';

const encode = (data: TrackingData): string => Buffer.from(JSON.stringify(data), 'utf8').toString('base64url');

function decode(value: string): TrackingData | undefined {
  if (!/^[A-Za-z0-9_-]{1,2048}$/.test(value)) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    // The cookie is the visitor's to change: read it through the same rule as a query.
    const { network, ref, sub1, sub2, sub3 } = parsed as Record<string, unknown>;
    return trackingFromQuery({ network, ref, sub1, sub2, sub3 });
  } catch {
    return undefined;
  }
}

function cookieValue(header: string | undefined): string | undefined {
  // Most requests carry no tracking cookie: look for its name before taking the header apart.
  if (!header?.includes(TRACKING_COOKIE)) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === TRACKING_COOKIE) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The tracking data of the request's query; a URL without a query is not parsed for one (Express parses on every read). */
const fromQuery = (req: Request): TrackingData | undefined =>
  req.url.includes('?') ? trackingFromQuery(req.query as Record<string, unknown>) : undefined;

const cookieOptions = (req: Request) => ({ httpOnly: true, sameSite: 'lax' as const, secure: req.secure, path: '/' });

/** What her device keeps of an earlier arrival (decisions 0062, 0066). */
const keptBy = (req: Request): ArrivalKept => ({
  attribution: decodeCookie(req) !== undefined,
  visit: cookieIn(req.headers.cookie, VISIT_COOKIE) === '1',
});

function keep(req: Request, res: Response, data: TrackingData | undefined, what: { readonly attribution: boolean; readonly visit: boolean }): void {
  if (what.attribution && data) res.cookie(TRACKING_COOKIE, encode(data), { ...cookieOptions(req), maxAge: TRACKING_DAYS * 24 * 60 * 60 * 1000 });
  // A session cookie: no maxAge, so the browser drops it when her session ends.
  if (what.visit) res.cookie(VISIT_COOKIE, '1', cookieOptions(req));
}

/**
 * SPEC §3: an arrival with tracking data in the query. With her consent its data is kept in a cookie that signup
 * reads, the first arrival until signup (a later link does not replace it; issue 24, decision 0062); whatever she
 * chose, that she came through a traffic source is kept for her browser session (decision 0066), so the members the
 * operator shows such visitors stay shown on her next page.
 */
export const trackingCookie: RequestHandler = (req, res, next) => {
  const data = fromQuery(req);
  const kept = keptBy(req);
  contextOf(res).trafficSource = cameThroughTrafficSource(kept, data !== undefined);
  keep(req, res, data, keepArrival(kept, data !== undefined, consentFrom(cookieIn(req.headers.cookie, CONSENT_COOKIE))));
  next();
};

/** The tracking data of the visitor's first arrival, or else of the request itself; null when there is none. */
export function trackingFrom(req: Request): TrackingData | null {
  return decodeCookie(req) ?? fromQuery(req) ?? null;
}

/** The tracking data of the visitor's cookie, when she has a valid one. */
function decodeCookie(req: Request): TrackingData | undefined {
  const cookie = cookieValue(req.headers.cookie);
  return cookie ? decode(cookie) : undefined;
}

/**
 * The visitor chose (decision 0062). Accepted: the tracking data of the page she arrived on (its query) is kept now,
 * unless an earlier arrival is. Refused: the arrival's cookie, if any, goes; the visit it stood for stays for this
 * session (decision 0066).
 */
export function keepArrivalOnConsent(req: Request, res: Response, accepted: boolean, arrivalQuery: Record<string, unknown>): void {
  const data = trackingFromQuery(arrivalQuery);
  const change = onConsentChange(keptBy(req), accepted, data !== undefined);
  if (change.removeAttribution) res.clearCookie(TRACKING_COOKIE, cookieOptions(req));
  keep(req, res, data, change);
}
