import { ContainerModule } from 'inversify';
import { noDiscounts } from '../../domain/discounts/no-discounts';
import { PORTS as P } from './tokens';

/** Issue 12, SPEC §3, §4, §9: discount codes, the welcome discount and the time bonus. */
export const discountsModule = new ContainerModule(({ bind }) => {
  bind(P.checkoutDiscounts).toConstantValue(noDiscounts);
});
