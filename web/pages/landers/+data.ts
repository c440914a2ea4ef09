import type { PageContextServer } from 'vike/types';
import type { LanderData } from '../../components/landers/lander-face';
import { landerData } from './lander-data';

/** Every lander under /landers: the slug's city (routeParams.slug, +route.ts of each lander) and real faces. */
export function data(pageContext: PageContextServer): Promise<LanderData> {
  return landerData(pageContext, pageContext.routeParams.slug || undefined);
}
