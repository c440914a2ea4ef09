import type { PasswordHasher } from '../../domain/accounts/ports';

/** For tests only: fast and readable, never safe. */
export class PlainPasswordHasher implements PasswordHasher {
  async hash(password: string): Promise<string> {
    return `plain:${password}`;
  }

  async verify(hash: string, password: string): Promise<boolean> {
    return hash === `plain:${password}`;
  }
}
