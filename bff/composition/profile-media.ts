import type { CoreServices } from './core-services';

/** Photos, push subscriptions, language and location. */
export type ProfileMediaServices = Record<string, never>;

export function composeProfileMedia(_core: CoreServices): ProfileMediaServices {
  return {};
}
