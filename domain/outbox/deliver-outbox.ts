import type { Clock } from '../shared/clock';
import type { MemberNotice } from '../notifications/member-notice';
import type { PushDelivery, PushOutcome, PushSubscriptionRemoval, PushTransport } from '../notifications/push-ports';
import type { ClaimedItem, MailTransport, OutboxQueue, SmsTransport } from './outbox';
import { isLastAttempt, retryDelaySeconds } from './retry-policy';

/** A number in [0, 1) from a source the tests can fix: the jitter of retries. */
export interface RandomFraction {
  next(): number;
}

export interface DeliveryRound {
  readonly claimed: number;
  /** Claimed, but taken by another worker before this one came to it (its lease had ended): not sent here. */
  readonly lost: number;
  readonly delivered: number;
  readonly retried: number;
  readonly dead: number;
}

/** How long a claimed row stays with its worker: longer than any delivery takes, short enough to recover from a crash. */
export const DEFAULT_LEASE_SECONDS = 60;

/** The id a receiver sees on every attempt of one row (a mail's Message-ID, an SMS gateway's reference). */
export const deliveryIdOf = (claimed: Pick<ClaimedItem, 'id' | 'createdAt'>): string => `outbox-${claimed.id}-${claimed.createdAt.getTime().toString(36)}`;

/**
 * The outbox worker's round: claim due rows, deliver each, and record the outcome — delivered, tried again later with
 * backoff and jitter, or dead after the last attempt. A failure of one row never stops the others.
 */
export class DeliverOutbox {
  constructor(
    private readonly deps: {
      queue: OutboxQueue;
      mail: MailTransport;
      sms: SmsTransport;
      clock: Clock;
      random: RandomFraction;
      /** This worker's name, unique across instances: its leases are its own. */
      worker: string;
      leaseSeconds?: number;
      /** The wait after a first failure (FIRST_RETRY_SECONDS unless set). */
      firstRetrySeconds?: number;
      /** Notices (decision 0055): fanned out into push and mail rows. Without it a notice row waits, retried. */
      notices?: { run(notice: MemberNotice): Promise<unknown> };
      /** Web push, and where a subscription the push service no longer knows is removed. */
      push?: { readonly transport: PushTransport; readonly subscriptions: PushSubscriptionRemoval };
    },
  ) {}

  async run(batchSize: number): Promise<DeliveryRound> {
    const { queue, clock, worker } = this.deps;
    const lease = this.deps.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
    const claimed = await queue.claim(clock.now(), batchSize, lease, worker);
    let delivered = 0;
    let retried = 0;
    let dead = 0;
    let lost = 0;
    for (const row of claimed) {
      if (!(await queue.hold(row.id, worker, clock.now(), lease))) {
        lost += 1;
        continue;
      }
      try {
        await this.deliver(row);
        await queue.delivered(row.id, clock.now());
        delivered += 1;
      } catch (error) {
        const reason = describe(error);
        if (isLastAttempt(row.attempts)) {
          await queue.bury(row.id, reason, clock.now());
          dead += 1;
        } else {
          const next = new Date(clock.now().getTime() + retryDelaySeconds(row.attempts, this.deps.random.next(), this.deps.firstRetrySeconds) * 1000);
          await queue.retryLater(row.id, reason, next);
          retried += 1;
        }
      }
    }
    return { claimed: claimed.length, lost, delivered, retried, dead };
  }

  private async deliver(row: ClaimedItem): Promise<void> {
    const id = deliveryIdOf(row);
    const { item } = row;
    switch (item.kind) {
      case 'mail':
        return this.deps.mail.deliver(item.mail, id);
      case 'sms':
        return this.deps.sms.deliver(item.to, item.text, id);
      case 'notice': {
        if (!this.deps.notices) throw new Error('no notice fan-out is configured');
        await this.deps.notices.run(item.notice);
        return;
      }
      case 'push': {
        if (!this.deps.push) throw new Error('no push transport is configured');
        await deliverPush(item.push, id, this.deps.push);
        return;
      }
    }
  }
}

/** Sends one push; a subscription the push service no longer knows (404/410) is removed and never tried again (issue 23). */
export async function deliverPush(push: PushDelivery, deliveryId: string, via: { readonly transport: PushTransport; readonly subscriptions: PushSubscriptionRemoval }): Promise<PushOutcome> {
  const outcome = await via.transport.send(push, deliveryId);
  if (outcome === 'gone') await via.subscriptions.removePushSubscription(push.memberId, push.subscription.endpoint);
  return outcome;
}

/** The reason kept for the operator: the error's message, never more than a line of it. */
function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.split('\n')[0]!.slice(0, 500);
}
