import { ContainerModule } from 'inversify';

/** Issue 12, SPEC §2, §5, §8: ordering credits by direct debit with an SMS code. */
export const directDebitModule = new ContainerModule(() => {});
