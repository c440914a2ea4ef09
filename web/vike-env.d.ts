import type { CatalogueArea } from './i18n/areas';
import type { CatalogueChunks, PageServices } from '../bff/contract/page-services';
import type { RootStore } from './stores/root-store';
import type { StoreSnapshot } from './stores/snapshot';

declare global {
  namespace Vike {
    interface PageContextServer {
      /** Bound to this request's session by the bff; server only, never in passToClient. */
      services: PageServices;
      /** The production build's catalogue chunks, for +Head's modulepreload links; absent in development. */
      catalogueChunks?: CatalogueChunks;
    }
    interface PageContext {
      snapshot?: StoreSnapshot;
      store: RootStore;
    }
    interface Config {
      /** The bare chat layout of SPEC §2 instead of the default one. */
      bare?: boolean;
      /** The catalogue areas the page's texts need beyond the core (web/i18n/areas.ts). */
      catalogues?: readonly CatalogueArea[];
    }
  }
}

export {};
