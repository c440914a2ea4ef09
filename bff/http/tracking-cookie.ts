import type { Request, RequestHandler, Response } from 'express';
import { trackingFromQuery, type TrackingData } from '../../domain/accounts/tracking';
import { CONSENT_COOKIE, consentFrom, cookieIn, mayTrack } from '../../domain/arrival/consent';
import { contextOf } from './request-context';

export const TRACKING_COOKIE = 'hs_tracking';
const TRACKING_DAYS = 30;

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

/**
 * Stores the tracking data of SPEC §3 when a request's query carries it, in a cookie that signup reads. The first
 * arrival is kept until signup: a later link with other tracking data does not replace it (issue 24).
 */
export const trackingCookie: RequestHandler = (req, res, next) => {
  const data = fromQuery(req);
  const arrival = decodeCookie(req);
  contextOf(res).trafficSource = data !== undefined || arrival !== undefined;
  // Decision 0062: the affiliate's attribution needs the visitor's consent; before she chose, the consent call keeps it.
  if (data && !arrival && mayTrack(consentFrom(cookieIn(req.headers.cookie, CONSENT_COOKIE)))) {
    res.cookie(TRACKING_COOKIE, encode(data), {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      path: '/',
      maxAge: TRACKING_DAYS * 24 * 60 * 60 * 1000,
    });
  }
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
 * unless an earlier arrival is. Refused: the arrival's cookie, if any, goes.
 */
export function keepArrivalOnConsent(req: Request, res: Response, accepted: boolean, arrivalQuery: Record<string, unknown>): void {
  const options = { httpOnly: true, sameSite: 'lax' as const, secure: req.secure, path: '/' };
  if (!accepted) {
    if (cookieValue(req.headers.cookie)) res.clearCookie(TRACKING_COOKIE, options);
    return;
  }
  const data = trackingFromQuery(arrivalQuery);
  if (data && !decodeCookie(req)) res.cookie(TRACKING_COOKIE, encode(data), { ...options, maxAge: TRACKING_DAYS * 24 * 60 * 60 * 1000 });
}
