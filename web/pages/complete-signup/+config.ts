import type { Config } from 'vike/types';

export default { catalogues: ['signup'] } satisfies Config;
