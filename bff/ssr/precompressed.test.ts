import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressed } from './precompressed';

describe("the build's precompressed files", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
  const script = 'console.log("hallo");'.repeat(100);
  const [br, gz] = [brotliCompressSync(script), gzipSync(script)];
  writeFileSync(path.join(dir, 'app.js'), script);
  writeFileSync(path.join(dir, 'app.js.br'), br);
  writeFileSync(path.join(dir, 'app.js.gz'), gz);
  writeFileSync(path.join(dir, 'small.js'), 'x');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const app = express();
  app.use(precompressed(dir, ['/app.js', '/app.js.br', '/app.js.gz', '/small.js'], { maxAge: '1y', immutable: true }), express.static(dir, { maxAge: '1y', immutable: true }));
  // The client decodes what it gets: the body is the script again, the length what travelled.
  const text = (response: request.Response) => (response.body as Buffer).toString();
  const get = (file: string, encoding?: string) => {
    const call = request(app).get(file).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    return encoding === undefined ? call.set('Accept-Encoding', '') : call.set('Accept-Encoding', encoding);
  };

  it('sends the brotli copy to a browser that takes brotli, as a script, cached for good, varying by encoding', async () => {
    const response = await get('/app.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['vary']).toContain('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(br.length);
    expect(text(response)).toBe(script);
  });

  it('sends the gzip copy to a client that takes only gzip', async () => {
    const response = await get('/app.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'])).toBe(gz.length);
    expect(text(response)).toBe(script);
  });

  it('sends the file itself to a client that takes neither, still saying it varies', async () => {
    const response = await get('/app.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toContain('Accept-Encoding');
    expect(text(response)).toBe(script);
  });

  it('leaves a file without copies to the static files', async () => {
    const response = await get('/small.js', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(text(response)).toBe('x');
  });
});

describe('copies made after the server started (npm start, decision 0067)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompressed-later-'));
  const script = 'console.log("later");'.repeat(100);
  writeFileSync(path.join(dir, 'app.js'), script);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let making = true;
  const app = express();
  app.use(precompressed(dir, ['/app.js'], { maxAge: '1y', immutable: true }, () => making), express.static(dir, { maxAge: '1y', immutable: true }));
  const encodingOf = async () => (await request(app).get('/app.js').set('Accept-Encoding', 'br')).headers['content-encoding'];

  it('sends the file itself until its copy is made, then the copy, found without a restart', async () => {
    expect(await encodingOf()).toBeUndefined();
    writeFileSync(path.join(dir, 'app.js.br'), brotliCompressSync(script));
    making = false;
    await expect.poll(encodingOf, { timeout: 5000, interval: 100 }).toBe('br');
    const response = await request(app).get('/app.js').set('Accept-Encoding', 'br');
    expect(response.text).toBe(script);
  });
});
