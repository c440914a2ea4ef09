import type { CatalogueLoaders } from '../areas';

/** The sv catalogue files, each a chunk of its own loaded when asked for (areas.ts, decision 0060). */
const loaders: CatalogueLoaders = import.meta.glob('../locales/sv/*.json');
export default loaders;
