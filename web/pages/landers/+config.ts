import type { Config } from 'vike/types';

/** The landers: their own layout (+Layout.tsx, SPEC §2 lander layout) and texts. */
export default { bare: true, catalogues: ['landers', 'layout'] } satisfies Config;
