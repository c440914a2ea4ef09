import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component loaded when first used, and `preload()` to fetch it earlier (hover, focus, idle): one import either way. */
export type LazyPart<P> = LazyExoticComponent<ComponentType<P>> & { preload(): Promise<unknown> };

/**
 * A part of a page that is not on its first screen (a dialog, a sheet, a popup) as its own chunk: React.lazy over one
 * shared import, so a tap before the chunk is there renders the part (behind its Suspense fallback) once it has come.
 */
export function lazyPart<P>(load: () => Promise<{ default: ComponentType<P> }>): LazyPart<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  // A failed load (offline, issue 23) is forgotten, so the next preload or first render asks again.
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(lazy(once), { preload: once });
}

/** Props that fetch a part when the pointer comes near or the focus arrives, before the tap. */
export function preloadOn(part: { preload(): Promise<unknown> }) {
  const preload = () => void part.preload();
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
}
