import { memberOnly } from '../../../../navigation/member-only';

/** Member-only: the likes are a member's own. */
export const guard = memberOnly;
