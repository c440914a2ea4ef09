import { memberOnly } from '../../navigation/member-only';

/** Member-only: anonymous visitors go to /login. */
export const guard = memberOnly;
