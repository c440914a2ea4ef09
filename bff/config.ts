import path from 'node:path';
import { z } from 'zod';
import { MOLLIE_API_KEY_PATTERN } from '../adapters/mollie/mollie-payment-gateway';

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
  PRIVATE_MEDIA_DIR: z.string().optional(),
  SMTP_URL: z.string().url().optional(),
  GIPHY_API_KEY: z.string().regex(/^[A-Za-z0-9]{1,100}$/).optional(),
  GIPHY_BASE_URL: z.string().url().optional(),
  // Checked in loadConfig, whose message never repeats the key: it is a secret.
  MOLLIE_API_KEY: z.string().optional(),
  MOLLIE_API_ENDPOINT: z.string().optional(),
  MAIL_FROM: z.string().default('Hartslag <no-reply@hartslag.example>'),
  // Decision 0057: the bearer token of POST /api/mail-feedback.php (complaints and bounces); a secret, at least 32 characters.
  MAIL_FEEDBACK_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  // An address whose inbound mail is posted to the feedback endpoint: List-Unsubscribe then offers mailto as well.
  UNSUBSCRIBE_MAILTO: z.email().optional(),
  DOMAINS: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'base64url P-256 public key').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'base64url P-256 private key').optional(),
  PURGE_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(3600),
  SUSPENSION_LIFT_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(300),
  PAYMENT_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(300),
  // Issue 23, decision 0059: the reminder jobs (an interval of 0 turns one off).
  UNREAD_REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(900),
  UNREAD_REMINDER_DELAY_SECONDS: z.coerce.number().int().min(60).default(86_400),
  UNREAD_REMINDER_MAX_AGE_SECONDS: z.coerce.number().int().min(3600).default(604_800),
  WEEKLY_UPDATE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(21_600).default(900),
  WEEKLY_UPDATE_CATCH_UP_SECONDS: z.coerce.number().int().min(3600).max(518_400).default(21_600),
  // The promotion is due in a 20-minute window before a member's time bonus ends: a run at least every 20 minutes finds her.
  PROMOTION_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(1200).default(300),
  PHOTO_REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(3600),
  OUTBOX_WORKER: flag.optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(60_000).optional(),
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  OUTBOX_FIRST_RETRY_SECONDS: z.coerce.number().min(0.1).max(3600).default(10),
  JOB_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  PAYMENT_SANDBOX: flag.optional(),
  SEED_DEMO: flag.optional(),
  COOKIE_SECURE: flag.optional(),
  TRUST_PROXY: z.string().default('false'),
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
  /**
   * Private photos and chat photos (decision 0043), served only through signed links: PRIVATE_MEDIA_DIR, or beside the
   * media folder (`<mediaDir>-private`). Never inside the media folder, nor under anything that serves it.
   */
  readonly privateMediaDir: string;
  /** Mail goes over SMTP when set, to the outbox otherwise. */
  readonly smtpUrl?: string;
  /** GIF search through Giphy when set (GIPHY_API_KEY), the GIFs shipped with the app otherwise. */
  readonly giphyApiKey?: string;
  /** Giphy's API origin (GIPHY_BASE_URL): its own by default; a test points it at a fake. */
  readonly giphyBaseUrl?: string;
  /** Payments through Mollie when set (MOLLIE_API_KEY, test_… or live_…), before any sandbox (paymentSandbox). A secret: never logged. */
  readonly mollieApiKey?: string;
  /** Mollie's API root (MOLLIE_API_ENDPOINT): Mollie's own by default; a test points it at a fake. https only. */
  readonly mollieApiEndpoint?: string;
  readonly mailFrom: string;
  /**
   * Decision 0057: the shared secret a mail server's feedback address presents (`Authorization: Bearer …`) to POST
   * complaints and bounces; unset, the endpoint refuses everything. Never logged.
   */
  readonly mailFeedbackSecret?: string;
  /** The List-Unsubscribe mailto address (UNSUBSCRIBE_MAILTO), when inbound mail to it reaches the feedback endpoint. */
  readonly unsubscribeMailto?: string;
  /**
   * The canonical origins of the domains the install serves (DOMAINS), the first being the default. Empty outside
   * production: the one domain is then the server's own address. Links in mails start with these, never the request.
   */
  readonly domainUrls: readonly string[];
  /** How often deleted accounts past their reactivation window are purged; 0 turns the sweeper off. */
  readonly purgeIntervalSeconds: number;
  /** How often suspensions whose period ended are lifted (decision 0079); 0 turns it off. */
  readonly suspensionLiftIntervalSeconds: number;
  /** How often open and pending payments are asked about again at their gateway (issue 12); 0 turns it off. */
  readonly paymentSweepIntervalSeconds: number;
  /**
   * Issue 23, decision 0059: the reminder jobs' schedules (0 turns one off; all off under NODE_ENV=test, where tests run
   * them by hand), an unread message's wait before its reminder and the age after which it is no longer reminded of,
   * and how late a run may send a member's weekly update (after her moment of the week).
   */
  readonly reminders: {
    readonly unreadIntervalSeconds: number;
    readonly unreadDelaySeconds: number;
    readonly unreadMaxAgeSeconds: number;
    readonly weeklyIntervalSeconds: number;
    readonly weeklyCatchUpSeconds: number;
    readonly promotionIntervalSeconds: number;
    readonly photoIntervalSeconds: number;
  };
  /**
   * The outbox worker of this instance (decision 0042): on unless OUTBOX_WORKER=false (an instance that only serves
   * requests). It looks for due rows every `pollMs` and at once after this instance commits one; a row it claims is
   * its own for `leaseSeconds`, then any instance may take it again (a worker that died). A failed delivery is tried
   * again after `firstRetrySeconds`, doubling each time, with jitter.
   */
  readonly outbox: { readonly worker: boolean; readonly pollMs: number; readonly leaseSeconds: number; readonly firstRetrySeconds: number };
  /** How often this instance asks whether a schedule is due (the schedules' own intervals are above). */
  readonly jobTickSeconds: number;
  /**
   * Whether the sandbox provider takes payments when no real provider is configured: yes outside production; in
   * production only with PAYMENT_SANDBOX=true (a staging site), since its checkout hands out credits for nothing.
   */
  readonly paymentSandbox: boolean;
  /** Web push keys; unset, a pair is made on the first start and kept in the database. */
  readonly vapidPublicKey?: string;
  readonly vapidPrivateKey?: string;
  readonly seedDemo: boolean;
  readonly cookieSecure: boolean;
  /** Express `trust proxy`: false, the number of proxy hops in front, or the proxies' addresses and subnets. */
  readonly trustProxy: TrustProxy;
  readonly logLevel: string;
  /** Serve pages through Vite's dev server instead of the production build. */
  readonly dev: boolean;
  /** Mount the server-rendered pages (API-only tests leave them out). */
  readonly pages: boolean;
}

