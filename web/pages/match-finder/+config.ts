import type { Config } from 'vike/types';

export default { catalogues: ['likes', 'signup'] } satisfies Config;
