import { Router } from 'express';
import type { AppDependencies } from '../app-dependencies';
import type { ApiDiscountCode } from '../contract/api-types';
import { discountCodeQuery } from '../contract/payment-requests';
import { toApiDiscountCode } from '../payment-presenters';
import { InputError, parseInput } from '../http/input-error';
import { requireMember } from '../http/member-session';
import { contextOf } from '../http/request-context';

type Deps = Pick<AppDependencies, 'discounts' | 'clock'>;

/** SPEC §7 GET /api/discountcode.php: the member's active discount (`welcome=true`), or a code checked against an order (docs/api.md "Discounts"). */
export function discountRoutes(deps: Deps): Router {
  const router = Router();
  const { resolveDiscount } = deps.discounts;
  router.use('/discountcode.php', requireMember);

  router.get('/discountcode.php', async (req, res) => {
    const query = parseInput(discountCodeQuery, req.query);
    const context = contextOf(res);
    const me = context.memberId!;
    const domain = context.settings.domain;
    // Personal, and counting down: never cached (the api router says no-store; said here too, as this is a promise).
    res.set('Cache-Control', 'no-store');
    let body: ApiDiscountCode | null;
    if (query.welcome === 'true') {
      const active = await resolveDiscount.active(me, domain);
      body = active ? toApiDiscountCode(active, deps.clock.now()) : null;
    } else {
      if (query.code === undefined) throw new InputError('code', 'a code, or welcome=true');
      const applied = await resolveDiscount.check({ memberId: me, domain, code: query.code, bundleId: query.bundle_id, method: query.method });
      body = toApiDiscountCode(applied, deps.clock.now());
    }
    res.json(body);
  });

  return router;
}
