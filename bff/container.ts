import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Container } from 'inversify';
import type { Logger } from 'pino';
import { LocalEventBus } from '../domain/realtime/local-event-bus';
import { openDatabase, type Database } from '../adapters/postgres/database';
import { loadOrCreateVapidKeys } from '../adapters/push/vapid-keys';
import { loadOrCreateServerSecret } from '../adapters/postgres/server-secret';
import { PrivateMediaLinks } from './http/private-media';
import { RedisEventBus } from '../adapters/redis/redis-event-bus';
import { RedisPresence } from '../adapters/redis/redis-presence';
import { LocalPresence } from '../domain/realtime/local-presence';
import { Argon2PasswordHasher } from '../adapters/security/argon2-password-hasher';
import { CryptoRandomTokens } from '../adapters/security/crypto-random-tokens';
import { SystemClock } from '../adapters/system/system-clock';
import type { AppDependencies } from './app-dependencies';
import type { Config } from './config';
import { createContainer, useCasesOf } from './wiring/container';
import { postgresAdapters } from './wiring/postgres-adapters';
import { SystemRandomFraction } from '../adapters/system/system-random-fraction';
import { DeliverOutbox } from '../domain/outbox/deliver-outbox';
import { startOutboxWorker, type OutboxWorker } from './jobs/outbox-worker';
import { startScheduler, type Scheduler } from './jobs/scheduler';
import { scheduledJobsOf } from './jobs/scheduled-jobs';
import { reminderJobsOf } from './jobs/reminder-jobs';
import { siteDomainsOf } from './site-domains';
import { createRateLimiter } from './wiring/rate-limiter';
import { AfterCommitEvents } from './realtime/after-commit-events';
import { PORTS } from './wiring/tokens';
import { pushAdapters } from './wiring/push-adapters';
import { LocalConversationViews } from '../domain/notifications/conversation-views';
import { RedisConversationViews } from '../adapters/redis/redis-conversation-views';

export interface Composition {
  readonly dependencies: AppDependencies;
  /** The container itself: tests read a port from it (the settings store), nothing else does. */
  readonly container: Container;
  readonly database: Database;
  /** The job runner of this instance: a test runs due schedules with `scheduler.tick()`. */
  readonly scheduler: Scheduler;
  close(): Promise<void>;
}

export interface ComposeOptions {
  readonly database?: Database;
  /** Overrides of bindings, applied before anything is resolved: how tests put a fake in place of a port. */
  readonly rebind?: (container: Container) => void;
}

/**
 * The composition root: the only place that knows which adapter serves which port. It opens what needs opening,
 * loads the area modules over the production adapters, and hands the HTTP layer the resolved use cases.
 */
export async function compose(config: Config, logger: Logger, options: ComposeOptions = {}): Promise<Composition> {
  const db = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: config.databasePoolMax }));
  const vapid = await loadOrCreateVapidKeys(db.knex, { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey });
  const passwordHasher = new Argon2PasswordHasher();
  const events = new AfterCommitEvents(config.redisUrl ? new RedisEventBus(config.redisUrl, config.redisPrefix) : new LocalEventBus(), logger);
  const rateLimiter = createRateLimiter(config, db.knex);
  const presence = config.redisUrl ? new RedisPresence(config.redisUrl, config.redisPrefix) : new LocalPresence();
  // Which conversation her tabs show, where every instance sees it (decision 0055): the fan-out may run on another.
  const views = config.redisUrl ? new RedisConversationViews(config.redisUrl, config.redisPrefix) : new LocalConversationViews();
  let worker: OutboxWorker | undefined;
  const container = createContainer(
    postgresAdapters({
      knex: db.knex,
      config,
      logger,
      clock: new SystemClock(),
      randomTokens: new CryptoRandomTokens(),
      passwordHasher,
      decoyHash: await passwordHasher.hash('decoy password nobody has'),
      events,
      presence,
      rateLimiter,
      vapidPublicKey: vapid.publicKey,
      outboxCommitted: () => worker?.wake(),
    }),
  );
  // The VAPID subject: how a push service reaches us (RFC 8292 §2.1), the address our mail comes from.
  const subject = `mailto:${/<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom.trim()}`;
  container.load(pushAdapters({ keys: vapid, subject, views }));
  options.rebind?.(container);

  const dependencies: AppDependencies = {
    ...useCasesOf(container),
    config,
    logger,
    clock: container.get(PORTS.clock),
    settings: container.get(PORTS.settings),
    idempotencyKeys: container.get(PORTS.idempotencyKeys),
    events: container.get(PORTS.events),
    presence: container.get(PORTS.presence),
    conversationViews: container.get(PORTS.conversationViews),
    regions: container.get(PORTS.regions),
    mailOutbox: container.get(PORTS.mailOutbox),
    outboxQueue: container.get(PORTS.outboxQueue),
    jobSchedules: container.get(PORTS.jobSchedules),
    photoVariants: container.get(PORTS.photoVariants),
    privateMedia: new PrivateMediaLinks(await loadOrCreateServerSecret(db.knex, 'private_media_link_key'), container.get(PORTS.clock)),
  };
  // Private photos and chat photos stored before decision 0043, or whose move a crash cut short, leave /media now.
  const settled = await dependencies.profiles.settleMisplacedMedia.run();
  if (settled.photos + settled.chatPhotos > 0) logger.info(settled, 'private media moved out of /media');
  const clock = container.get(PORTS.clock);
  if (config.outbox.worker) {
    const deliver = new DeliverOutbox({
      queue: container.get(PORTS.outboxQueue),
      mail: container.get(PORTS.mailTransport),
      sms: container.get(PORTS.smsTransport),
      clock,
      random: new SystemRandomFraction(),
      worker: `${hostname()}:${process.pid}:${randomUUID()}`,
      leaseSeconds: config.outbox.leaseSeconds,
      firstRetrySeconds: config.outbox.firstRetrySeconds,
      notices: container.get(PORTS.fanOutNotice),
      push: { transport: container.get(PORTS.pushTransport), subscriptions: container.get(PORTS.profileSettings) },
    });
    worker = startOutboxWorker(deliver, { pollMs: config.outbox.pollMs, logger });
  }
  const reminders = reminderJobsOf(
    { knex: db.knex, clock, pageLinks: container.get(PORTS.pageLinks), domain: siteDomainsOf(config)[0]!.name, outboxCommitted: () => worker?.wake() },
    config.reminders,
  );
  const scheduler = startScheduler(scheduledJobsOf(dependencies, config, reminders), { schedules: container.get(PORTS.jobSchedules), clock, logger, tickSeconds: config.jobTickSeconds });

  return {
    dependencies,
    container,
    database: db,
    scheduler,
    close: async () => {
      await scheduler.stop();
      await worker?.stop();
      await events.close();
      await presence.close();
      await views.close();
      await rateLimiter.close();
      if (!options.database) await db.close();
    },
  };
}
