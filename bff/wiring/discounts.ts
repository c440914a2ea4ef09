import { ContainerModule } from 'inversify';

/** Issue 12, SPEC §3, §4, §9: discount codes, the welcome discount and the time bonus. */
export const discountsModule = new ContainerModule(() => {});
