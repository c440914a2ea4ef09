import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import type { Signatures } from '../../domain/notifications/unsubscribe';
import { loadOrCreateServerSecret } from './server-secret';

/**
 * HMAC-SHA256 signatures (base64url, 43 characters) under a key kept in `server_secrets`, made on first use as the web
 * push keys and the private-media key are: an unsubscribe link signed by one instance is good at every other and
 * after a restart. The key is read once, on first use.
 */
export class ServerSecretSignatures implements Signatures {
  private key: Promise<Buffer> | undefined;

  constructor(private readonly db: Knex, private readonly name: string) {}

  async sign(text: string): Promise<string> {
    return createHmac('sha256', await this.keyOf()).update(text).digest('base64url');
  }

  /** Constant-time: how much of a guess is right never shows in the time it takes. */
  async verify(text: string, signature: string): Promise<boolean> {
    const expected = Buffer.from(await this.sign(text));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private keyOf(): Promise<Buffer> {
    this.key ??= loadOrCreateServerSecret(this.db, this.name).catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }
}
