import type { Config } from 'vike/types';

/** Its own texts, and the settings' words for invisible mode (one text, one place). */
export default { catalogues: ['notifications', 'account'] } satisfies Config;
