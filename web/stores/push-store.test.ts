import { PushStore, type PushHost } from './push-store';

const SUBSCRIPTION = { endpoint: 'https://fcm.googleapis.com/fcm/send/x', expirationTime: null, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } };
const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

/** A browser that can push: its permission answer, and a worker whose push manager subscribes. */
function browser(answer: NotificationPermission, options: { subscribed?: boolean; permission?: NotificationPermission } = {}) {
  let current: PushSubscription | null = options.subscribed ? ({ toJSON: () => SUBSCRIPTION, unsubscribe: async () => ((current = null), true) } as unknown as PushSubscription) : null;
  const subscribe = vi.fn(async () => (current = { toJSON: () => SUBSCRIPTION, unsubscribe: async () => ((current = null), true) } as unknown as PushSubscription));
  const pushManager = { subscribe, getSubscription: async () => current } as unknown as PushManager;
  const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
  const host: PushHost = {
    Notification: { permission: options.permission ?? 'default', requestPermission: async () => answer },
    serviceWorker: { register, getRegistration: async () => ({ pushManager }) as ServiceWorkerRegistration, ready: Promise.resolve({ pushManager }) } as unknown as PushHost['serviceWorker'],
    hasPushManager: true,
  };
  return { host, subscribe, register };
}

const endpoints = (ok = true) => ({ savePushSubscription: vi.fn(async () => (ok ? { ok: true as const, status: 200, data: { ok: true as const } } : { ok: false as const, status: 500, error: { error: 'x' } })) });

describe('the push state of SPEC §3', () => {
  it('is unsupported in a browser without notifications, service workers or a push manager', async () => {
    const store = new PushStore(endpoints(), () => ({ hasPushManager: false }));
    await store.detect();
    expect(store.isCapable).toBe('unsupported');
    expect(new PushStore(endpoints(), () => null).isCapable).toBe('unknown');
  });

  it('finds this browser subscribed, or her no', async () => {
    const subscribed = new PushStore(endpoints(), () => browser('granted', { subscribed: true, permission: 'granted' }).host);
    await subscribed.detect();
    expect([subscribed.isCapable, subscribed.isSubscribed, subscribed.subscribed]).toEqual(['capable', SUBSCRIPTION, true]);
    const refused = new PushStore(endpoints(), () => browser('denied', { permission: 'denied' }).host);
    await refused.detect();
    expect(refused.isSubscribed).toBe('denied');
  });

  it('turning on registers /sw.js, subscribes with the server key and saves the subscription', async () => {
    const calls = endpoints();
    const { host, subscribe, register } = browser('granted');
    const store = new PushStore(calls, () => host);
    await store.turnOn(KEY);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(calls.savePushSubscription).toHaveBeenCalledWith({ subscription: SUBSCRIPTION });
    expect([store.isSubscribed, store.lastMessage, store.busy]).toEqual([SUBSCRIPTION, 'push.on', false]);
  });

  it('her no is saved as denied', async () => {
    const calls = endpoints();
    const store = new PushStore(calls, () => browser('denied').host);
    await store.turnOn(KEY);
    expect(calls.savePushSubscription).toHaveBeenCalledWith({ subscription: 'denied' });
    expect([store.isSubscribed, store.lastMessage]).toEqual(['denied', 'push.denied']);
  });

  it('says so when the server did not keep it', async () => {
    const store = new PushStore(endpoints(false), () => browser('granted').host);
    await store.turnOn(KEY);
    expect([store.isSubscribed, store.lastMessage]).toEqual([false, 'push.failed']);
  });

  it('turning off ends the subscription and tells the server', async () => {
    const calls = endpoints();
    const { host } = browser('granted', { subscribed: true, permission: 'granted' });
    const store = new PushStore(calls, () => host);
    await store.detect();
    await store.turnOff();
    expect(calls.savePushSubscription).toHaveBeenCalledWith({ subscription: 'denied' });
    expect([store.isSubscribed, store.lastMessage]).toEqual([false, 'push.off']);
    await store.detect();
    expect(store.isSubscribed).toBe(false);
  });
});
