import { cachesToClearOnLogout } from '../service-worker/cache-rules';
import type { PageToWorker } from '../service-worker/messages';

/**
 * Logout (issue 23: member data is never kept across logouts): the worker is told to drop every cache but the build's
 * shell, and the page does the same itself, in case no worker runs. The app badge goes too, and this browser's push
 * subscription: her messages are not shown on a device she logged out of (the server drops the endpoint at the push
 * service's 410; decision 0055). Errors are ignored: there is nothing to tell her, and the logout goes on.
 */
export async function forgetSessionOnDevice(nav: Navigator | undefined, cacheStorage: CacheStorage | undefined): Promise<void> {
  try {
    nav?.serviceWorker?.controller?.postMessage({ type: 'logout' } satisfies PageToWorker);
    const badging = nav as (Navigator & { clearAppBadge?: () => Promise<void> }) | undefined;
    void badging?.clearAppBadge?.().catch(() => undefined);
    await Promise.all([stopPushHere(nav), cacheStorage ? clearCaches(cacheStorage) : undefined]);
  } catch {
    // Nothing to show.
  }
}

async function clearCaches(cacheStorage: CacheStorage): Promise<void> {
  await Promise.all(cachesToClearOnLogout(await cacheStorage.keys()).map((name) => cacheStorage.delete(name)));
}

async function stopPushHere(nav: Navigator | undefined): Promise<void> {
  const registration = await nav?.serviceWorker?.getRegistration().catch(() => undefined);
  const subscription = await registration?.pushManager?.getSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
}
