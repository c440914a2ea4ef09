import express, { Router, type Request, type Response } from 'express';
import { CONSENT_COOKIE, CONSENT_DAYS, consentValue, type Consent } from '../../domain/arrival/consent';
import type { AppDependencies } from '../app-dependencies';
import { checkRequest } from '../contract/fields';
import { consentBody } from '../contract/consent-requests';
import { InputError } from './input-error';
import { isSameSitePath } from './same-site-path';
import { sameOriginGuard } from './same-origin-guard';
import { keepArrivalOnConsent } from './tracking-cookie';

type Deps = Pick<AppDependencies, 'clock'>;

/** The arrival page's query (`?sub=…`) as a query object; nothing from a value that is not one. */
function arrivalQuery(arrival: string | undefined): Record<string, unknown> {
  if (!arrival) return {};
  const search = arrival.includes('?') ? arrival.slice(arrival.indexOf('?')) : arrival;
  return Object.fromEntries(new URLSearchParams(search));
}

/**
 * Keeps the choice in its cookie: readable by the page's scripts (they hide the banner) and by the server (it leaves
 * the banner out of the HTML), so not HttpOnly; it holds nothing but the choice and its time.
 */
function keep(req: Request, res: Response, deps: Deps, choice: Consent['choice'], arrival: string | undefined): Consent {
  const consent: Consent = { choice, at: deps.clock.now().getTime() };
  res.cookie(CONSENT_COOKIE, consentValue(consent), { sameSite: 'lax', secure: req.secure, path: '/', maxAge: CONSENT_DAYS * 24 * 60 * 60 * 1000 });
  keepArrivalOnConsent(req, res, choice === 'accepted', arrivalQuery(arrival));
  return consent;
}

/**
 * POST /api/consent.php (issue 24, decision 0062): a visitor's or member's cookie choice, kept in a cookie. Anyone may
 * choose (a visitor is who is asked first), so there is no login to refuse; another site's post is refused by the
 * API's same-origin guard. Answers the choice as kept.
 */
export function consentRoutes(deps: Deps): Router {
  const router = Router();
  router.post('/consent.php', (req, res) => {
    const checked = checkRequest(consentBody, req.body);
    if (!checked.ok) throw new InputError(checked.field, checked.reason);
    res.json({ consent: keep(req, res, deps, checked.data.choice, checked.data.arrival) });
  });
  return router;
}

/**
 * POST /consent: the banner's form as the browser sends it before the page's scripts run, or without them; the same
 * choice, then 303 back to the page it was made on (a path of this site, else the home page).
 */
export function consentFormRoute(deps: Deps): Router {
  const router = Router();
  router.post('/consent', sameOriginGuard, express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 5 }), (req, res) => {
    res.set('Cache-Control', 'no-store');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const back = typeof body.back === 'string' && isSameSitePath(body.back) ? body.back : '/';
    const checked = checkRequest(consentBody, { choice: body.choice, arrival: body.arrival });
    if (checked.ok) keep(req, res, deps, checked.data.choice, checked.data.arrival);
    res.redirect(303, back);
  });
  return router;
}
