import pino, { type Logger } from 'pino';

/** JSON logs that never carry passwords, tokens, cookies, message bodies or email addresses. */
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

export const createLogger = (level: string): Logger => pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } });
