import { AUTHENTICATION_REQUIRED, type ApiError } from '../../bff/contract/api-types';

export type ApiResult<T> =
  | { readonly ok: true; readonly status: number; readonly data: T }
  | { readonly ok: false; readonly status: number; readonly error: ApiError };

export interface ApiClientOptions {
  /** Called when the server says the session is gone (SPEC §8). */
  onAuthenticationLost(): void;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const MAX_RETRIES = 5; // SPEC §9
const USER_ENDPOINT = '/api/user.php';

/**
 * fetch wrapper for /api. Retries network failures and 5xx with exponential delay (SPEC §7), never a 4xx.
 * A POST is retried only when fetch itself failed: a 5xx on a POST may already have charged credits.
 * Resolves false when a 403 'authentication required' logged the member out.
 */
export class ApiClient {
  private readonly fetchImpl: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: ApiClientOptions) {
    this.fetchImpl = options.fetch ?? ((...args) => globalThis.fetch(...args));
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  get<T>(url: string) {
    return this.request<T>('GET', url);
  }

  post<T>(url: string, body: unknown) {
    return this.request<T>('POST', url, body);
  }

  async request<T>(method: Method, url: string, body?: unknown): Promise<ApiResult<T> | false> {
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await this.fetchImpl(url, {
          method,
          credentials: 'same-origin',
          headers: {
            Accept: 'application/json',
            'X-Requested-With': 'hartslag-web',
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch (error) {
        if (attempt >= MAX_RETRIES) throw error;
        await this.sleep(this.delay(attempt));
        continue;
      }
      if (response.status >= 500 && method !== 'POST' && attempt < MAX_RETRIES) {
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

  private delay(attempt: number) {
    return Math.min(250 * 2 ** attempt, 8000);
  }
}
