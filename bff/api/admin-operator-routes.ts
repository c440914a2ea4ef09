import { Router, type Request, type Response } from 'express';
import { operatorId } from '../../domain/operators/actor';
import type { OperatorListing } from '../../domain/operators/operator-roster';
import type { IssuedSetupLink, SetupMailOptions } from '../../domain/operators/operator-setup';
import { resolveLocale } from '../../web/i18n/locale';
import type { AppDependencies } from '../app-dependencies';
import {
  adminNewOperatorBody,
  adminOperatorChangeBody,
  adminOperatorIdParams,
  adminOperatorRoleBody,
  type ApiOperatorList,
  type ApiOperatorListing,
  type ApiOperatorSetupLink,
} from '../contract/admin-operator-requests';
import { parseInput } from '../http/input-error';
import { operatorContextOf, requireOperator } from '../http/operator-session';
import { contextOf } from '../http/request-context';

type Deps = Pick<AppDependencies, 'operators'>;

const actorOf = (res: Response) => operatorContextOf(res).operator!.actor;

const apiListing = (o: OperatorListing): ApiOperatorListing => ({
  id: o.id,
  email: o.email,
  name: o.name,
  role: o.role,
  second_factor: o.totp,
  active: !o.disabledAt,
  awaiting_setup: Boolean(o.awaitingSetup),
  last_login_at: o.lastLoginAt?.toISOString() ?? null,
  created_at: o.createdAt.toISOString(),
});

/** Decision 0083: her set-up mail goes out from the admin's domain, in the language of the admin's page. */
const setupMailOf = (req: Request, res: Response): SetupMailOptions => {
  const { settings } = contextOf(res);
  return { domain: settings.domain, locale: resolveLocale(req.headers.cookie, settings.domain_language) };
};

/**
 * /api/admin/operators/*: the admin creates an operator with a one-time set-up link (decision 0083), the list, a new role, disable and enable,
 * and a reset of her second factor (decision 0077). Mounted inside the admin router.
 */
export function adminOperatorRoutes(deps: Deps): Router {
  const router = Router();
  const o = deps.operators;
  const idOf = (params: unknown) => operatorId(parseInput(adminOperatorIdParams, params).id);

  router.get('/', requireOperator('operators.manage'), async (_req, res) => {
    res.json({ operators: (await o.listOperators.run(actorOf(res))).map(apiListing) } satisfies ApiOperatorList);
  });

  // Decision 0083: a new operator without a password; the answer carries her set-up link once.
  const withLink = async (res: Response, issued: IssuedSetupLink): Promise<ApiOperatorSetupLink> => {
    const listing = (await o.listOperators.run(actorOf(res))).find((one) => one.id === issued.operatorId)!;
    return { operator: apiListing(listing), setup_link: issued.link, expires_at: issued.expiresAt.toISOString() };
  };

  router.post('/', requireOperator('operators.manage'), async (req, res) => {
    const body = parseInput(adminNewOperatorBody, req.body);
    const issued = await o.inviteOperator.run(actorOf(res), body, setupMailOf(req, res));
    res.status(201).json(await withLink(res, issued));
  });

  router.post('/:id/resend-setup', requireOperator('operators.manage'), async (req, res) => {
    const id = idOf(req.params);
    const issued = await o.resendOperatorSetup.run(actorOf(res), id, setupMailOf(req, res));
    res.json(await withLink(res, issued));
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
