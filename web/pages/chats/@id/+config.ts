import type { Config } from 'vike/types';

export default { bare: true, catalogues: ['chat', 'support'] } satisfies Config;
