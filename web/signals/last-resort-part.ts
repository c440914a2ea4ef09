import type { ComponentType, ReactNode } from 'react';

type Boundary = ComponentType<{ children: ReactNode }>;

let boundary: Boundary | undefined;

/**
 * The error page's last resort (last-resort.tsx: its boundary, static page and words in every served locale) is a chunk
 * of its own, which only the error page loads (issue 26): +onBeforeRenderClient.ts awaits it before the error page
 * renders in the browser, the server before its first page. If it cannot come (offline), the error page renders
 * without it, as any other page does.
 */
export async function loadLastResort(): Promise<void> {
  try {
    boundary ??= (await import('./last-resort')).LastResortBoundary;
  } catch {
    // Nothing to fall back on: the page renders as it is.
  }
}

/** The boundary once loaded, else none. */
export const lastResort = (): Boundary | undefined => boundary;
