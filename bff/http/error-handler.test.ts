import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { precompressed } from '../ssr/precompressed';
import { REDACTED_PATHS } from '../logger';
import { errorHandler } from './error-handler';
import { requestLog } from './request-log';
import { startTestServer, type TestServer } from '../../test/support/test-server';
import { givenMember, sessionCookieFor } from '../../test/support/members';

describe('a fault inside a request', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it('answers 500 with the generic Dutch text and the request id, never a stack trace', async () => {
    const member = await givenMember(server.database.knex);
    const cookie = await sessionCookieFor(server.api, member);
    await server.database.knex.raw('alter table profiles rename to profiles_gone');
    try {
      const response = await server.api.get('/api/chats.php').set('Cookie', cookie).set('X-Request-Id', 'trace-me-12345');
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ error: 'server_error', request_id: 'trace-me-12345' });
      expect(response.text).not.toMatch(/at .*\.ts|Error:|profiles/);
    } finally {
      await server.database.knex.raw('alter table profiles_gone rename to profiles');
    }
  });
});

describe('the log', () => {
  it('never carries passwords, tokens, cookies, message bodies or emails', () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
    const logger = pino({ redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink);
    logger.info({
      req: { headers: { cookie: 'hs_session=geheim-token-123', authorization: 'Bearer abc' } },
      res: { headers: { 'set-cookie': 'hs_session=nieuw-geheim' } },
      body: { email: 'anna@example.nl', password: 'mijn wachtwoord', text: 'Een lief bericht' },
      password: 'los wachtwoord',
    });
    const line = lines.join('');
    for (const secret of ['geheim-token-123', 'Bearer abc', 'nieuw-geheim', 'anna@example.nl', 'mijn wachtwoord', 'Een lief bericht', 'los wachtwoord']) {
      expect(line).not.toContain(secret);
    }
    expect(line).toContain('[redacted]');
  });
});

describe('a request the client aborts', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'aborted-'));
  const lines: Array<{ level: number; msg: string; code?: string }> = [];
  let server: http.Server;
  beforeAll(async () => {
    // A script's brotli copy too big to be written before the client goes: express's sendFile says ECONNABORTED.
    writeFileSync(path.join(dir, 'big.js'), '');
    writeFileSync(path.join(dir, 'big.js.br'), randomBytes(32 * 1024 * 1024));
    const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(JSON.parse(String(chunk))), done()) });
    const logger = pino({ level: 'info' }, sink);
    const app = express();
    app.use(requestLog(logger));
    app.use('/assets', precompressed(dir, ['/big.js', '/big.js.br'], { maxAge: '1y', immutable: true }));
    app.use(errorHandler(logger));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('is logged at info, never at error level', async () => {
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/assets/big.js', headers: { 'Accept-Encoding': 'br' } }, (response) => {
        // The first bytes arrive, then the browser leaves the page.
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });

    await vi.waitFor(() => expect(lines.find((line) => line.msg === 'request aborted by the client')).toMatchObject({ level: 30, code: 'ECONNABORTED' }));
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe('a page that fails before its error page can render (SPEC §8)', () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.requestId = 'page-fault-1';
    res.locals.settings = { domain_language: 'de-DE' };
    next();
  });
  app.get(['/members', '/api/chats.php'], () => {
    throw new Error('the database is gone');
  });
  app.use(errorHandler(pino({ level: 'silent' })));

  it("answers a browser with the last resort in her language and the request id, never JSON or a stack", async () => {
    const { default: request } = await import('supertest');
    const german = await request(app).get('/members').set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(german.status).toBe(500);
    expect(german.type).toBe('text/html');
    expect(german.text).toContain('<html lang="de">');
    expect(german.text).toContain('Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten');
    expect(german.text).toContain('page-fault-1');
    expect(german.text).not.toMatch(/database|at .*\.ts/);
    const danish = await request(app).get('/members').set('Accept', 'text/html').set('Cookie', 'locale=da');
    expect(danish.text).toContain('Tilbage til forsiden');
  });

  it('keeps answering the API with JSON', async () => {
    const { default: request } = await import('supertest');
    const api = await request(app).get('/api/chats.php').set('Accept', 'text/html');
    expect(api.body).toEqual({ error: 'server_error', request_id: 'page-fault-1' });
  });
});
