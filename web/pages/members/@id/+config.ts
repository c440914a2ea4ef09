import type { Config } from 'vike/types';

export default { catalogues: ['likes', 'profileview', 'support'] } satisfies Config;
