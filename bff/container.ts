import { Container } from 'inversify';
import type { Logger } from 'pino';
import { AccountLinks } from '../domain/accounts/account-links';
import { SessionStarter } from '../domain/accounts/session-starter';
import { ListChats } from '../domain/chat/list-chats';
import { OpenConversation } from '../domain/chat/open-conversation';
import { ReadConversation } from '../domain/chat/read-conversation';
import { SendMessage } from '../domain/chat/send-message';
import { SearchMembers } from '../domain/search/search-members';
import { regionCatalogue } from '../adapters/geo/region-data';
import { InMemoryEventBus } from '../adapters/memory/in-memory-event-bus';
import { openDatabase, type Database } from '../adapters/postgres/database';
import { PostgresBlocks } from '../adapters/postgres/postgres-blocks';
import { PostgresConversations } from '../adapters/postgres/postgres-conversations';
import { PostgresIdempotencyKeys } from '../adapters/postgres/postgres-idempotency-keys';
import { PostgresLinkStore } from '../adapters/postgres/postgres-link-store';
import { PostgresMemberAccounts } from '../adapters/postgres/postgres-member-accounts';
import { PostgresProfiles } from '../adapters/postgres/postgres-profiles';
import { PostgresSessions } from '../adapters/postgres/postgres-sessions';
import { PostgresSiteSettings } from '../adapters/postgres/postgres-site-settings';
import { PostgresTransactions } from '../adapters/postgres/postgres-transactions';
import { loadOrCreateVapidKeys } from '../adapters/push/vapid-keys';
import { RedisEventBus } from '../adapters/redis/redis-event-bus';
import { Argon2PasswordHasher } from '../adapters/security/argon2-password-hasher';
import { CryptoRandomTokens } from '../adapters/security/crypto-random-tokens';
import { SystemClock } from '../adapters/system/system-clock';
import type { AppDependencies } from './app-dependencies';
import { composeAccountClosure, startAccountClosureJobs } from './composition/account-closure';
import type { CoreServices } from './composition/core-services';
import { composeLoginSecurity } from './composition/login-security';
import { createMailer } from './composition/mail';
import { composeProfileMedia } from './composition/profile-media';
import { createRateLimiter } from './composition/rate-limits';
import { composeSignupActivation } from './composition/signup-activation';
import type { Config } from './config';
import { siteDomainsOf } from './site-domains';
import { TOKENS as T } from './tokens';

export interface Composition {
  readonly dependencies: AppDependencies;
  readonly database: Database;
  close(): Promise<void>;
}

/**
 * The composition root: the only place that knows which adapter serves which port. The areas of
 * bff/composition/ build their use cases from the core services as plain functions.
 */
