import type { Config } from 'vike/types';

export default { catalogues: ['likes'] } satisfies Config;
