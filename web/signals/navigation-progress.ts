import { makeAutoObservable } from 'mobx';
import { theme } from '../theme/theme';
import type { ToastClock } from './toast-store';

/**
 * idle: nothing shown. waiting: a navigation started less than the throttle ago (SPEC §9: 200 ms), still nothing shown.
 * running: the bar trickles towards the end (its animation lasts 5 s). finishing: the bar fills and fades, then idle.
 */
export type ProgressPhase = 'idle' | 'waiting' | 'running' | 'finishing';

export const FINISH_MS = 300;

const browserClock: Pick<ToastClock, 'setTimeout' | 'clearTimeout'> = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The navigation progress bar's state: started and ended by Vike's page transition hooks. */
export class NavigationProgress {
  phase: ProgressPhase = 'idle';
  private timer: unknown = undefined;

  constructor(
    private readonly clock: Pick<ToastClock, 'setTimeout' | 'clearTimeout'> = browserClock,
    readonly throttleMs: number = theme.signals.progressThrottleMs,
  ) {
    makeAutoObservable<this, 'timer' | 'clock'>(this, { timer: false, clock: false, throttleMs: false });
  }

  /** Whether the bar is on screen and announced as a progressbar. */
  get visible() {
    return this.phase === 'running';
  }

  start() {
    if (this.phase === 'waiting' || this.phase === 'running') return;
    this.clearTimer();
    this.phase = 'waiting';
    this.timer = this.clock.setTimeout(() => this.show(), this.throttleMs);
  }

  done() {
    this.clearTimer();
    if (this.phase === 'running') {
      this.phase = 'finishing';
      this.timer = this.clock.setTimeout(() => this.settle(), FINISH_MS);
    } else if (this.phase === 'waiting') {
      // Quicker than the throttle: the bar never showed.
      this.phase = 'idle';
    }
  }

  private show() {
    this.timer = undefined;
    if (this.phase === 'waiting') this.phase = 'running';
  }

  private settle() {
    this.timer = undefined;
    if (this.phase === 'finishing') this.phase = 'idle';
  }

  private clearTimer() {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }
}
