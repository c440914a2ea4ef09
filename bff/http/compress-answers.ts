import type { ServerResponse } from 'node:http';
import { brotliCompress, constants, deflate, gzip } from 'node:zlib';
import type { RequestHandler } from 'express';
import { chooseEncoding } from './accept-encoding';

/** Smaller bodies go as they are: compressing them saves a few bytes and costs more than it saves. */
export const COMPRESS_FROM_BYTES = 1024;

/** The encodings offered, the preferred first (ties in Accept-Encoding go to the earlier). */
const ENCODINGS = ['br', 'gzip', 'deflate'] as const;

/** Text that compresses: text/*, JSON, JavaScript, XML, SVG and the +json/+xml/+text families. */
const COMPRESSIBLE = /^(?:text\/[^;]+|application\/(?:json|javascript|xml)|image\/svg\+xml|[^;]+\+(?:json|xml|text))\s*(?:;|$)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

type Body = string | Uint8Array;
type Callback = () => void;
type Compressor = (body: Uint8Array, done: (error: Error | null, compressed: Buffer) => void) => void;

const compressors: Record<(typeof ENCODINGS)[number], Compressor> = {
  // Quality 4 of 11: most of brotli's gain at a gzip-like cost, for a body made per request.
  br: (body, done) => brotliCompress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }, done),
  gzip: (body, done) => gzip(body, done),
  deflate: (body, done) => deflate(body, done),
};

/** The response's own `end`, as it was before compressAnswers took its place. */
const PLAIN_END = Symbol('end before compressAnswers');
/** Set while the body is being compressed: the answer is given, a later `end` changes nothing. */
const COMPRESSING = Symbol('compressing');
type End = ServerResponse['end'];
interface Compressing extends ServerResponse {
  [PLAIN_END]: End;
  [COMPRESSING]?: true;
}

const end = (res: Compressing, body?: Body, encoding?: BufferEncoding, callback?: Callback): ServerResponse =>
  encoding === undefined ? res[PLAIN_END](body, callback) : res[PLAIN_END](body, encoding, callback);

/**
 * `res.end(body)` for an answer given whole (JSON answers, the pages, error texts): a compressible type with
 * `Vary: Accept-Encoding`, and from 1 KB on brotli, gzip or deflate as the client's Accept-Encoding prefers (none
 * when it names none), off the main thread. Anything else ends as Node ends it: answers under 1 KB, HEAD, a body
 * already encoded, `Cache-Control: no-transform`, and streamed bodies (files: the build's text files come
 * precompressed, bff/ssr/precompressed.ts; photos do not compress).
 */
function compressingEnd(this: Compressing, ...args: unknown[]): ServerResponse {
  const callback = typeof args.at(-1) === 'function' ? (args.pop() as Callback) : undefined;
  const [body, encoding] = args as [Body | null | undefined, BufferEncoding | undefined];
  if (this[COMPRESSING]) return this;
  if (this.headersSent) return end(this, body ?? undefined, encoding, callback);
  const type = this.getHeader('Content-Type');
  const cacheControl = this.getHeader('Cache-Control');
  if (typeof type !== 'string' || !COMPRESSIBLE.test(type) || (typeof cacheControl === 'string' && NO_TRANSFORM.test(cacheControl))) {
    return end(this, body ?? undefined, encoding, callback);
  }
  appendVary(this);
  const size = body == null ? 0 : typeof body === 'string' ? Buffer.byteLength(body, encoding) : body.byteLength;
  const chosen = size < COMPRESS_FROM_BYTES || this.req.method === 'HEAD' || this.hasHeader('Content-Encoding')
    ? undefined
    : chooseEncoding(this.req.headers['accept-encoding'], ENCODINGS);
  if (chosen === undefined || body == null) return end(this, body ?? undefined, encoding, callback);
  // The headers go now, as if the body were being written: nothing can change the status or add a header after
  // `end` was called, whenever the compressed body is ready.
  this.setHeader('Content-Encoding', chosen);
  this.removeHeader('Content-Length');
  this.writeHead(this.statusCode);
  this[COMPRESSING] = true;
  compressors[chosen as (typeof ENCODINGS)[number]](typeof body === 'string' ? Buffer.from(body, encoding) : body, (error, compressed) => {
    this[COMPRESSING] = undefined;
    if (error) this.destroy(error);
    else end(this, compressed, undefined, callback);
  });
  return this;
}

/** Adds Accept-Encoding to Vary unless it is there (or Vary is `*`). */
function appendVary(res: ServerResponse): void {
  const vary = res.getHeader('Vary');
  if (vary === undefined) {
    res.setHeader('Vary', 'Accept-Encoding');
    return;
  }
  const value = Array.isArray(vary) ? vary.join(', ') : String(vary);
  if (value.trim() === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(value)) return;
  res.setHeader('Vary', value ? `${value}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses the answers given whole (see compressingEnd). A request costs one property on its response, no
 * closure, listener or header hook: small answers, most of them, pay nothing more.
 */
export const compressAnswers: RequestHandler = (_req, res, next) => {
  const response = res as unknown as Compressing;
  response[PLAIN_END] = response.end;
  (response as ServerResponse).end = compressingEnd as End;
  next();
};
