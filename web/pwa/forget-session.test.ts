import { describe, expect, it } from 'vitest';
import { forgetSessionOnDevice } from './forget-session';

/** A browser as the logout sees it: a worker registration with a push subscription, caches, the app badge. */
function aBrowser(options: { subscribed: boolean; caches: string[] }) {
  const seen = { unsubscribed: false, posted: [] as unknown[], badgeCleared: false, deleted: [] as string[] };
  const subscription = options.subscribed ? { unsubscribe: async () => ((seen.unsubscribed = true), true) } : null;
  const nav = {
    serviceWorker: {
      controller: { postMessage: (message: unknown) => seen.posted.push(message) },
      getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }),
    },
    clearAppBadge: async () => void (seen.badgeCleared = true),
  } as unknown as Navigator;
  const cacheStorage = {
    keys: async () => options.caches,
    delete: async (name: string) => (seen.deleted.push(name), true),
  } as unknown as CacheStorage;
  return { nav, cacheStorage, seen };
}

describe('logging out on this device', () => {
  it("ends this browser's push subscription, so her messages no longer show on a device she left", async () => {
    const browser = aBrowser({ subscribed: true, caches: [] });
    await forgetSessionOnDevice(browser.nav, browser.cacheStorage);
    expect(browser.seen.unsubscribed).toBe(true);
    expect(browser.seen.posted).toEqual([{ type: 'logout' }]);
    expect(browser.seen.badgeCleared).toBe(true);
  });

  it('goes on when the browser has no subscription, no worker or no caches', async () => {
    const browser = aBrowser({ subscribed: false, caches: [] });
    await expect(forgetSessionOnDevice(browser.nav, browser.cacheStorage)).resolves.toBeUndefined();
    await expect(forgetSessionOnDevice({} as Navigator, undefined)).resolves.toBeUndefined();
    await expect(forgetSessionOnDevice(undefined, undefined)).resolves.toBeUndefined();
  });
});
