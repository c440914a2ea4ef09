import { AppUpdate } from './app-update';
import { registerWorker, WORKER_PATH, type WorkerHost } from './worker-client';

/** A service worker container with one registration, driven by the test as the browser would. */
function fakeBrowser(options: { controlled: boolean; waiting?: boolean; loaded?: boolean; offline?: boolean }) {
  const events = new EventTarget();
  const registration = Object.assign(new EventTarget(), {
    waiting: null as null | (EventTarget & { state: string; postMessage: (m: unknown) => void }),
    installing: null as null | (EventTarget & { state: string; postMessage: (m: unknown) => void }),
    updates: 0,
    update: async () => void registration.updates++,
  });
  const told: unknown[] = [];
  const worker = () => Object.assign(new EventTarget(), { state: 'installing', postMessage: (message: unknown) => told.push(message) });
  if (options.waiting) registration.waiting = Object.assign(worker(), { state: 'installed' });
  const registered: unknown[] = [];
  const container = Object.assign(new EventTarget(), {
    controller: options.controlled ? {} : null,
    register: async (...args: unknown[]) => {
      registered.push(args);
      return registration;
    },
  });
  const timers: (() => void)[] = [];
  let reloads = 0;
  const nav = { serviceWorker: container, onLine: options.offline ? false : true };
  const host: WorkerHost = {
    navigator: nav as unknown as Navigator,
    document: Object.assign(events, { readyState: options.loaded === false ? 'loading' : 'complete', visibilityState: 'visible' }) as unknown as WorkerHost['document'],
    addEventListener: (type, listener) => void events.addEventListener(type, listener),
    requestIdleCallback: (callback) => {
      timers.push(callback);
      return 1;
    },
    setTimeout: (callback) => timers.push(callback),
    setInterval: () => 1,
    clearInterval: () => undefined,
    location: { reload: () => void reloads++ },
  };
  const idle = async () => {
    while (timers.length) timers.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { host, nav, registration, container, told, registered, worker, idle, events, reloads: () => reloads };
}

describe('the service worker in the page (issue 23)', () => {
  it('registers for every visitor only after the page has loaded and the browser is idle', async () => {
    const browser = fakeBrowser({ controlled: false, loaded: false });
    registerWorker(browser.host, new AppUpdate());
    await browser.idle();
    expect(browser.registered).toEqual([]);
    browser.events.dispatchEvent(new Event('load'));
    expect(browser.registered).toEqual([]);
    await browser.idle();
    expect(browser.registered).toEqual([[WORKER_PATH, { scope: '/', updateViaCache: 'none' }]]);
  });

  it('offers no update for the first worker: it has nothing to replace', async () => {
    const browser = fakeBrowser({ controlled: false });
    const update = new AppUpdate();
    registerWorker(browser.host, update);
    await browser.idle();
    const first = browser.worker();
    browser.registration.installing = first;
    browser.registration.dispatchEvent(new Event('updatefound'));
    first.state = 'installed';
    first.dispatchEvent(new Event('statechange'));
    expect(update.offered).toBe(false);
  });

  it('offers a new build’s waiting worker, and switches and reloads only when she takes it', async () => {
    const browser = fakeBrowser({ controlled: true });
    const update = new AppUpdate();
    registerWorker(browser.host, update);
    await browser.idle();
    const next = browser.worker();
    browser.registration.installing = next;
    browser.registration.dispatchEvent(new Event('updatefound'));
    next.state = 'installed';
    next.dispatchEvent(new Event('statechange'));
    expect(update.offered).toBe(true);
    expect(browser.told).toEqual([]);
    expect(browser.reloads()).toBe(0);

    update.take();
    update.take();
    expect(browser.told).toEqual([{ type: 'skip-waiting' }]);
    expect(browser.reloads()).toBe(0);
    browser.container.dispatchEvent(new Event('controllerchange'));
    expect(browser.reloads()).toBe(1);
  });

  it('offers a worker that was already waiting when the page loaded, and can be put off', async () => {
    const browser = fakeBrowser({ controlled: true, waiting: true });
    const update = new AppUpdate();
    registerWorker(browser.host, update);
    await browser.idle();
    expect(update.offered).toBe(true);
    update.putOff();
    expect(update.offered).toBe(false);
    expect(browser.told).toEqual([]);
  });

  it('asks for a new build when the tab comes back into view', async () => {
    const browser = fakeBrowser({ controlled: true });
    registerWorker(browser.host, new AppUpdate());
    await browser.idle();
    browser.events.dispatchEvent(new Event('visibilitychange'));
    expect(browser.registration.updates).toBe(1);
  });

  it('waits for the connection to register, and asks for no new build while offline', async () => {
    const browser = fakeBrowser({ controlled: true, offline: true });
    registerWorker(browser.host, new AppUpdate());
    await browser.idle();
    expect(browser.registered).toEqual([]);
    browser.nav.onLine = true;
    browser.events.dispatchEvent(new Event('online'));
    await browser.idle();
    expect(browser.registered).toHaveLength(1);
    browser.nav.onLine = false;
    browser.events.dispatchEvent(new Event('visibilitychange'));
    expect(browser.registration.updates).toBe(0);
  });
});
