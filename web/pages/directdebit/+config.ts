import type { Config } from 'vike/types';

export default { catalogues: ['directdebit'] } satisfies Config;