export type TrustProxy = false | number | readonly string[];

export class ConfigError extends Error {}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const IP_OR_SUBNET = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/\d{1,3})?$/i;

/**
 * TRUST_PROXY names the proxies in front, never "all": a count of hops (`1` for one load balancer) or their
 * addresses (`10.0.0.0/8,loopback`). `true` would take the client's own first X-Forwarded-For entry as its address.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim().toLowerCase();
  if (['', 'false', '0', 'no'].includes(text)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (['true', 'yes'].includes(text)) {
    throw new ConfigError('TRUST_PROXY: give the number of proxies in front (e.g. 1) or their addresses, not "true": trusting every hop lets a client choose its own address');
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.find((entry) => !PROXY_NAMES.has(entry) && !IP_OR_SUBNET.test(entry));
  if (bad) throw new ConfigError(`TRUST_PROXY: "${bad}" is neither a hop count, an address, a subnet nor loopback/linklocal/uniquelocal`);
  return entries;
}

/** DOMAINS: canonical origins, comma separated (`https://hartslag.nl,https://hartslag.be`). */
export function parseDomainUrls(value: string | undefined, production: boolean): string[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries.map((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new ConfigError(`DOMAINS: "${entry}" is not a URL`);
    }
    if (url.protocol !== 'https:' && (production || url.protocol !== 'http:')) throw new ConfigError(`DOMAINS: "${entry}" must be https`);
    if (url.pathname !== '/' || url.search || url.hash || url.username) throw new ConfigError(`DOMAINS: "${entry}" must be an origin only, like https://hartslag.nl`);
    return url.origin;
  });
}

