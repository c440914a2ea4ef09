import argon2 from 'argon2';
import type { PasswordHasher } from '../../domain/accounts/ports';

/** argon2id with OWASP's second recommended profile (19 MiB, 2 passes). The full password is hashed: no 72-byte cut-off. */
export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
