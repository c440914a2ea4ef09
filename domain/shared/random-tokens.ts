/** Unguessable tokens (sessions, links) come from a port: the domain has no randomness of its own. */
export interface RandomTokens {
  /** A url-safe token of at least 128 bits from a CSPRNG. */
  token(): string;
  /** A one-way digest under which a token is stored. */
  digest(token: string): string;
}
