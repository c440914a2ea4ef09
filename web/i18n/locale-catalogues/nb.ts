import type { CatalogueLoaders } from '../areas';

/** The nb catalogue files, each a chunk of its own loaded when asked for (areas.ts, decision 0060). */
const loaders: CatalogueLoaders = import.meta.glob('../locales/nb/*.json');
export default loaders;
