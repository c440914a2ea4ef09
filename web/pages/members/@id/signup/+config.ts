import type { Config } from 'vike/types';

/** Signup beside a member's teaser: the lander layout, its texts and the signup form's. */
export default { bare: true, catalogues: ['landers', 'layout', 'signup'] } satisfies Config;
