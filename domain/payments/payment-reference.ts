/**
 * The reference a member and support read (SPEC §3 payment_id): `HS-` and 10 letters and digits from a random token,
 * without the look-alikes 0/O and 1/I/L. 32^10 references: a clash is left to the unique index.
 */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function paymentReference(randomToken: string): string {
  const chars = [...randomToken].map((c) => ALPHABET[c.charCodeAt(0) % ALPHABET.length]!).slice(0, 10);
  if (chars.length < 10) throw new RangeError('a payment reference needs a token of at least 10 characters');
  return `HS-${chars.join('')}`;
}
