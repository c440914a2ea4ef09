import type { RandomTokens } from '../../domain/shared/random-tokens';

/** Predictable tokens for tests: token-1, token-2… stored under 'digest:' + token. */
export class SequentialTokens implements RandomTokens {
  private issued = 0;

  token(): string {
    this.issued += 1;
    return `token-${this.issued}`;
  }

  digest(token: string): string {
    return `digest:${token}`;
  }
}
