import { createHash } from 'node:crypto';
import type { Response } from 'express';

/** A weak entity tag of a body, as Express makes one: its length in hex and the start of its SHA-1. */
export function weakEtag(body: string): string {
  if (body.length === 0) return 'W/"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"';
  const hash = createHash('sha1').update(body, 'utf8').digest('base64').slice(0, 27);
  return `W/"${Buffer.byteLength(body, 'utf8').toString(16)}-${hash}"`;
}

/**
 * A JSON answer a browser may keep (its Cache-Control says so), with the ETag to ask for it again: `If-None-Match`
 * with that tag gets 304 and no body (Express checks freshness in `res.send`). The app makes no ETag of its own
 * (bff/app.ts): most answers are `no-store`, never kept, never asked for again, so hashing them would be wasted.
 */
export function sendCacheableJson(res: Response, value: unknown): void {
  const body = JSON.stringify(value);
  res.setHeader('ETag', weakEtag(body));
  res.type('json').send(body);
}
