import type { Config } from 'vike/types';

export default { catalogues: ['search'] } satisfies Config;
