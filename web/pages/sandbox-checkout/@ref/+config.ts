import type { Config } from 'vike/types';

export default { bare: true, catalogues: ['credits'] } satisfies Config;
