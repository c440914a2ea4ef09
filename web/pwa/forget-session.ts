import { cachesToClearOnLogout } from '../service-worker/cache-rules';
import type { PageToWorker } from '../service-worker/messages';

/**
 * Logout (issue 23: member data is never kept across logouts): the worker is told to drop every cache but the build's
 * shell, and the page does the same itself, in case no worker runs. The app badge goes too. Errors are ignored: there
 * is nothing to tell her, and the logout goes on.
 */
export async function forgetSessionOnDevice(nav: Navigator | undefined, cacheStorage: CacheStorage | undefined): Promise<void> {
  try {
    nav?.serviceWorker?.controller?.postMessage({ type: 'logout' } satisfies PageToWorker);
    const badging = nav as (Navigator & { clearAppBadge?: () => Promise<void> }) | undefined;
    void badging?.clearAppBadge?.().catch(() => undefined);
    if (!cacheStorage) return;
    await Promise.all(cachesToClearOnLogout(await cacheStorage.keys()).map((name) => cacheStorage.delete(name)));
  } catch {
    // Nothing to show.
  }
}
