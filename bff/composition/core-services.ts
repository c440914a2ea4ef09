import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { AccountLinks } from '../../domain/accounts/account-links';
import type { MemberAccounts, PasswordHasher, Sessions } from '../../domain/accounts/ports';
import type { SessionStarter } from '../../domain/accounts/session-starter';
import type { Conversations } from '../../domain/chat/ports';
import type { Mailer } from '../../domain/mail/mailer';
import type { Profiles } from '../../domain/profiles/profile';
import type { EventBus } from '../../domain/realtime/live-event';
import type { ProfileSearch } from '../../domain/search/search-members';
import type { SiteSettingsStore } from '../../domain/settings/site-settings';
import type { Clock } from '../../domain/shared/clock';
import type { RandomTokens } from '../../domain/shared/random-tokens';
import type { IdempotencyKeys } from '../../domain/shared/idempotency';
import type { RateLimiter } from '../../domain/shared/rate-limiter';
import type { Transactions } from '../../domain/transactions';
import type { Config } from '../config';

/** The ports and shared services every area of the composition root builds its use cases from. */
export interface CoreServices {
  readonly config: Config;
  readonly logger: Logger;
  readonly knex: Knex;
  readonly clock: Clock;
  readonly randomTokens: RandomTokens;
  readonly passwordHasher: PasswordHasher;
  readonly decoyHash: string;
  readonly events: EventBus;
  readonly transactions: Transactions;
  readonly members: MemberAccounts;
  readonly sessionStore: Sessions;
  readonly sessions: SessionStarter;
  readonly profiles: Profiles;
  readonly profileSearch: ProfileSearch;
  readonly conversations: Conversations;
  readonly settings: SiteSettingsStore;
  readonly mailer: Mailer;
  readonly rateLimiter: RateLimiter;
  readonly accountLinks: AccountLinks;
  readonly idempotencyKeys: IdempotencyKeys;
}
