import path from 'node:path';
import { z } from 'zod';

const flag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((value) => ['true', '1', 'yes'].includes(value));

/** Every environment variable the bff reads. Defaults are the embedded mode: PGlite, in-memory events, demo data. */
const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.string().url().optional(),
  REDIS_PREFIX: z.string().regex(/^[a-z0-9_-]+$/i).default('hartslag'),
  MEDIA_DIR: z.string().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Hartslag <no-reply@hartslag.example>'),
  PUBLIC_URL: z.string().url().optional(),
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'base64url P-256 public key').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'base64url P-256 private key').optional(),
  PURGE_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(3600),
  SEED_DEMO: flag.optional(),
  COOKIE_SECURE: flag.optional(),
  TRUST_PROXY: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Environment = z.input<typeof environment>;

export interface Config {
  readonly production: boolean;
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl?: string;
  readonly databasePoolMax: number;
  readonly redisUrl?: string;
  readonly redisPrefix: string;
  readonly mediaDir: string;
  /** Mail goes over SMTP when set, to the outbox otherwise. */
  readonly smtpUrl?: string;
  readonly mailFrom: string;
  /** The base of links in mails; unset, links use the member's domain (or, in development, the request's origin). */
  readonly publicUrl?: string;
  /** How often deleted accounts past their reactivation window are purged; 0 turns the sweeper off. */
  readonly purgeIntervalSeconds: number;
  /** Web push keys; unset, a pair is made on the first start and kept in the database. */
  readonly vapidPublicKey?: string;
  readonly vapidPrivateKey?: string;
  readonly seedDemo: boolean;
  readonly cookieSecure: boolean;
  readonly trustProxy: boolean;
  readonly logLevel: string;
  /** Serve pages through Vite's dev server instead of the production build. */
  readonly dev: boolean;
  /** Mount the server-rendered pages (API-only tests leave them out). */
  readonly pages: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined>, overrides: Partial<Config> = {}): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    mediaDir: e.MEDIA_DIR ?? (e.DATA_DIR === 'memory' ? path.join('data', 'media') : path.join(e.DATA_DIR, 'media')),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL,
    vapidPublicKey: e.VAPID_PUBLIC_KEY,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY,
    purgeIntervalSeconds: e.NODE_ENV === 'test' ? 0 : e.PURGE_INTERVAL_SECONDS,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'test',
    cookieSecure: e.COOKIE_SECURE ?? production,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.NODE_ENV === 'test' ? 'silent' : e.LOG_LEVEL,
    dev: false,
    pages: true,
    ...overrides,
  };
}
