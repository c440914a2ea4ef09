/**
 * The encoding to send of those at hand, by the request's Accept-Encoding (RFC 9110 §12.5.3): the highest q above
 * zero, ties going to the earlier of `available` (the smaller); `*` stands for any encoding not named. Undefined: send
 * the file as it is (no header, or none of them accepted).
 */
export function chooseEncoding(header: string | undefined, available: readonly string[]): string | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  let best: { name: string; q: number } | undefined;
  for (const name of available) {
    const q = weights.get(name) ?? weights.get('*') ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { name, q };
  }
  return best?.name;
}
