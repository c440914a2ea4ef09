import type { CatalogueLoaders } from '../areas';

/** The it catalogue files, each a chunk of its own loaded when asked for (areas.ts, decision 0060). */
const loaders: CatalogueLoaders = import.meta.glob('../locales/it/*.json');
export default loaders;
