import type { Container } from 'inversify';
import type { Logger } from 'pino';
import { LocalEventBus } from '../domain/realtime/local-event-bus';
import { openDatabase, type Database } from '../adapters/postgres/database';
import { loadOrCreateVapidKeys } from '../adapters/push/vapid-keys';
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
import { startPurgeJob } from './wiring/purge-job';
import { startPaymentSweepJob } from './wiring/payment-sweep-job';
import { createRateLimiter } from './wiring/rate-limiter';
import { PORTS } from './wiring/tokens';

export interface Composition {
  readonly dependencies: AppDependencies;
  /** The container itself: tests read a port from it (the settings store), nothing else does. */
  readonly container: Container;
  readonly database: Database;
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
  const events = config.redisUrl ? new RedisEventBus(config.redisUrl, config.redisPrefix) : new LocalEventBus();
  const rateLimiter = createRateLimiter(config, db.knex);
  const presence = config.redisUrl ? new RedisPresence(config.redisUrl, config.redisPrefix) : new LocalPresence();
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
    }),
  );
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
    regions: container.get(PORTS.regions),
    mailOutbox: container.get(PORTS.mailOutbox),
    photoVariants: container.get(PORTS.photoVariants),
  };
  const purge = startPurgeJob(dependencies.accounts.purgeDeletedAccounts, { intervalSeconds: config.purgeIntervalSeconds, logger });
  const sweep = startPaymentSweepJob(dependencies.payments.sweepUnsettledPayments, { intervalSeconds: config.paymentSweepIntervalSeconds, logger });

  return {
    dependencies,
    container,
    database: db,
    close: async () => {
      await purge.stop();
      await sweep.stop();
      await events.close();
      await presence.close();
      await rateLimiter.close();
      if (!options.database) await db.close();
    },
  };
}
