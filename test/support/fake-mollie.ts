import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A fake Mollie Payments API (v2) on loopback, for the Mollie adapter's tests: `POST /v2/payments` and
 * `GET /v2/payments/:id`, answered the way Mollie answers (HAL JSON, `_links.checkout.href`, Mollie's error bodies),
 * only for the right Bearer key.
 *
 * It speaks HTTPS: @mollie/api-client 4 sends every request through an `https.Agent` of its own (with its own CA
 * bundle), so it cannot reach a plain-HTTP endpoint at all. The certificate below is a throwaway self-signed one for
 * 127.0.0.1; while a fake runs, this test process accepts unverified TLS (NODE_TLS_REJECT_UNAUTHORIZED=0, the only
 * switch that reaches the library's own agent), and `close()` puts the setting back. Never set that outside tests.
 */

// Self-signed P-256 certificate for 127.0.0.1 and localhost, valid to 2126. Test use only: it guards nothing.
const TLS_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgYLJMMfW3CtAWKWNK
2Sg9e+cdgDQb63Rnn9j1cD16HfChRANCAASuoU7MlPwUh/y4rjswOj8fYydpQvY6
FQfvkpVgKx+DkF75km/pSvOhIFw9jVs+jk3jrKAn+IwqXwcV4qUgfQZg
-----END PRIVATE KEY-----
`;
const TLS_CERT = `-----BEGIN CERTIFICATE-----
MIIBqDCCAU+gAwIBAgIUYyCPNp8JSgl9BUmq9VJssHq2n/EwCgYIKoZIzj0EAwIw
GzEZMBcGA1UEAwwQZmFrZS1tb2xsaWUudGVzdDAgFw0yNjExMjYwMzM5MjhaGA8y
MTI2MTEwMjAzMzkyOFowGzEZMBcGA1UEAwwQZmFrZS1tb2xsaWUudGVzdDBZMBMG
ByqGSM49AgEGCCqGSM49AwEHA0IABK6hTsyU/BSH/LiuOzA6Px9jJ2lC9joVB++S
lWArH4OQXvmSb+lK86EgXD2NWz6OTeOsoCf4jCpfBxXipSB9BmCjbzBtMB0GA1Ud
DgQWBBT/r5whSqakIrxhuXKAhPSpuHmF+TAfBgNVHSMEGDAWgBT/r5whSqakIrxh
uXKAhPSpuHmF+TAPBgNVHRMBAf8EBTADAQH/MBoGA1UdEQQTMBGHBH8AAAGCCWxv
Y2FsaG9zdDAKBggqhkjOPQQDAgNHADBEAiBYqHHGLB3JcVKXmMmFCcc02DvMzmn5
8mnvQeQFbW9sBgIgQyLDRFykZxtVGONI2Kv2+xs6xn88mUC5/xLZgzglLGw=
-----END CERTIFICATE-----
`;

/** Mollie's payment statuses (docs.mollie.com, "Payment status changes"). */
export type FakeMollieStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface FakeMolliePayment {
  readonly id: string;
  readonly amount: { readonly currency: string; readonly value: string };
  readonly description: string;
  readonly method: string | null;
  readonly metadata: unknown;
  readonly redirectUrl: string;
  readonly webhookUrl: string | null;
  status: FakeMollieStatus;
  /** Cents refunded through the Refunds API. */
  refundedCents: number;
  /** Cents the payer's bank took back (a chargeback). */
  chargedBackCents: number;
}

export interface FakeMollieRefund {
  readonly id: string;
  readonly paymentId: string;
  readonly amount: { readonly currency: string; readonly value: string };
  readonly description: string;
}

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly authorization: string | undefined;
  readonly idempotencyKey: string | undefined;
  readonly body: unknown;
}

/** How the fake misbehaves: `500` answers Mollie's internal error, `reset` drops the connection unanswered, `hang` never answers. */
export type FakeMollieTrouble = 500 | 'reset' | 'hang' | null;

export interface FakeMollie {
  /** What MOLLIE_API_ENDPOINT / the adapter's `apiEndpoint` is set to: `https://127.0.0.1:<port>/v2/`. */
  readonly apiEndpoint: string;
  readonly apiKey: string;
  /** Every request that reached the fake, oldest first. */
  readonly requests: RecordedRequest[];
  payment(id: string): FakeMolliePayment | undefined;
  /** The payments created so far, oldest first. */
  payments(): FakeMolliePayment[];
  /** The refunds made, oldest first. */
  refunds(): FakeMollieRefund[];
  /** The payer's bank takes `value` (Mollie's amount string) of a paid payment back. */
  chargeBack(id: string, value: string): void;
  /** What happens at Mollie when the member pays, gives up, or the bank answers. */
  setStatus(id: string, status: FakeMollieStatus): void;
  /** From now on every request meets this trouble; `null` heals. */
  trouble(kind: FakeMollieTrouble): void;
  close(): Promise<void>;
}

const METHODS = new Set(['alma', 'applepay', 'bacs', 'bancomatpay', 'bancontact', 'banktransfer', 'belfius', 'billie', 'blik', 'creditcard', 'directdebit', 'eps', 'giftcard', 'googlepay', 'ideal', 'in3', 'kbc', 'klarna', 'mbway', 'mobilepay', 'multibanco', 'mybank', 'paybybank', 'paypal', 'paysafecard', 'przelewy24', 'riverty', 'satispay', 'swish', 'trustly', 'twint', 'vipps', 'voucher']);
const DOCS = { documentation: { href: 'https://docs.mollie.com/reference/v2/payments-api', type: 'text/html' } };
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const newPaymentId = () => `tr_${Array.from(randomBytes(10), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')}`;
const newRefundId = () => `re_${Array.from(randomBytes(10), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')}`;
const toCents = (value: string) => Math.round(Number(value) * 100);
const toValue = (amount: number) => `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/hal+json', ...headers }).end(JSON.stringify(body));
}

/** Mollie's error body: `{status, title, detail, field?, _links}`. */
function sendError(res: ServerResponse, status: number, title: string, detail: string, field?: string, headers: Record<string, string> = {}) {
  send(res, status, { status, title, detail, ...(field ? { field } : {}), _links: DOCS }, headers);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Mollie's checks on a new payment that matter to us: the refusal of what the real API refuses. */
function problemWith(body: Record<string, unknown>): { field: string; detail: string } | undefined {
  const amount = body.amount;
  if (!isRecord(amount) || typeof amount.value !== 'string' || typeof amount.currency !== 'string') return { field: 'amount', detail: 'The amount is required' };
  if (!/^[A-Z]{3}$/.test(amount.currency)) return { field: 'amount.currency', detail: 'The currency is invalid' };
  if (!/^\d+\.\d{2}$/.test(amount.value)) return { field: 'amount.value', detail: 'The amount contains an invalid value' };
  if (Number(amount.value) < 0.01) return { field: 'amount', detail: 'The amount is lower than the minimum' };
  if (typeof body.description !== 'string' || body.description.trim() === '') return { field: 'description', detail: 'The description is invalid' };
  if (body.description.length > 255) return { field: 'description', detail: 'The description is too long' };
  if (typeof body.redirectUrl !== 'string' || !/^https?:\/\//.test(body.redirectUrl)) return { field: 'redirectUrl', detail: 'The redirect URL is invalid' };
  if (body.webhookUrl !== undefined && (typeof body.webhookUrl !== 'string' || !/^https?:\/\//.test(body.webhookUrl))) return { field: 'webhookUrl', detail: 'The webhook URL is invalid' };
  if (body.method !== undefined && body.method !== null && (typeof body.method !== 'string' || !METHODS.has(body.method))) return { field: 'method', detail: 'The payment method is invalid' };
  return undefined;
}

export async function startFakeMollie(options: { apiKey?: string } = {}): Promise<FakeMollie> {
  const apiKey = options.apiKey ?? 'test_FakeMollieKey0123456789abcdefgh';
  const payments = new Map<string, FakeMolliePayment>();
  const refunds: FakeMollieRefund[] = [];
  /** Mollie answers a repeated Idempotency-Key with the first answer. */
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  let trouble: FakeMollieTrouble = null;
  let origin = '';

  const view = (payment: FakeMolliePayment) => ({
    resource: 'payment',
    id: payment.id,
    mode: apiKey.startsWith('live_') ? 'live' : 'test',
    createdAt: '2026-11-26T10:00:00+00:00',
    amount: payment.amount,
    description: payment.description,
    method: payment.method,
    metadata: payment.metadata,
    status: payment.status,
    isCancelable: payment.status === 'open',
    profileId: 'pfl_FakeProfile',
    sequenceType: 'oneoff',
    redirectUrl: payment.redirectUrl,
    webhookUrl: payment.webhookUrl,
    ...(payment.status === 'paid'
      ? {
          paidAt: '2026-11-26T10:05:00+00:00',
          amountRemaining: { currency: payment.amount.currency, value: toValue(toCents(payment.amount.value) - payment.refundedCents - payment.chargedBackCents) },
          ...(payment.refundedCents > 0 ? { amountRefunded: { currency: payment.amount.currency, value: toValue(payment.refundedCents) } } : {}),
          ...(payment.chargedBackCents > 0 ? { amountChargedBack: { currency: payment.amount.currency, value: toValue(payment.chargedBackCents) } } : {}),
        }
      : {}),
    _links: {
      self: { href: `${origin}/v2/payments/${payment.id}`, type: 'application/hal+json' },
      // Mollie gives the checkout link only while the member can still pay.
      ...(payment.status === 'open' ? { checkout: { href: `https://www.mollie.com/checkout/select-method/${payment.id.slice(3)}`, type: 'text/html' } } : {}),
      dashboard: { href: `https://www.mollie.com/dashboard/org_fake/payments/${payment.id}`, type: 'text/html' },
      ...DOCS,
    },
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const raw = await readBody(req);
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      // recorded as text
    }
    const url = new URL(req.url ?? '/', 'https://fake-mollie.test');
    const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : undefined);
    requests.push({ method: req.method ?? '', path: url.pathname, authorization: header('authorization'), idempotencyKey: header('idempotency-key'), body });

    if (trouble === 'reset') return void req.socket.destroy();
    if (trouble === 'hang') return;
    // Retry-After: 0 makes the library's own retries of a 5xx (three attempts) immediate instead of 2 s apart.
    if (trouble === 500) return sendError(res, 500, 'Internal Server Error', 'An internal server error occurred while processing your request', undefined, { 'retry-after': '0' });

    if (header('authorization') !== `Bearer ${apiKey}`) return sendError(res, 401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');

    if (req.method === 'POST' && url.pathname === '/v2/payments') {
      if (!isRecord(body)) return sendError(res, 400, 'Bad Request', 'The request body is not valid JSON');
      const problem = problemWith(body);
      if (problem) return sendError(res, 422, 'Unprocessable Entity', problem.detail, problem.field);
      const amount = body.amount as { currency: string; value: string };
      const payment: FakeMolliePayment = {
        id: newPaymentId(),
        amount: { currency: amount.currency, value: amount.value },
        description: body.description as string,
        method: typeof body.method === 'string' ? body.method : null,
        metadata: body.metadata ?? null,
        redirectUrl: body.redirectUrl as string,
        webhookUrl: typeof body.webhookUrl === 'string' ? body.webhookUrl : null,
        status: 'open',
        refundedCents: 0,
        chargedBackCents: 0,
      };
      payments.set(payment.id, payment);
      return send(res, 201, view(payment));
    }

    const refundOf = /^\/v2\/payments\/([^/]+)\/refunds$/.exec(url.pathname);
    if (req.method === 'POST' && refundOf) {
      const key = header('idempotency-key');
      const earlier = key ? idempotent.get(key) : undefined;
      if (earlier) return send(res, earlier.status, earlier.body);
      const payment = payments.get(decodeURIComponent(refundOf[1]!));
      if (!payment) return sendError(res, 404, 'Not Found', `No payment exists with token ${refundOf[1]}.`);
      if (!isRecord(body) || !isRecord(body.amount) || typeof body.amount.value !== 'string' || !/^\d+\.\d{2}$/.test(body.amount.value)) {
        return sendError(res, 422, 'Unprocessable Entity', 'The amount is invalid', 'amount');
      }
      if (body.amount.currency !== payment.amount.currency) return sendError(res, 422, 'Unprocessable Entity', 'The currency does not match the payment', 'amount.currency');
      if (payment.status !== 'paid') return sendError(res, 422, 'Unprocessable Entity', 'The payment cannot be refunded');
      const amount = toCents(body.amount.value);
      const remaining = toCents(payment.amount.value) - payment.refundedCents - payment.chargedBackCents;
      if (amount < 1 || amount > remaining) return sendError(res, 422, 'Unprocessable Entity', 'The amount is higher than the amount that can be refunded', 'amount');
      payment.refundedCents += amount;
      const refund: FakeMollieRefund = { id: newRefundId(), paymentId: payment.id, amount: { currency: payment.amount.currency, value: body.amount.value }, description: typeof body.description === 'string' ? body.description : '' };
      refunds.push(refund);
      const answer = { resource: 'refund', id: refund.id, mode: 'test', amount: refund.amount, status: 'pending', description: refund.description, paymentId: payment.id, createdAt: '2026-12-07T12:00:00+00:00', _links: { self: { href: `${origin}/v2/payments/${payment.id}/refunds/${refund.id}`, type: 'application/hal+json' }, ...DOCS } };
      if (key) idempotent.set(key, { status: 201, body: answer });
      return send(res, 201, answer);
    }

    const one = /^\/v2\/payments\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && one) {
      const payment = payments.get(decodeURIComponent(one[1]!));
      if (!payment) return sendError(res, 404, 'Not Found', `No payment exists with token ${one[1]}.`);
      return send(res, 200, view(payment));
    }
    return sendError(res, 404, 'Not Found', 'The resource does not exist');
  }

  const server: Server = createServer({ key: TLS_KEY, cert: TLS_CERT }, (req, res) => {
    handle(req, res).catch(() => sendError(res, 500, 'Internal Server Error', 'The fake failed'));
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const previousTls = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

  return {
    apiEndpoint: `${origin}/v2/`,
    apiKey,
    requests,
    payment: (id) => payments.get(id),
    payments: () => [...payments.values()],
    refunds: () => [...refunds],
    chargeBack(id, value) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`the fake Mollie has no payment ${id}`);
      payment.chargedBackCents += toCents(value);
    },
    setStatus(id, status) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`the fake Mollie has no payment ${id}`);
      payment.status = status;
    },
    trouble(kind) {
      trouble = kind;
    },
    async close() {
      if (previousTls === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
      else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousTls;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
