import type { Config } from 'vike/types';

export default { catalogues: ['chat'] } satisfies Config;
