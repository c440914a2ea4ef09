import { Router, type RequestHandler, type Response } from 'express';
import { dashboardCsv } from '../../domain/operators/dashboard/dashboard-csv';
import type { Dashboard } from '../../domain/operators/dashboard/show-dashboard';
import { discountCodeState, type ListedDiscountCode } from '../../domain/operators/discounts/discount-code-book';
import type { AppDependencies } from '../app-dependencies';
import {
  adminCreateDiscountBody,
  adminDashboardQuery,
  adminDiscountCodeParams,
  adminDiscountLimitBody,
  type ApiDashboard,
  type ApiDiscountCode,
} from '../contract/admin-dashboard-requests';
import { parseInput } from '../http/input-error';
import { operatorContextOf, requireOperator } from '../http/operator-session';
import { contextOf } from '../http/request-context';

type Deps = Pick<AppDependencies, 'operators'>;

const actorOf = (res: Response) => operatorContextOf(res).operator!.actor;

const apiDashboard = (dashboard: Dashboard, current: string): ApiDashboard => ({
  from: dashboard.range.from,
  to: dashboard.range.to,
  domain: dashboard.domain ?? null,
  // The domain this request came on is a choice too, before anyone signed up on it.
  domains: [...new Set([...dashboard.domains, current])].sort(),
  days: dashboard.days,
  totals: dashboard.totals,
});

const apiDiscount = (code: ListedDiscountCode, now: Date): ApiDiscountCode => ({
  code: code.code,
  percentage: code.percentage,
  uses: code.uses ?? 0,
  max_uses: code.maxUses ?? null,
  valid_from: code.validFrom?.toISOString() ?? null,
  expires_at: code.expiresAt?.toISOString() ?? null,
  domain: code.domain ?? null,
  state: discountCodeState(code, now),
  created_at: code.createdAt.toISOString(),
});

/**
 * GET /api/admin/dashboard and /dashboard.csv (decision 0078): every role (`dashboard.view`). Handlers the admin router
 * declares at their own paths (so its access sweep reads them).
 */
export function adminDashboardCalls(deps: Deps): { figures: RequestHandler[]; csv: RequestHandler[] } {
  const o = deps.operators;
  const figures: RequestHandler = async (req, res) => {
    const query = parseInput(adminDashboardQuery, req.query);
    res.json(apiDashboard(await o.showDashboard.run(actorOf(res), query), contextOf(res).settings.domain));
  };
  const csv: RequestHandler = async (req, res) => {
    const query = parseInput(adminDashboardQuery, req.query);
    const dashboard = await o.showDashboard.run(actorOf(res), query);
    const name = `hartslag-${(dashboard.domain ?? 'all').replace(/[^a-z0-9.-]/g, '_')}-${dashboard.range.from}-${dashboard.range.to}.csv`;
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(dashboardCsv(dashboard.days, dashboard.domain));
  };
  return { figures: [requireOperator('dashboard.view'), figures], csv: [requireOperator('dashboard.view'), csv] };
}

/** /api/admin/discounts (decision 0078): finance and admins list, make, limit and end the operators' codes. */
export function adminDiscountRoutes(deps: Deps): Router {
  const router = Router();
  const o = deps.operators;
  const codeOf = (params: unknown) => parseInput(adminDiscountCodeParams, params).code;

  router.get('/', requireOperator('discounts.edit'), async (_req, res) => {
    const now = new Date();
    res.json({ codes: (await o.listDiscountCodes.run(actorOf(res))).map((code) => apiDiscount(code, now)) });
  });

  router.post('/', requireOperator('discounts.edit'), async (req, res) => {
    const body = parseInput(adminCreateDiscountBody, req.body);
    const made = await o.createDiscountCode.run(actorOf(res), body);
    res.status(201).json(apiDiscount(made, made.createdAt));
  });

  router.post('/:code/limit', requireOperator('discounts.edit'), async (req, res) => {
    const code = codeOf(req.params);
    const { max_uses } = parseInput(adminDiscountLimitBody, req.body);
    await o.limitDiscountCode.run(actorOf(res), code, max_uses);
    res.json({ ok: true });
  });

  router.post('/:code/end', requireOperator('discounts.edit'), async (req, res) => {
    await o.endDiscountCode.run(actorOf(res), codeOf(req.params));
    res.json({ ok: true });
  });

  return router;
}
