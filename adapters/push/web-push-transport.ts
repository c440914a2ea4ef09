import webPush from 'web-push';
import type { PushDelivery, PushOutcome, PushTransport } from '../../domain/notifications/push-ports';
import type { PushEndpointAccess } from './push-endpoint-access';
import type { VapidKeys } from './vapid-keys';

/** A push service that does not answer in this time is tried again by the outbox. */
const TIMEOUT_MS = 10_000;

/**
 * Web push with the `web-push` library (decision 0055): the payload encrypted for the subscription (RFC 8291,
 * aes128gcm), the request signed with our VAPID key (RFC 8292), TTL, Urgency and Topic from the push (RFC 8030). A 404 or
 * 410 means the subscription is gone; any other failure throws so the outbox tries again. Errors name the push
 * service's host and status, never the endpoint's path (it is the subscription's secret).
 */
export class WebPushTransport implements PushTransport {
  constructor(
    private readonly deps: {
      readonly keys: VapidKeys;
      /** The VAPID `sub` claim: how the push service reaches us (RFC 8292 §2.1), a mailto: or https: URL. */
      readonly subject: string;
      readonly access: PushEndpointAccess;
    },
  ) {}

  async send(push: PushDelivery, _deliveryId: string): Promise<PushOutcome> {
    const { subscription, payload, options } = push;
    const { agent } = await this.deps.access.open(subscription.endpoint);
    try {
      await webPush.sendNotification({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(payload), {
        vapidDetails: { subject: this.deps.subject, publicKey: this.deps.keys.publicKey, privateKey: this.deps.keys.privateKey },
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        topic: options.topic,
        contentEncoding: 'aes128gcm',
        agent,
        timeout: TIMEOUT_MS,
      });
      return 'delivered';
    } catch (error) {
      if (error instanceof webPush.WebPushError) {
        if (error.statusCode === 404 || error.statusCode === 410) return 'gone';
        throw new Error(`push service ${new URL(subscription.endpoint).host} answered ${error.statusCode}`);
      }
      throw new Error(`push to ${new URL(subscription.endpoint).host} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    } finally {
      agent.destroy();
    }
  }
}
