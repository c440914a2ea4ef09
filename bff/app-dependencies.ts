import type { Logger } from 'pino';
import type { MailOutbox } from '../domain/mail/mailer';
import type { JobSchedules } from '../domain/jobs/job-schedules';
import type { OutboxQueue } from '../domain/outbox/outbox';
import type { PhotoVariants } from '../domain/profiles/media-ports';
import type { RegionCatalogue } from '../domain/profiles/settings-ports';
import type { EventBus } from '../domain/realtime/live-event';
import type { Presence } from '../domain/realtime/presence';
import type { ConversationViews } from '../domain/notifications/conversation-views';
import type { SiteSettingsStore } from '../domain/settings/site-settings';
import type { Clock } from '../domain/shared/clock';
import type { IdempotencyKeys } from '../domain/shared/idempotency';
import type { Config } from './config';
import type { PrivateMediaLinks } from './http/private-media';
import type { UseCases } from './wiring/container';

/**
 * What the HTTP layer is handed: the use cases of each area, and the few ports the middleware itself reads (the
 * domain's settings, idempotency keys, live events for the sockets). Never the container, knex or an adapter.
 */
export interface AppDependencies extends UseCases {
  readonly config: Config;
  readonly logger: Logger;
  readonly clock: Clock;
  readonly settings: SiteSettingsStore;
  readonly idempotencyKeys: IdempotencyKeys;
  readonly events: EventBus;
  /** Who is online: the sockets tell it of their connections. */
  readonly presence: Presence;
  /** What her tabs show (decision 0055): the sockets and the page-hidden beacon tell it, the notice fan-out reads it. */
  readonly conversationViews: ConversationViews;
  readonly regions: RegionCatalogue;
  readonly mailOutbox: MailOutbox;
  /** Decision 0042: the outbox's state and the schedules', for the development mailbox and the operator's view. */
  readonly outboxQueue: OutboxQueue;
  readonly jobSchedules: JobSchedules;
  /** The WebP copies of stored photos that `/media` serves (bff/http/photo-variants.ts). */
  readonly photoVariants: PhotoVariants;
  /** Links to private photos and chat photos, signed for their viewer (decision 0043). */
  readonly privateMedia: PrivateMediaLinks;
}
