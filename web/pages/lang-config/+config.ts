import type { Config } from 'vike/types';

/** The language page's texts are the language menu's, in the layout's later texts (web/components/layout-texts.ts). */
export default { catalogues: ['layout'] } satisfies Config;
