import type { Config } from 'vike/types';

export default { catalogues: ['credits'] } satisfies Config;
