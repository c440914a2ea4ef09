import type { Config } from 'vike/types';

// The front door's own texts (faces, figures, the claim, promo tiles): the arrival area.
export default { catalogues: ['arrival'] } satisfies Config;
