import type { CatalogueLoaders } from '../areas';

/** The fi catalogue files, each a chunk of its own loaded when asked for (areas.ts, decision 0060). */
const loaders: CatalogueLoaders = import.meta.glob('../locales/fi/*.json');
export default loaders;