export async function compose(config: Config, logger: Logger, database?: Database): Promise<Composition> {
  const db = database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: config.databasePoolMax }));
  const vapid = await loadOrCreateVapidKeys(db.knex, { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey });
  const hasher = new Argon2PasswordHasher();
  const container = new Container({ defaultScope: 'Singleton' });

  container.bind(T.config).toConstantValue(config);
  container.bind(T.logger).toConstantValue(logger);
  container.bind(T.knex).toConstantValue(db.knex);
  container.bind(T.clock).toConstantValue(new SystemClock());
  container.bind(T.randomTokens).toConstantValue(new CryptoRandomTokens());
  container.bind(T.passwordHasher).toConstantValue(hasher);
  container.bind(T.decoyHash).toConstantValue(await hasher.hash('decoy password nobody has'));
  container.bind(T.events).toConstantValue(config.redisUrl ? new RedisEventBus(config.redisUrl, config.redisPrefix) : new InMemoryEventBus());

  container.bind(T.transactions).toResolvedValue((knex, clock) => new PostgresTransactions(knex, clock), [T.knex, T.clock]);
  container.bind(T.members).toResolvedValue((knex, clock) => new PostgresMemberAccounts(knex, clock), [T.knex, T.clock]);
  container.bind(T.sessionStore).toResolvedValue((knex) => new PostgresSessions(knex), [T.knex]);
  container.bind(T.profiles).toResolvedValue((knex) => new PostgresProfiles(knex), [T.knex]);
  container.bind(T.profileSearch).toResolvedValue((knex) => new PostgresProfiles(knex), [T.knex]);
  container.bind(T.conversations).toResolvedValue((knex) => new PostgresConversations(knex), [T.knex]);
  container
    .bind(T.settings)
    .toResolvedValue((knex) => new PostgresSiteSettings(knex, { domains: siteDomainsOf(config), fixed: { push_public_key: vapid.publicKey } }), [T.knex]);
  container.bind(T.mailer).toResolvedValue((settings, knex) => createMailer(config, settings, logger, knex), [T.settings, T.knex]);
  const rateLimiter = createRateLimiter(config, db.knex);
  container.bind(T.rateLimiter).toConstantValue(rateLimiter);
  container
    .bind(T.accountLinks)
    .toResolvedValue((knex, tokens, clock) => new AccountLinks({ store: new PostgresLinkStore(knex), tokens, clock }), [T.knex, T.randomTokens, T.clock]);
  container
    .bind(T.sessions)
    .toResolvedValue(
      (sessions, tokens, clock, events) => new SessionStarter({ sessions, tokens, clock, events }),
      [T.sessionStore, T.randomTokens, T.clock, T.events],
    );

  container.bind(T.idempotencyKeys).toResolvedValue((knex) => new PostgresIdempotencyKeys(knex), [T.knex]);

  const core: CoreServices = {
    config,
    logger,
    knex: container.get(T.knex),
    clock: container.get(T.clock),
    randomTokens: container.get(T.randomTokens),
    passwordHasher: container.get(T.passwordHasher),
    decoyHash: container.get(T.decoyHash),
    events: container.get(T.events),
    transactions: container.get(T.transactions),
    members: container.get(T.members),
    sessionStore: container.get(T.sessionStore),
    sessions: container.get(T.sessions),
    profiles: container.get(T.profiles),
    profileSearch: container.get(T.profileSearch),
    conversations: container.get(T.conversations),
    settings: container.get(T.settings),
    mailer: container.get(T.mailer),
    rateLimiter: container.get(T.rateLimiter),
    accountLinks: container.get(T.accountLinks),
    idempotencyKeys: container.get(T.idempotencyKeys),
  };
  container.bind(T.core).toConstantValue(core);

  container.bind(T.searchMembers).toResolvedValue((profileSearch, clock) => new SearchMembers({ profileSearch, clock }), [T.profileSearch, T.clock]);
  container
    .bind(T.openConversation)
    .toResolvedValue(
      (transactions, profiles, knex, clock) => new OpenConversation({ transactions, profiles, blocks: new PostgresBlocks(knex), clock }),
      [T.transactions, T.profiles, T.knex, T.clock],
    );
  container
    .bind(T.sendMessage)
    .toResolvedValue(
      (transactions, clock, events, conversations, knex) => new SendMessage({ transactions, clock, events, conversations, blocks: new PostgresBlocks(knex) }),
      [T.transactions, T.clock, T.events, T.conversations, T.knex],
    );
  container
    .bind(T.readConversation)
    .toResolvedValue(
      (conversations, profiles, clock, events) => new ReadConversation({ conversations, profiles, clock, events }),
      [T.conversations, T.profiles, T.clock, T.events],
    );
  container.bind(T.listChats).toResolvedValue((conversations, clock) => new ListChats({ conversations, clock }), [T.conversations, T.clock]);
  container.bind(T.signupActivation).toResolvedValue(composeSignupActivation, [T.core]);
  container.bind(T.loginSecurity).toResolvedValue(composeLoginSecurity, [T.core]);
  container.bind(T.profileMedia).toResolvedValue(composeProfileMedia, [T.core]);
  container.bind(T.accountClosure).toResolvedValue(composeAccountClosure, [T.core]);

  const dependencies: AppDependencies = {
    ...core,
    searchMembers: container.get(T.searchMembers),
    openConversation: container.get(T.openConversation),
    sendMessage: container.get(T.sendMessage),
    readConversation: container.get(T.readConversation),
    listChats: container.get(T.listChats),
    regions: regionCatalogue,
    signupActivation: container.get(T.signupActivation),
    loginSecurity: container.get(T.loginSecurity),
    profileMedia: container.get(T.profileMedia),
    accountClosure: container.get(T.accountClosure),
  };
  const jobs = startAccountClosureJobs(core, dependencies.accountClosure);

  return {
    dependencies,
    database: db,
    close: async () => {
      await jobs.stop();
      await dependencies.events.close();
      await rateLimiter.close();
      if (!database) await db.close();
    },
  };
}
