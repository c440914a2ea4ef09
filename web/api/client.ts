import { AUTHENTICATION_REQUIRED, type ApiError } from '../../bff/contract/api-types';

export type ApiResult<T> =
  | { readonly ok: true; readonly status: number; readonly data: T }
  | { readonly ok: false; readonly status: number; readonly error: ApiError };

export interface ApiClientOptions {
  /** Called when the server says the session is gone (SPEC §8). */
  onAuthenticationLost(): void;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** A number in [0, 1): the jitter of the retry delays. */
  random?: () => number;
  /** How long one attempt may take before it is given up and retried. */
  attemptTimeoutMs?: number;
}

export interface RequestOptions {
  /**
   * One key per member action (a message sent, a gift given), the same on every retry of that action: the server
   * then does the work once and answers a retry with the first answer (docs/api.md "Idempotency keys").
   */
  readonly idempotencyKey?: string;
  /** Sent with fetch's `keepalive`: the request outlives the page (a beacon when the page is hidden or closed). */
  readonly keepalive?: boolean;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call's answer: the result, or false when a 403 'authentication required' logged the member out. */
export type Answer<T> = ApiResult<T> | false;

const MAX_RETRIES = 5; // SPEC §9
const USER_ENDPOINT = '/api/user.php';
const BASE_DELAY_MS = 250;
const MAX_DELAY_MS = 8000;
const ATTEMPT_TIMEOUT_MS = 15_000;

/** A fresh key for one member action. */
export const newActionKey = (): string => globalThis.crypto.randomUUID();

/**
 * fetch wrapper for /api. Retries network failures, timeouts and 5xx up to 5 times with exponential delay and
 * jitter (SPEC §7), never another 4xx. A POST is retried only with its idempotency key: without one, a lost answer
 * may hide a message sent and credits spent. Resolves false when a 403 'authentication required' logged the member out.
 */
export class ApiClient {
  private readonly fetchImpl: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;
  private readonly attemptTimeoutMs: number;

  constructor(private readonly options: ApiClientOptions) {
    this.fetchImpl = options.fetch ?? ((...args) => globalThis.fetch(...args));
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.random = options.random ?? Math.random;
    this.attemptTimeoutMs = options.attemptTimeoutMs ?? ATTEMPT_TIMEOUT_MS;
  }

  get<T>(url: string) {
    return this.request<T>('GET', url);
  }

  post<T>(url: string, body: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', url, body, options);
  }

  /** `body` is sent as JSON, or as it is when it is FormData (multipart: the browser sets the boundary). */
  async request<T>(method: Method, url: string, body?: unknown, options: RequestOptions = {}): Promise<Answer<T>> {
    const retriable = method !== 'POST' || options.idempotencyKey !== undefined;
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await this.attempt(method, url, body, options);
      } catch (error) {
        if (!retriable || attempt >= MAX_RETRIES) throw error;
        await this.sleep(this.delay(attempt));
        continue;
      }
      // 409 request_in_progress: the first try with this key is still at work; its answer comes with a retry.
      const again = response.status >= 500 || (response.status === 409 && options.idempotencyKey !== undefined);
      if (again && retriable && attempt < MAX_RETRIES) {
        await this.sleep(this.delay(attempt));
        continue;
      }
      const json: unknown = await response.json().catch(() => ({}));
      if (response.ok) return { ok: true, status: response.status, data: json as T };
      const error = (json && typeof json === 'object' && 'error' in json ? json : { error: 'http_' + response.status }) as ApiError;
      if (response.status === 403 && error.error === AUTHENTICATION_REQUIRED && !url.startsWith(USER_ENDPOINT)) {
        this.options.onAuthenticationLost();
        return false;
      }
      return { ok: false, status: response.status, error };
    }
  }

  /** One try, given up after the attempt timeout. */
  private async attempt(method: Method, url: string, body: unknown, { idempotencyKey, keepalive }: RequestOptions): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('timed out')), this.attemptTimeoutMs);
    const json = body !== undefined && !(body instanceof FormData);
    try {
      return await this.fetchImpl(url, {
        method,
        credentials: 'same-origin',
        signal: controller.signal,
        ...(keepalive ? { keepalive: true } : {}),
        headers: {
          Accept: 'application/json',
          'X-Requested-With': 'hartslag-web',
          ...(json ? { 'Content-Type': 'application/json' } : {}),
          ...(idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey }),
        },
        body: json ? JSON.stringify(body) : (body as FormData | undefined),
      });
    } finally {
      clearTimeout(timer);
    }
  }

  /** Exponential delay with full jitter: retries of many clients do not arrive together. */
  private delay(attempt: number): number {
    return Math.round(this.random() * Math.min(BASE_DELAY_MS * 2 ** attempt, MAX_DELAY_MS));
  }
}
