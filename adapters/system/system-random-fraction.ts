import type { RandomFraction } from '../../domain/outbox/deliver-outbox';

/** Jitter needs no secrecy: Math.random is enough to spread retries apart. */
export class SystemRandomFraction implements RandomFraction {
  next(): number {
    return Math.random();
  }
}
