import type { Config } from 'vike/types';

export default { catalogues: ['chat', 'likes', 'profileview', 'support'] } satisfies Config;
