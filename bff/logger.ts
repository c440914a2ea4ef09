import pino, { type DestinationStream, type Logger } from 'pino';

/** JSON logs that never carry passwords, tokens, cookies, message bodies, email addresses or SQL parameters. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.text',
  '*.body',
  '*.email',
  'password',
  'token',
  'email',
];

/** Query parameters whose values open something: mail links, payments, invitations. */
const SECRET_PARAMS = /^(token|code|key|secret|signature|sig|session|invite_code|reset|auth|password|email)$/i;

/** A URL with the values of secret query parameters replaced, so a logged page address opens nothing. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const [name = ''] = pair.split('=', 1);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // An undecodable name is kept as it is.
      }
      return SECRET_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, question)}?${query}`;
}

/** What a request line may show: method, redacted URL and address, never the query object or the headers. */
interface RequestLike {
  id?: unknown;
  method?: string;
  url?: string;
  remoteAddress?: string;
  headers?: Record<string, unknown>;
}
export const safeRequest = (req: RequestLike) => ({
  id: req.id,
  method: req.method,
  url: redactUrl(req.url ?? ''),
  remoteAddress: req.remoteAddress,
  userAgent: req.headers?.['user-agent'],
});

const EMAIL = /[^\s"'<>@()]+@[^\s"'<>@()]+\.[A-Za-z]{2,}/g;
const QUOTED = /"[^"]*"|'[^']*'/g;

/**
 * An error as the log may show it: its type, code and message, and the stack's frames. Database drivers put the
 * statement, its parameters and the offending values on errors (knex's message starts with the SQL; `detail`,
 * `parameters`, `bindings`); none of that is kept, and quoted values and addresses in the message are masked.
 */
export function safeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: '[non-error thrown]' };
  const withCode = error as Error & { code?: unknown };
  const message = error.message.replace(/^[\s\S]* - (?=[^-]*$)/, '').replace(QUOTED, '[redacted]').replace(EMAIL, '[redacted]');
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).join('\n');
  return { type: error.name, code: typeof withCode.code === 'string' ? withCode.code : undefined, message, stack: frames };
}

export const createLogger = (level: string, destination?: DestinationStream): Logger =>
  pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: safeError, error: safeError, req: safeRequest },
    },
    destination,
  );
