import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PushEndpointAccess } from '../../adapters/push/push-endpoint-access';

/**
 * A web push service on loopback for tests (issue 23): it receives what our server sends, checks the VAPID signature
 * (RFC 8292: an ES256 JWT whose `aud` is the endpoint's origin, not expired, signed by the key in `k=`) and decrypts
 * the payload (RFC 8291 aes128gcm) with the subscriber's private key, as a browser's push service and the browser
 * would. No part of the sender is mocked: it reaches this server over HTTPS as it would reach FCM.
 */

/** A public-looking name (the subscription rules accept it); the sender's access in tests connects it to loopback. */
export const TEST_PUSH_HOST = 'push.hartslag-proef.nl';
export const TEST_PUSH_ORIGIN = `https://${TEST_PUSH_HOST}`;

export interface ReceivedPush {
  readonly subscriptionId: string;
  readonly payload: unknown;
  readonly ttl: string | undefined;
  readonly urgency: string | undefined;
  readonly topic: string | undefined;
  /** The VAPID claims, verified. */
  readonly claims: { readonly aud: string; readonly exp: number; readonly sub: string };
}

export interface TestSubscription {
  readonly id: string;
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

/** What the service answers for a subscription: accepted, or gone (410) or unknown (404) as after an unsubscribe. */
export type Answer = 201 | 404 | 410 | 500;

export interface TestPushService {
  readonly port: number;
  readonly received: ReceivedPush[];
  /** Requests refused because the signature or the encryption did not hold, with why. */
  readonly refused: string[];
  subscribe(): TestSubscription;
  answer(subscriptionId: string, status: Answer): void;
  /** The sender's way in (rebind PORTS.pushEndpointAccess): TEST_PUSH_HOST on this loopback port, trusting its certificate. */
  readonly access: PushEndpointAccess;
  /** Resolves when `count` pushes have arrived in all (a condition, not a delay); rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

const b64u = (data: Buffer) => data.toString('base64url');
const unb64u = (text: string) => Buffer.from(text, 'base64url');

/** A self-signed certificate for TEST_PUSH_HOST, made once per machine with openssl. */
function certificate(): { key: string; cert: string } {
  const dir = join(tmpdir(), 'hartslag-test-push-service');
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  if (!existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '3650',
      '-subj', `/CN=${TEST_PUSH_HOST}`, '-addext', `subjectAltName=DNS:${TEST_PUSH_HOST}`,
      '-keyout', key, '-out', cert,
    ], { stdio: 'ignore' });
  }
  return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
}

/** RFC 8292: `Authorization: vapid t=<jwt>, k=<public key>`; the JWT checked against k, its aud and exp. */
export function verifyVapid(authorization: string | undefined, expectedAud: string, now = Date.now()): ReceivedPush['claims'] & { publicKey: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error('no vapid authorization');
  const [, token, k] = match as unknown as [string, string, string];
  const [header, body, signature] = token.split('.');
  if (!header || !body || !signature) throw new Error('not a JWT');
  const alg = (JSON.parse(unb64u(header).toString()) as { alg?: string }).alg;
  if (alg !== 'ES256') throw new Error(`alg ${alg}`);
  const point = unb64u(k);
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is no uncompressed P-256 point');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) }, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${header}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, unb64u(signature))) throw new Error('bad signature');
  const claims = JSON.parse(unb64u(body).toString()) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== expectedAud) throw new Error(`aud ${claims.aud}`);
  const seconds = now / 1000;
  if (typeof claims.exp !== 'number' || claims.exp <= seconds || claims.exp > seconds + 24 * 3600) throw new Error('exp out of range');
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) throw new Error('sub');
  return { aud: claims.aud, exp: claims.exp, sub: claims.sub, publicKey: k };
}

/**
 * RFC 8291 §3.4 and RFC 8188: the aes128gcm header (salt, record size, the sender's public key), the key agreement
 * (ECDH with the subscriber's private key), the two HKDF steps (auth secret, then salt) to the content key and nonce,
 * one AES-128-GCM record, and the padding delimiter 0x02 of the last record.
 */
export function decryptAes128gcm(body: Buffer, subscriber: { privateKey: Buffer; publicKey: Buffer; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error('keyid is not the sender’s P-256 key');
  if (record.length > recordSize) throw new Error('more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(subscriber.privateKey);
  const secret = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.publicKey, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, subscriber.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

export async function startTestPushService(options: { vapidPublicKey?: () => string | undefined } = {}): Promise<TestPushService> {
  const tls = certificate();
  const subscribers = new Map<string, { privateKey: Buffer; publicKey: Buffer; auth: Buffer; answer: Answer }>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const waiters: (() => void)[] = [];

  const server: Server = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
      const subscriber = id ? subscribers.get(id) : undefined;
      if (req.method !== 'POST' || !id || !subscriber) return void res.writeHead(404).end();
      try {
        const claims = verifyVapid(req.headers.authorization, TEST_PUSH_ORIGIN);
        const expected = options.vapidPublicKey?.();
        if (expected && claims.publicKey !== expected) throw new Error('signed with another key');
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${req.headers['content-encoding']}`);
        if (subscriber.answer !== 201) return void res.writeHead(subscriber.answer).end();
        const plain = decryptAes128gcm(Buffer.concat(chunks), subscriber);
        const { publicKey: _k, ...verified } = claims;
        received.push({
          subscriptionId: id,
          payload: JSON.parse(plain.toString('utf8')),
          ttl: req.headers.ttl as string | undefined,
          urgency: req.headers.urgency as string | undefined,
          topic: req.headers.topic as string | undefined,
          claims: verified,
        });
        res.writeHead(201).end();
        for (const wake of waiters.splice(0)) wake();
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  /** Connects TEST_PUSH_HOST:443 to the loopback port, with TLS checked against the test certificate. */
  class LoopbackAgent extends Agent {
    override createConnection(connectOptions: Parameters<Agent['createConnection']>[0], callback?: Parameters<Agent['createConnection']>[1]) {
      return super.createConnection({ ...connectOptions, host: '127.0.0.1', port, servername: TEST_PUSH_HOST }, callback);
    }
  }

  return {
    port,
    received,
    refused,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(12).toString('hex');
      subscribers.set(id, { privateKey: ecdh.getPrivateKey(), publicKey, auth, answer: 201 });
      return { id, endpoint: `${TEST_PUSH_ORIGIN}/push/${id}`, keys: { p256dh: b64u(publicKey), auth: b64u(auth) } };
    },
    answer(subscriptionId, status) {
      subscribers.get(subscriptionId)!.answer = status;
    },
    access: {
      async open(endpoint) {
        if (new URL(endpoint).host !== TEST_PUSH_HOST) throw new Error(`the test push service only serves ${TEST_PUSH_HOST}`);
        return { agent: new LoopbackAgent({ ca: tls.cert, keepAlive: false }) };
      },
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} pushes, got ${received.length} (refused: ${refused.join('; ') || 'none'})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
