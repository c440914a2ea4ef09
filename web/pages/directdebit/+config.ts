import type { Config } from 'vike/types';

export default { catalogues: ['directdebit', 'credits'] } satisfies Config;
