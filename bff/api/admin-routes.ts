import { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import type { AuditPage } from '../../domain/operators/audit';
import { isOperatorError } from '../../domain/operators/operator-error';
import type { OperatorView } from '../../domain/operators/operator';
import { OPERATOR_ACTIONS, may } from '../../domain/operators/permissions';
import type { AppDependencies } from '../app-dependencies';
import { adminPhotoRoutes } from './admin-photo-routes';
import { adminReportRoutes } from './admin-report-routes';
import { adminComplaintRoutes } from './admin-complaint-routes';
import { adminDashboardCalls, adminDiscountRoutes } from './admin-dashboard-routes';
import {
  ADMIN_ERROR_STATUS,
  adminAuditQuery,
  adminCodeBody,
  adminLoginBody,
  type ApiAdminLogin,
  type ApiAdminMe,
  type ApiAdminSignedIn,
  type ApiAuditPage,
  type ApiOperator,
} from '../contract/admin-requests';
import { InputError, parseInput } from '../http/input-error';
import { adminMemberRoutes } from './admin-member-routes';
import { adminPaymentRoutes } from './admin-payment-routes';
import { adminSettingRoutes } from './admin-setting-routes';
import { adminOperatorRoutes } from './admin-operator-routes';
import { adminSetupBody, type ApiOperatorSetUp } from '../contract/admin-operator-requests';
import { clearOperatorCookie, operatorContextOf, operatorSession, requireOperator, setOperatorCookie } from '../http/operator-session';
import { contextOf } from '../http/request-context';
import { fromOwnClient } from '../http/same-origin-guard';

type Deps = Pick<AppDependencies, 'operators' | 'config' | 'logger'>;

const apiOperator = (operator: OperatorView): ApiOperator => ({ id: operator.id, email: operator.email, name: operator.name, role: operator.role });

const apiAuditPage = (page: AuditPage): ApiAuditPage => ({
  entries: page.entries.map((row) => ({
    id: row.id,
    operator_id: 'operatorId' in row.who ? row.who.operatorId : null,
    operator_name: row.whoName ?? null,
    by_system: 'system' in row.who,
    action: row.action,
    target: row.target ?? null,
    at: row.at.toISOString(),
    reason: row.reason ?? null,
    details: row.details ?? null,
  })),
  next: page.next ?? null,
});

/** The login limits of the site's settings: the members' lockout, on the operators' own counters. */
const limitsOf = (res: Response) => {
  const { settings } = contextOf(res);
  return { perAccount: settings.login_attempts_per_account, perIp: settings.login_attempts_per_ip, minutes: settings.login_lockout_minutes };
};

/**
 * The back office's calls (issue 25, decision 0070): /api/admin/*. The operator's own cookie, never the member's; every
 * state-changing call comes from the site's own page (the client header, and no cross-site Sec-Fetch-Site) besides
 * SameSite=Strict. Errors are the back office's own codes (bff/contract/admin-requests.ts).
 */
export function adminRoutes(deps: Deps): Router {
  const router = Router();
  const o = deps.operators;
  const secure = deps.config.cookieSecure;

  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  router.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || fromOwnClient(req)) return next();
    res.status(403).json({ error: 'cross_site_request' });
  });
  router.use(operatorSession({ currentOperator: o.currentOperator }));

  router.post('/login', async (req, res) => {
    const body = parseInput(adminLoginBody, req.body);
    const login = await o.logIn.run({ email: body.email, password: body.password, ip: req.ip ?? 'unknown', limits: limitsOf(res) });
    setOperatorCookie(res, login.session.token, secure);
    if (login.next === 'totp') {
      res.json({ next: 'totp' } satisfies ApiAdminLogin);
      return;
    }
    const offer = await o.enrolTotp.run(login.session.token);
    res.json({ next: 'enrol', secret: offer.secret, otpauth_uri: offer.uri } satisfies ApiAdminLogin);
  });

  router.post('/totp', async (req, res) => {
    const { code } = parseInput(adminCodeBody, req.body);
    const { operator, operatorToken } = operatorContextOf(res);
    if (!operator || !operatorToken || operator.stage !== 'second_factor') {
      res.status(401).json({ error: 'operator_required' });
      return;
    }
    const input = { sessionToken: operatorToken, code, limits: limitsOf(res) };
    if (operator.totp === 'pending') {
      const confirmed = await o.confirmTotp.run(input);
      setOperatorCookie(res, confirmed.session.token, secure);
      res.json({ operator: apiOperator(confirmed.operator), recovery_codes: confirmed.recoveryCodes } satisfies ApiAdminSignedIn);
      return;
    }
    const passed = await o.passSecondFactor.run(input);
    setOperatorCookie(res, passed.session.token, secure);
    res.json({ operator: apiOperator(passed.operator), recovery_codes_left: passed.recoveryCodesLeft } satisfies ApiAdminSignedIn);
  });

  router.post('/logout', async (_req, res) => {
    const { operatorToken } = operatorContextOf(res);
    if (operatorToken) await o.logOut.run(operatorToken);
    clearOperatorCookie(res, secure);
    res.json({ ok: true });
  });

  router.get('/me', requireOperator(), (_req, res) => {
    const { operator, actor } = operatorContextOf(res).operator!;
    res.json({ operator: apiOperator(operator), actions: OPERATOR_ACTIONS.filter((action) => may(actor, action)) } satisfies ApiAdminMe);
  });

  router.get('/audit', requireOperator('audit.view'), async (req, res) => {
    const query = parseInput(adminAuditQuery, req.query);
    const page = await o.listAuditEntries.run(operatorContextOf(res).operator!.actor, query);
    res.json(apiAuditPage(page));
  });

  // Decision 0083: an operator made from the back office sets her password with her one-time link (open, rate limited).
  router.post('/setup', async (req, res) => {
    const body = parseInput(adminSetupBody, req.body);
    const done = await o.setUpOperatorPassword.run({ token: body.token, password: body.password, ip: req.ip ?? 'unknown' });
    res.json({ email: done.email } satisfies ApiOperatorSetUp);
  });

  router.use('/members', adminMemberRoutes(deps));

  // Decision 0076: payments, refunds and reversals (finance, admin).
  router.use('/payments', adminPaymentRoutes(deps));

  router.use('/settings', adminSettingRoutes(deps));

  router.use('/operators', adminOperatorRoutes(deps));

  router.use('/reports', adminReportRoutes(deps));

  // Decision 0081: the complaints from the footer's form (moderators, admins).
  router.use('/complaints', adminComplaintRoutes(deps));

  router.use('/photos', adminPhotoRoutes(deps));

  // Decision 0078: the dashboard (every role) and the discount codes (finance, admin).
  const dashboard = adminDashboardCalls(deps);
  router.get('/dashboard', ...dashboard.figures);
  router.get('/dashboard.csv', ...dashboard.csv);
  router.use('/discounts', adminDiscountRoutes(deps));

  router.use((_req, res) => {
    res.status(404).json({ error: 'not_found' });
  });
  router.use(adminErrors(deps));
  return router;
}

/** The back office's refusals with their status; a 400 names the field. Anything else goes on to the app's handler. */
function adminErrors(deps: Deps): ErrorRequestHandler {
  return (error, req: Request, res: Response, next) => {
    const { requestId } = contextOf(res);
    if (error instanceof InputError) {
      res.status(400).json({ error: 'invalid_input', field: error.field, reason: error.reason });
      return;
    }
    if (!isOperatorError(error)) return next(error);
    if (error.code !== 'invalid_input') deps.logger.info({ requestId, code: error.code, path: req.path }, 'back office refused');
    const retryAfter = error.details?.retry_after;
    if (typeof retryAfter === 'number') res.set('Retry-After', String(retryAfter));
    res.status(ADMIN_ERROR_STATUS[error.code]).json({ error: error.code, field: error.field, reason: error.field ? error.message : undefined, ...error.details });
  };
}
