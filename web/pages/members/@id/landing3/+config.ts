import type { Config } from 'vike/types';

/** A member's teaser as a lander: the lander layout and texts (+Layout.tsx). */
export default { bare: true, catalogues: ['landers', 'layout'] } satisfies Config;
