import type { CoreServices } from './core-services';

/** Blocks, invisible mode, data export, deletion, reactivation and the purge. */
export type AccountClosureServices = Record<string, never>;

export function composeAccountClosure(_core: CoreServices): AccountClosureServices {
  return {};
}

/** Background work of this area (the purge of deleted accounts); returns how to stop it. */
export function startAccountClosureJobs(_core: CoreServices, _services: AccountClosureServices): { stop(): Promise<void> } {
  return { stop: async () => {} };
}
