import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAnswers } from './compress-answers';

const big = { text: 'een lang antwoord '.repeat(200) };
const small = { ok: true };

/** One answer as it came over the wire: status, headers and the raw (still encoded) body. */
interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

describe('compressAnswers', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    const app = express();
    app.set('etag', false);
    app.use(compressAnswers);
    app.get('/big', (_req, res) => void res.json(big));
    app.get('/small', (_req, res) => void res.json(small));
    app.get('/page', (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(`<!doctype html><p>${'hallo '.repeat(400)}</p>`);
    });
    app.get('/photo', (_req, res) => void res.type('image/webp').send(Buffer.alloc(4096, 7)));
    app.get('/no-transform', (_req, res) => void res.set('Cache-Control', 'no-transform').json(big));
    app.get('/encoded', (_req, res) => void res.set('Content-Encoding', 'br').type('json').send(Buffer.alloc(2048, 1)));
    app.get('/streamed', (_req, res) => {
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.write('x'.repeat(2048));
      res.end('y'.repeat(2048));
    });
    app.get('/twice', (_req, res) => {
      res.json(big);
      res.end('and more');
    });
    app.get('/varied', (_req, res) => void res.set('Vary', 'Cookie').json(big));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> =>
    new Promise((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      request.on('error', reject);
      request.end();
    });

  it('sends an answer of 1 KB or more as brotli, gzip or deflate, as the client prefers, and says it varies', async () => {
    const brotli = await get('/big', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toBe('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString())).toEqual(big);
    expect(brotli.body.length).toBeLessThan(JSON.stringify(big).length / 4);

    const gzip = await get('/big', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(big);

    const deflate = await get('/big', { 'Accept-Encoding': 'deflate, gzip;q=0.5' });
    expect(deflate.headers['content-encoding']).toBe('deflate');
    expect(JSON.parse(inflateSync(deflate.body).toString())).toEqual(big);

    const page = await get('/page', { 'Accept-Encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('hallo hallo');
  });

  it('sends the body as it is to a client that takes no encoding we make, with the same Vary', async () => {
    for (const headers of [{} as Record<string, string>, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'zstd' }, { 'Accept-Encoding': 'br;q=0, gzip;q=0' }]) {
      const plain = await get('/big', headers);
      expect(plain.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(plain.headers['vary']).toBe('Accept-Encoding');
      expect(plain.headers['content-length']).toBe(String(plain.body.length));
      expect(JSON.parse(plain.body.toString())).toEqual(big);
    }
  });

  it('leaves an answer under 1 KB as it is, with its length, but says it varies', async () => {
    const answer = await get('/small', { 'Accept-Encoding': 'gzip, br' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(JSON.stringify(small))));
    expect(JSON.parse(answer.body.toString())).toEqual(small);
  });

  it('adds Accept-Encoding to a Vary the answer has', async () => {
    const answer = await get('/varied', { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['vary']).toBe('Cookie, Accept-Encoding');
    expect(answer.headers['content-encoding']).toBe('gzip');
  });

  it('never compresses what does not compress, is already encoded, must not be transformed, or has no body', async () => {
    const photo = await get('/photo', { 'Accept-Encoding': 'gzip, br' });
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.headers['vary']).toBeUndefined();
    expect(photo.body.length).toBe(4096);

    const encoded = await get('/encoded', { 'Accept-Encoding': 'gzip, br' });
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.body).toEqual(Buffer.alloc(2048, 1));

    const untouched = await get('/no-transform', { 'Accept-Encoding': 'gzip, br' });
    expect(untouched.headers['content-encoding']).toBeUndefined();
    expect(untouched.headers['vary']).toBeUndefined();

    const head = await get('/big', { 'Accept-Encoding': 'gzip, br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.headers['vary']).toBe('Accept-Encoding');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(JSON.stringify(big))));
  });

  it('passes a streamed body on as it is written', async () => {
    const streamed = await get('/streamed', { 'Accept-Encoding': 'gzip, br' });
    expect(streamed.headers['content-encoding']).toBeUndefined();
    expect(streamed.body.toString()).toBe('x'.repeat(2048) + 'y'.repeat(2048));
  });

  it('ignores an end after the answer was given while it is being compressed', async () => {
    const answer = await get('/twice', { 'Accept-Encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(gunzipSync(answer.body).toString())).toEqual(big);
  });
});
