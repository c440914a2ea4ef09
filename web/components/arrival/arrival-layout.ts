import type { ArrivalLayout } from '../../../domain/arrival/entry-warning';

/** The landers' paths (issue 24): the lander layout of SPEC §2, logo bar and footer. */
const LANDER = /^\/(landers(\/|$)|members\/[^/]+\/(landing|landing2|landing3|signup)(\/|$))/;

/** Which layout of SPEC §2 a page is shown in: the chat's bare one, a lander's, or the default. */
export function arrivalLayoutOf(path: string, bare: boolean | undefined): ArrivalLayout {
  if (LANDER.test(path)) return 'lander';
  return bare ? 'chat' : 'default';
}
