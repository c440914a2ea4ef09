import { ContainerModule } from 'inversify';
import { ResolveDiscount } from '../../domain/discounts/resolve-discount';
import { bindUseCase } from './bind-use-case';
import { PORTS as P, USE_CASES } from './tokens';

const D = USE_CASES.discounts;

/** Issue 12, SPEC §3, §4, §9: discount codes, the welcome discount and the time bonus. */
export const discountsModule = new ContainerModule(({ bind }) => {
  bindUseCase(bind, D.resolveDiscount, (d) => new ResolveDiscount(d), {
    members: P.members,
    discountCodes: P.discountCodes,
    settings: P.settings,
    clock: P.clock,
    rateLimiter: P.rateLimiter,
  });
  // Checkout and the credits page ask the same instance (CheckoutDiscounts).
  bind(P.checkoutDiscounts).toService(D.resolveDiscount);
});
