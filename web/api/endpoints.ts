import { ENDPOINTS, type EndpointName, type EndpointSpec, type RequestOf, type ResponseOf } from '../../bff/contract/endpoints';
import { newActionKey, type Answer, type ApiClient } from './client';

export type { EndpointName } from '../../bff/contract/endpoints';

/**
 * What a caller may say of one call. `idempotencyKey`: the key of a member action tried again by her (an unsent message's
 * "Opnieuw proberen"), so the server answers a try it already did with its first answer instead of doing it twice; without
 * it an idempotent call gets a fresh key (a new action). Ignored by calls that are not idempotent.
 */
export interface CallOptions {
  readonly idempotencyKey?: string;
}

/** One typed function per /api call of bff/contract/endpoints.ts. */
export type Api = { readonly [N in EndpointName]: (request: RequestOf<N>, options?: CallOptions) => Promise<Answer<ResponseOf<N>>> };

/** `?a=1&b=2` after the path (or `&…` when the path has a query already); empty values are left out. */
function withQuery(path: string, request: unknown): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((request ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

function formData(request: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries((request ?? {}) as Record<string, unknown>)) {
    form.append(name, value instanceof Blob ? value : String(value));
  }
  return form;
}

function caller(client: ApiClient, spec: EndpointSpec, newKey: () => string) {
  return (request: unknown, call: CallOptions = {}) => {
    // One key per member action, the same on each of its retries (docs/api.md "Idempotency keys"), and on her own
    // retries of it when the caller keeps its key.
    const options = { ...(spec.idempotent ? { idempotencyKey: call.idempotencyKey ?? newKey() } : {}), ...(spec.beacon ? { keepalive: true } : {}) };
    switch (spec.send) {
      case 'none':
        return client.request(spec.method, spec.path, undefined, options);
      case 'query':
        return client.request(spec.method, withQuery(spec.path, request), undefined, options);
      case 'multipart':
        return client.request(spec.method, spec.path, formData(request), options);
      case 'json':
        return client.request(spec.method, spec.path, request ?? {}, options);
    }
  };
}

/** The web's one way to /api: the endpoints of the contract on the API client (retries, logout on 403). */
export function apiOn(client: ApiClient, newKey: () => string = newActionKey): Api {
  const specs: Readonly<Record<string, EndpointSpec>> = ENDPOINTS;
  return Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, caller(client, spec, newKey)])) as unknown as Api;
}
