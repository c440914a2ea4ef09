/**
 * The reference a member and support read (SPEC §3 payment_id): `HS-` and 10 letters and digits from a random token,
 * without the look-alikes 0/O and 1/I/L. 31^10 references: a clash is left to the unique index. A token shorter than
 * ten characters (tests' sequential ones) is read round again, shifted, so different tokens still differ.
 */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 10;

export function paymentReference(randomToken: string): string {
  if (randomToken.length === 0) throw new RangeError('a payment reference needs a token');
  const chars = Array.from({ length: LENGTH }, (_, i) => {
    const code = randomToken.charCodeAt(i % randomToken.length) + Math.floor(i / randomToken.length) * 13;
    return ALPHABET[code % ALPHABET.length]!;
  });
  return `HS-${chars.join('')}`;
}
