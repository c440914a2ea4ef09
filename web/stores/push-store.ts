import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../api/endpoints';
// Types only: the subscription's zod schema (push-subscription.ts) stays out of every page's first load; the server checks it.
import type { PushChoice } from './push-subscription';

/** SPEC §3/§4 push state: whether this browser can do web push at all, as far as the tab knows yet. */
export type PushCapability = 'unsupported' | 'unknown' | 'capable';
/** SPEC §3: no subscription, her subscription (what the browser handed over), or her no. */
export type PushSubscribed = false | PushChoice | 'denied';

/** The parts of the browser push needs; a test gives fakes. */
export interface PushHost {
  readonly Notification?: { readonly permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> };
  readonly serviceWorker?: Pick<ServiceWorkerContainer, 'register' | 'getRegistration'> & { readonly ready: Promise<Pick<ServiceWorkerRegistration, 'pushManager'>> };
  readonly hasPushManager: boolean;
}

export const WORKER_PATH = '/sw.js';

/** POST /api/user.php?push=1; true when the server kept it. */
async function savePushChoice(endpoints: Pick<Api, 'savePushSubscription'>, subscription: PushChoice): Promise<boolean> {
  const answer = await endpoints.savePushSubscription({ subscription }).catch(() => false as const);
  return Boolean(answer && answer.ok);
}

function browserHost(): PushHost | null {
  if (typeof window === 'undefined') return null;
  return {
    Notification: 'Notification' in window ? window.Notification : undefined,
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    hasPushManager: 'PushManager' in window,
  };
}

/** The server's VAPID key (base64url) as the bytes pushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * The tab's push state (SPEC §3 `push`: isCapable, isSubscribed, lastMessage) and what she does with it: turn push on
 * (permission, the service worker's subscription, saved with POST /api/user.php?push=1) or off. `lastMessage` is the
 * last thing to tell her about it (a message key), shown by the alert and the setting.
 */
export class PushStore {
  isCapable: PushCapability = 'unknown';
  isSubscribed: PushSubscribed = false;
  lastMessage: 'push.on' | 'push.off' | 'push.denied' | 'push.failed' | null = null;
  busy = false;

  constructor(
    private readonly endpoints: Pick<Api, 'savePushSubscription'>,
    private readonly host: () => PushHost | null = browserHost,
  ) {
    makeAutoObservable<this, 'endpoints' | 'host'>(this, { endpoints: false, host: false });
  }

  /** Looks at the browser: can it push, did she say no, is this browser subscribed. Run once the page is in the browser. */
  async detect(): Promise<void> {
    const host = this.host();
    if (!host?.Notification || !host.serviceWorker || !host.hasPushManager) {
      runInAction(() => (this.isCapable = 'unsupported'));
      return;
    }
    let subscription: PushSubscription | null | undefined;
    try {
      subscription = await (await host.serviceWorker.getRegistration())?.pushManager.getSubscription();
    } catch {
      subscription = null;
    }
    runInAction(() => {
      this.isCapable = 'capable';
      if (host.Notification!.permission === 'denied') this.isSubscribed = 'denied';
      else if (subscription && host.Notification!.permission === 'granted') this.isSubscribed = subscription.toJSON() as PushChoice;
      else this.isSubscribed = false;
    });
  }

  /** Whether the tab may refresh less often (SPEC §9: 300 s instead of 60 s): this browser is subscribed. */
  get subscribed(): boolean {
    return typeof this.isSubscribed === 'object';
  }

  /** She turns push on: the browser asks her, the worker subscribes with the server's key, the server keeps it. */
  async turnOn(publicKey: string): Promise<void> {
    const host = this.host();
    if (!host?.Notification || !host.serviceWorker || !host.hasPushManager || !publicKey) {
      runInAction(() => {
        this.isCapable = 'unsupported';
        this.lastMessage = 'push.failed';
      });
      return;
    }
    runInAction(() => (this.busy = true));
    try {
      const permission = await host.Notification.requestPermission();
      if (permission === 'denied') {
        await savePushChoice(this.endpoints, 'denied');
        runInAction(() => {
          this.isSubscribed = 'denied';
          this.lastMessage = 'push.denied';
        });
        return;
      }
      if (permission !== 'granted') return; // She closed the question: nothing changes, she may be asked again.
      await host.serviceWorker.register(WORKER_PATH, { scope: '/' });
      const registration = await host.serviceWorker.ready;
      const subscription = (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) })).toJSON() as PushChoice;
      const saved = await savePushChoice(this.endpoints, subscription);
      runInAction(() => {
        this.isSubscribed = saved ? subscription : false;
        this.lastMessage = saved ? 'push.on' : 'push.failed';
      });
    } catch {
      runInAction(() => (this.lastMessage = 'push.failed'));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** She turns push off on this browser: the subscription ends, and the server keeps her no. */
  async turnOff(): Promise<void> {
    const host = this.host();
    runInAction(() => (this.busy = true));
    try {
      const subscription = await (await host?.serviceWorker?.getRegistration())?.pushManager.getSubscription();
      await subscription?.unsubscribe();
      const saved = await savePushChoice(this.endpoints, 'denied');
      runInAction(() => {
        this.isSubscribed = false;
        this.lastMessage = saved ? 'push.off' : 'push.failed';
      });
    } catch {
      runInAction(() => (this.lastMessage = 'push.failed'));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
