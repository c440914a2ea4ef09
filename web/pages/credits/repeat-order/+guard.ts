import { creditPagesGuard } from '../credit-paths-guard';

/** Member-only (anonymous visitors go to /login), at the path of her language. */
export const guard = creditPagesGuard;
