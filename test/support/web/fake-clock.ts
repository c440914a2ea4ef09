import type { ToastClock } from '../../../web/signals/toast-store';

/** A clock for the signals' unit tests: time moves only when the test says so. */
export class FakeClock implements ToastClock {
  private time = 0;
  private timers: { at: number; run: () => void; id: number }[] = [];
  private nextId = 0;

  now() {
    return this.time;
  }

  setTimeout(run: () => void, ms: number) {
    const id = ++this.nextId;
    this.timers.push({ at: this.time + ms, run, id });
    return id;
  }

  clearTimeout(handle: unknown) {
    this.timers = this.timers.filter((t) => t.id !== handle);
  }

  advance(ms: number) {
    const end = this.time + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.time = due.at;
      due.run();
    }
    this.time = end;
  }
}
