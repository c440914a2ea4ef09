import { lazy, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/**
 * A chunk that could not be fetched while the browser is offline is asked for again once it is back online: meanwhile
 * the part's promise stays pending, so React keeps the server's HTML (its links work) instead of failing the part.
 * Online, a failure is thrown as before (a chunk a deploy removed: web/signals/chunk-reload.ts).
 */
function loadWhenOnline<M>(load: () => Promise<M>): Promise<M> {
  return load().catch((error: unknown) => {
    if (typeof window === 'undefined' || window.navigator.onLine) throw error;
    return new Promise<M>((resolve, reject) => {
      window.addEventListener('online', () => void loadWhenOnline(load).then(resolve, reject), { once: true });
    });
  });
}

/**
 * A part in a chunk of its own that the server renders in the page's HTML: once `preload()` has resolved, React.lazy is
 * handed a thenable that resolves at once, so the server's render never suspends on it (a suspended boundary would be
 * sent for the browser to render, React error 419). In the browser the chunk loads when the part first renders; the
 * server's HTML stays on screen until it has hydrated.
 */
export function arrivalPart<P>(load: () => Promise<Module<P>>) {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const preload = () =>
    (loading ??= loadWhenOnline(load).then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const settled = (module: Module<P>) => ({ then: (resolve: (value: Module<P>) => void) => resolve(module) }) as unknown as Promise<Module<P>>;
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : preload())),
    { preload },
  );
}
