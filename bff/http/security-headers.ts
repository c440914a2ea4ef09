import { randomBytes } from 'node:crypto';
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

/**
 * helmet with a fresh nonce per request: Vike puts it on every script it injects, so script-src needs no
 * 'unsafe-inline'. Styles stay inline (styled-components injects <style> tags). Vite's dev server needs
 * inline scripts for its hot reload, so only the dev mode relaxes script-src.
 */
export function securityHeaders(options: { production: boolean; dev: boolean; imageHosts?: readonly string[] }): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    (res.locals as RequestContext).cspNonce = randomBytes(16).toString('base64');
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': options.dev
          ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
          : ["'self'", (_req, res) => `'nonce-${(res as unknown as { locals: RequestContext }).locals.cspNonce}'`],
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
  });
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  };
  return [nonce, headers, permissions];
}
