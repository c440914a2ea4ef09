import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { RequestContext } from './request-context';

/**
 * What the pages may ask the browser for: the location (settings, "near me") and payments on the site itself;
 * nothing else, and nothing for frames of other origins.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=(self)',
  'payment=(self)',
  'usb=()',
  'midi=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'fullscreen=(self)',
  'autoplay=()',
].join(', ');

export interface SecurityHeaderOptions {
  readonly production: boolean;
  readonly dev: boolean;
  readonly imageHosts?: readonly string[];
}

/** Stands for the request's nonce while helmet writes the headers once; never sent. */
const NONCE_MARK = 'HartslagNonceMark0000000';

/** helmet's options: the policy itself. Only the script-src nonce changes from one request to the next. */
function helmetOptions(options: SecurityHeaderOptions): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': options.dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", `'nonce-${NONCE_MARK}'`],
        'style-src': ["'self'", "'unsafe-inline'"],
        // The GIF service's image hosts, when a hosted one is configured (Giphy), and nothing else from outside.
        'img-src': ["'self'", 'data:', 'blob:', ...(options.imageHosts ?? [])],
        'font-src': ["'self'", 'data:'],
        // 'self' covers the site's own ws:/wss: too (CSP 3); no other host is reachable from a page.
        'connect-src': ["'self'"],
        'manifest-src': ["'self'"],
        'worker-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/** A header as helmet sets it; the CSP's value is split around the nonce. */
type SecurityHeader = readonly [name: string, value: string] | readonly [name: string, before: string, after: string];

/**
 * The headers helmet sets for these options, in its order, followed by Permissions-Policy: helmet's middleware run
 * once on a response that only records, so the set and the values are helmet's own.
 */
export function securityHeaderSet(options: SecurityHeaderOptions): SecurityHeader[] {
  const recorded: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => void recorded.push([name, String(value)]),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(helmetOptions(options))({} as IncomingMessage, recorder, (error?: unknown) => (failure = error));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  const headers: SecurityHeader[] = recorded.map(([name, value]) => {
    const at = value.indexOf(NONCE_MARK);
    return at < 0 ? ([name, value] as const) : ([name, value.slice(0, at), value.slice(at + NONCE_MARK.length)] as const);
  });
  headers.push(['Permissions-Policy', PERMISSIONS_POLICY]);
  return headers;
}

/** 16 random bytes as base64 for each call, from 4 KB of the system's CSPRNG drawn at a time: each byte used once. */
function nonceSource(): () => string {
  const NONCE_BYTES = 16;
  const pool = Buffer.allocUnsafe(NONCE_BYTES * 256);
  let used = pool.length;
  return () => {
    if (used === pool.length) {
      randomFillSync(pool);
      used = 0;
    }
    const nonce = pool.toString('base64', used, used + NONCE_BYTES);
    used += NONCE_BYTES;
    return nonce;
  };
}

/**
 * What an answer of the API carries instead (OWASP's REST Security Cheat Sheet): it is JSON, never a document, so the
 * page's policy (scripts, styles, images, permissions, the window's isolation) means nothing to it. Nothing may load
 * from it or frame it, nothing may sniff it into another type, and other sites may not read it; HSTS as for pages.
 * About 900 bytes fewer on every call a phone makes, and no nonce to draw.
 */
export function apiSecurityHeaderSet(options: SecurityHeaderOptions): [name: string, value: string][] {
  const headers: [string, string][] = [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Referrer-Policy', 'no-referrer'],
    ['X-Content-Type-Options', 'nosniff'],
  ];
  if (options.production) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  return headers;
}

/** The API's answers, by path: everything under /api/. */
export const isApiPath = (path: string): boolean => path.startsWith('/api/');

/**
 * helmet's headers with a fresh nonce per request: Vike puts it on every script it injects, so script-src needs no
 * 'unsafe-inline'. Styles stay inline (styled-components injects <style> tags). Vite's dev server needs inline
 * scripts for its hot reload, so only the dev mode relaxes script-src. The headers are worked out once (helmet
 * would build the policy string and set each header through its own chain on every request); a request costs a
 * nonce and one setHeader per header. The API's answers get the API's set (apiSecurityHeaderSet).
 */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const headers = securityHeaderSet(options);
  const apiHeaders = apiSecurityHeaderSet(options);
  const nonce = nonceSource();
  return (req, res, next) => {
    if (isApiPath(req.path)) {
      for (const [name, value] of apiHeaders) res.setHeader(name, value);
      return next();
    }
    const cspNonce = nonce();
    (res.locals as RequestContext).cspNonce = cspNonce;
    for (const header of headers) res.setHeader(header[0], header.length === 2 ? header[1] : header[1] + cspNonce + header[2]);
    next();
  };
}
