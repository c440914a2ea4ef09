import type { Config } from 'vike/types';

export default { catalogues: ['profile', 'account', 'signup'] } satisfies Config;
