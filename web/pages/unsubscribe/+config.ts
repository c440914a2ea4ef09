import type { Config } from 'vike/types';

export default { catalogues: ['account'] } satisfies Config;