/** MOLLIE_API_KEY and MOLLIE_API_ENDPOINT: a Mollie key, and an https API root only beside one. Errors never repeat the key. */
export function parseMollie(key: string | undefined, endpoint: string | undefined): { mollieApiKey?: string; mollieApiEndpoint?: string } {
  const mollieApiKey = key?.trim() || undefined;
  const mollieApiEndpoint = endpoint?.trim() || undefined;
  if (mollieApiKey && !MOLLIE_API_KEY_PATTERN.test(mollieApiKey)) throw new ConfigError('MOLLIE_API_KEY: not a Mollie API key (test_… or live_… from the Mollie dashboard)');
  if (mollieApiEndpoint && !mollieApiKey) throw new ConfigError('MOLLIE_API_ENDPOINT is set without MOLLIE_API_KEY: payments would not go to Mollie');
  if (mollieApiEndpoint) {
    let url: URL;
    try {
      url = new URL(mollieApiEndpoint);
    } catch {
      throw new ConfigError('MOLLIE_API_ENDPOINT: not a URL');
    }
    // @mollie/api-client sends through an https agent of its own: a plain-http endpoint would fail at the first payment.
    if (url.protocol !== 'https:') throw new ConfigError('MOLLIE_API_ENDPOINT must be an https URL, like https://api.mollie.com/v2/');
    if (url.username || url.password || url.search || url.hash) throw new ConfigError('MOLLIE_API_ENDPOINT must be a plain https URL, like https://api.mollie.com/v2/');
  }
  return { mollieApiKey, mollieApiEndpoint };
}

/** The reminder jobs' settings; a delay that is not shorter than the maximum age would remind of nothing. */
function reminderConfig(e: z.output<typeof environment>): Config['reminders'] {
  if (e.UNREAD_REMINDER_DELAY_SECONDS >= e.UNREAD_REMINDER_MAX_AGE_SECONDS) {
    throw new ConfigError('UNREAD_REMINDER_DELAY_SECONDS must be shorter than UNREAD_REMINDER_MAX_AGE_SECONDS: no unread message would ever be reminded of');
  }
  if (e.WEEKLY_UPDATE_INTERVAL_SECONDS > e.WEEKLY_UPDATE_CATCH_UP_SECONDS) {
    throw new ConfigError('WEEKLY_UPDATE_INTERVAL_SECONDS must not be longer than WEEKLY_UPDATE_CATCH_UP_SECONDS: members whose moment falls between two runs would get no update');
  }
  const interval = (seconds: number) => (e.NODE_ENV === 'test' ? 0 : seconds);
  return {
    unreadIntervalSeconds: interval(e.UNREAD_REMINDER_INTERVAL_SECONDS),
    unreadDelaySeconds: e.UNREAD_REMINDER_DELAY_SECONDS,
    unreadMaxAgeSeconds: e.UNREAD_REMINDER_MAX_AGE_SECONDS,
    weeklyIntervalSeconds: interval(e.WEEKLY_UPDATE_INTERVAL_SECONDS),
    weeklyCatchUpSeconds: e.WEEKLY_UPDATE_CATCH_UP_SECONDS,
    promotionIntervalSeconds: interval(e.PROMOTION_INTERVAL_SECONDS),
    photoIntervalSeconds: interval(e.PHOTO_REMINDER_INTERVAL_SECONDS),
  };
}

