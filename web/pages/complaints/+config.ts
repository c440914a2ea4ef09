import type { Config } from 'vike/types';

export default { catalogues: ['support'] } satisfies Config;
