import type { Config } from 'vike/types';

export default { catalogues: ['arrival'] } satisfies Config;
