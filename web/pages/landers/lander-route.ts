import type { PageContext } from 'vike/types';

/** A lander's route with its optional slug (SPEC §2): `/landers/<name>` and `/landers/<name>/<slug>`. */
export const landerRoute = (name: string) => (pageContext: PageContext) => {
  const match = new RegExp(`^/landers/${name}(?:/([^/]{1,120}))?$`).exec(pageContext.urlPathname);
  return match ? { routeParams: { slug: match[1] ?? '' } } : false;
};
