import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiPayment } from '../../bff/contract/api-types';
import type { Api } from '../api/endpoints';
import type { SessionStore } from './session-store';

/** Issue 12: every 2 s for the first minute, then every 10 s, until the payment is settled. */
export const POLL_FAST_MS = 2_000;
export const POLL_FAST_FOR_MS = 60_000;
export const POLL_SLOW_MS = 10_000;

export const pollDelay = (elapsedMs: number): number => (elapsedMs < POLL_FAST_FOR_MS ? POLL_FAST_MS : POLL_SLOW_MS);

/** Open and pending payments may still change; completed, failed and cancelled ones are settled (SPEC §4). */
export const isSettled = (status: ApiPayment['status']): boolean => status !== 'open' && status !== 'pending';

export interface Clock {
  sleep(ms: number): Promise<void>;
  now(): number;
}

const realClock: Clock = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
};

/**
 * The payment's page where the provider sends her back (/transactions/@id): while the payment is open or pending the
 * browser asks for it again until it settles; when it completes, the member (balance, premium) is reloaded. Polls only
 * in the browser: the page starts it after mounting.
 */
export class PaymentWatch {
  payment: ApiPayment;
  watching = false;
  /** Each watch() is one run; stop() ends the current one. */
  private run = 0;

  constructor(
    payment: ApiPayment,
    private readonly endpoints: Pick<Api, 'payment'>,
    private readonly session: Pick<SessionStore, 'reload'>,
    private readonly clock: Clock = realClock,
  ) {
    this.payment = payment;
    makeAutoObservable<this, 'endpoints' | 'session' | 'clock' | 'run'>(this, { endpoints: false, session: false, clock: false, run: false });
  }

  get settled(): boolean {
    return isSettled(this.payment.status);
  }

  /** Polls until the payment settles or stop() is called. */
  async watch(): Promise<void> {
    if (this.settled) return;
    const run = ++this.run;
    this.watching = true;
    const started = this.clock.now();
    const current = () => run === this.run;
    while (current() && !this.settled) {
      await this.clock.sleep(pollDelay(this.clock.now() - started));
      if (!current()) return;
      const answer = await this.endpoints.payment({ payment_id: this.payment.payment_id }).catch(() => false as const);
      if (!current()) return;
      if (answer && answer.ok) runInAction(() => (this.payment = answer.data.payment));
      // Logged out, or no longer hers: nothing more to learn.
      else if (answer === false || answer.status === 404) break;
    }
    runInAction(() => (this.watching = false));
    // Her balance and premium come with the completed payment.
    if (current() && this.payment.status === 'completed') await this.session.reload();
  }

  stop() {
    this.run += 1;
    this.watching = false;
  }
}
