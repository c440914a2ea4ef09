/**
 * For tests: a fetch that answers /api calls from a script, and remembers each call as the server would read it.
 * A route is `METHOD path` (the query left out); its replies are used in turn, the last one again.
 */

export type Reply = { readonly status: number; readonly body?: unknown } | Error;

export interface Call {
  readonly method: string;
  readonly url: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly headers: Readonly<Record<string, string>>;
  /** Parsed JSON, the FormData of a multipart body, or undefined. */
  readonly body: unknown;
  /** Whether the request may outlive the page (fetch's keepalive). */
  readonly keepalive: boolean;
}

export function fakeFetch(routes: Readonly<Record<string, Reply | readonly Reply[]>> = {}) {
  const calls: Call[] = [];
  const used = new Map<string, number>();
  const fetch = (async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const raw = init.body;
    calls.push({
      method,
      url: input,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof raw === 'string' ? JSON.parse(raw) : (raw ?? undefined),
      keepalive: init.keepalive === true,
    });
    const route = `${method} ${url.pathname}`;
    const script = routes[route];
    const replies: readonly Reply[] = script === undefined ? [{ status: 404, body: { error: 'not_found' } }] : Array.isArray(script) ? script : [script as Reply];
    const turn = used.get(route) ?? 0;
    used.set(route, turn + 1);
    const reply = replies[Math.min(turn, replies.length - 1)]!;
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  const to = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
  return { fetch, calls, to };
}
