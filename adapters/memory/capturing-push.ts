import type { PushDelivery, PushOutcome, PushTransport } from '../../domain/notifications/push-ports';

/**
 * The push transport of features and fast tests: keeps every push it is handed; an endpoint marked gone answers as a
 * push service does for a subscription the browser let go (the outbox then removes it). The protocol itself is proven
 * against the loopback push service (test/support/push-service.ts).
 */
export class CapturingPushTransport implements PushTransport {
  readonly sent: PushDelivery[] = [];
  private readonly gone = new Set<string>();

  markGone(endpoint: string): void {
    this.gone.add(endpoint);
  }

  async send(push: PushDelivery): Promise<PushOutcome> {
    if (this.gone.has(push.subscription.endpoint)) return 'gone';
    this.sent.push(structuredClone(push));
    return 'delivered';
  }
}
