import { createHash, randomBytes } from 'node:crypto';
import type { RandomTokens } from '../../domain/shared/random-tokens';

/** 256-bit tokens from the CSPRNG; stored as SHA-256 so a leaked table opens no session. */
export class CryptoRandomTokens implements RandomTokens {
  token(): string {
    return randomBytes(32).toString('base64url');
  }

  digest(token: string): string {
    return createHash('sha256').update(token).digest('base64url');
  }
}
