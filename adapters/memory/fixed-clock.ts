import type { Clock } from '../../domain/shared/clock';

/** A clock that stands still until a test moves it. */
export class FixedClock implements Clock {
  private current: Date;

  constructor(now: Date) {
    this.current = new Date(now.getTime());
  }

  now(): Date {
    return new Date(this.current.getTime());
  }

  set(now: Date): void {
    this.current = new Date(now.getTime());
  }

  advance(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }
}
