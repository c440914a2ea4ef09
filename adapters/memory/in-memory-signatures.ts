import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Signatures } from '../../domain/notifications/unsubscribe';

/** HMAC-SHA256 under a key made for this process: the in-memory wiring's signatures (features, fast tests). */
export class InMemorySignatures implements Signatures {
  constructor(private readonly key: Buffer = randomBytes(32)) {}

  async sign(text: string): Promise<string> {
    return this.signNow(text);
  }

  private signNow(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('base64url');
  }

  async verify(text: string, signature: string): Promise<boolean> {
    const expected = Buffer.from(this.signNow(text));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
