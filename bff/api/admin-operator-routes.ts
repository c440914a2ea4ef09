import { Router, type Response } from 'express';
import { operatorId } from '../../domain/operators/actor';
import type { OperatorListing } from '../../domain/operators/operator-roster';
import type { AppDependencies } from '../app-dependencies';
import {
  adminOperatorChangeBody,
  adminOperatorIdParams,
  adminOperatorRoleBody,
  type ApiOperatorList,
  type ApiOperatorListing,
} from '../contract/admin-operator-requests';
import { parseInput } from '../http/input-error';
import { operatorContextOf, requireOperator } from '../http/operator-session';

type Deps = Pick<AppDependencies, 'operators'>;

const actorOf = (res: Response) => operatorContextOf(res).operator!.actor;

const apiListing = (o: OperatorListing): ApiOperatorListing => ({
  id: o.id,
  email: o.email,
  name: o.name,
  role: o.role,
  second_factor: o.totp,
  active: !o.disabledAt,
  last_login_at: o.lastLoginAt?.toISOString() ?? null,
  created_at: o.createdAt.toISOString(),
});

/**
 * /api/admin/operators/* besides creating one (admin-routes.ts): the admin's list, a new role, disable and enable,
 * and a reset of her second factor (decision 0077). Mounted inside the admin router.
 */
export function adminOperatorRoutes(deps: Deps): Router {
  const router = Router();
  const o = deps.operators;
  const idOf = (params: unknown) => operatorId(parseInput(adminOperatorIdParams, params).id);

  router.get('/', requireOperator('operators.manage'), async (_req, res) => {
    res.json({ operators: (await o.listOperators.run(actorOf(res))).map(apiListing) } satisfies ApiOperatorList);
  });

  router.post('/:id/role', requireOperator('operators.manage'), async (req, res) => {
    const id = idOf(req.params);
    const body = parseInput(adminOperatorRoleBody, req.body);
    res.json(apiListing(await o.manageOperator.changeRole(actorOf(res), id, body)));
  });

  for (const [path, change] of [
    ['disable', 'disable'],
    ['enable', 'enable'],
    ['reset-second-factor', 'resetSecondFactor'],
  ] as const) {
    router.post(`/:id/${path}`, requireOperator('operators.manage'), async (req, res) => {
      const id = idOf(req.params);
      const body = parseInput(adminOperatorChangeBody, req.body);
      res.json(apiListing(await o.manageOperator[change](actorOf(res), id, body)));
    });
  }

  return router;
}
