import type { Config } from 'vike/types';

/** Issue 25, decision 0070: the back office — its own slim page, its own texts (catalogue area `admin`). */
export default { bare: true, catalogues: ['admin'] } satisfies Config;