export function loadConfig(env: Record<string, string | undefined>, overrides: Partial<Config> = {}): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  // A test's own media folder (overrides) gets its own private folder beside it.
  const mediaDir = overrides.mediaDir ?? e.MEDIA_DIR ?? (e.DATA_DIR === 'memory' ? path.join('data', 'media') : path.join(e.DATA_DIR, 'media'));
  const privateMediaDir = e.PRIVATE_MEDIA_DIR ?? `${mediaDir}-private`;
  const relative = path.relative(path.resolve(mediaDir), path.resolve(privateMediaDir));
  if (!relative || (!relative.startsWith('..') && !path.isAbsolute(relative))) {
    throw new ConfigError('PRIVATE_MEDIA_DIR must not be the media folder or inside it: /media would serve private photos to anyone');
  }
  const domainUrls = parseDomainUrls(e.DOMAINS, production);
  if (production && domainUrls.length === 0) {
    throw new ConfigError('DOMAINS is required in production: the origins the site is served at, e.g. DOMAINS=https://hartslag.nl');
  }
  const { mollieApiKey, mollieApiEndpoint } = parseMollie(e.MOLLIE_API_KEY, e.MOLLIE_API_ENDPOINT);
  // Anyone can mark a payment paid on Mollie's test checkout: in production a test key gives credits away, as the
  // sandbox would, so it needs the same consent (a staging site).
  if (production && mollieApiKey?.startsWith('test_') && !e.PAYMENT_SANDBOX) {
    throw new ConfigError('MOLLIE_API_KEY is a test key in production: on Mollie\'s test checkout anyone can mark a payment paid. Use a live_ key, or set PAYMENT_SANDBOX=true on a staging site');
  }
  // Demo members have passwords printed in the README: they never reach a production database.
  if (production && e.SEED_DEMO) throw new ConfigError('SEED_DEMO is refused in production: demo members have publicly known passwords');
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    mediaDir,
    privateMediaDir,
    smtpUrl: e.SMTP_URL,
    giphyApiKey: e.GIPHY_API_KEY || undefined,
    giphyBaseUrl: e.GIPHY_BASE_URL || undefined,
    mollieApiKey,
    mollieApiEndpoint,
    mailFrom: e.MAIL_FROM,
    mailFeedbackSecret: e.MAIL_FEEDBACK_SECRET,
    unsubscribeMailto: e.UNSUBSCRIBE_MAILTO,
    domainUrls,
    vapidPublicKey: e.VAPID_PUBLIC_KEY,
    vapidPrivateKey: e.VAPID_PRIVATE_KEY,
    purgeIntervalSeconds: e.NODE_ENV === 'test' ? 0 : e.PURGE_INTERVAL_SECONDS,
    suspensionLiftIntervalSeconds: e.NODE_ENV === 'test' ? 0 : e.SUSPENSION_LIFT_INTERVAL_SECONDS,
    paymentSweepIntervalSeconds: e.NODE_ENV === 'test' ? 0 : e.PAYMENT_SWEEP_INTERVAL_SECONDS,
    reminders: reminderConfig(e),
    outbox: { worker: e.OUTBOX_WORKER ?? true, pollMs: e.OUTBOX_POLL_MS ?? (e.NODE_ENV === 'test' ? 100 : 1000), leaseSeconds: e.OUTBOX_LEASE_SECONDS, firstRetrySeconds: e.OUTBOX_FIRST_RETRY_SECONDS },
    jobTickSeconds: e.JOB_TICK_SECONDS,
    paymentSandbox: e.PAYMENT_SANDBOX ?? !production,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV === 'development',
    cookieSecure: e.COOKIE_SECURE ?? production,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.NODE_ENV === 'test' ? 'silent' : e.LOG_LEVEL,
    dev: false,
    pages: true,
    ...overrides,
  };
}
