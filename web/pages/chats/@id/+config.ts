import type { Config } from 'vike/types';

export default { bare: true } satisfies Config;
