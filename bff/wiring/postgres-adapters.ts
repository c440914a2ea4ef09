import { ContainerModule } from 'inversify';
import { PostgresDashboardFigures } from '../../adapters/postgres/postgres-dashboard-figures';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { regionCatalogue, regionData } from '../../adapters/geo/region-data';
import { ShippedCitiesGeocoder } from '../../adapters/geo/reverse-geocoder';
import { SharpImageProcessor } from '../../adapters/images/sharp-image-processor';
import { SharpPhotoVariants } from '../../adapters/images/sharp-photo-variants';
import { PhotoStorageWithCopies } from '../../domain/profiles/photo-storage-with-copies';
import { MailboxTransport, PostgresMailOutbox } from '../../adapters/mail/outbox-mailer';
import { SmtpMailTransport } from '../../adapters/mail/smtp-mailer';
import { ServerSecretSignatures } from '../../adapters/postgres/server-secret-signatures';
import { unsubscribeLinksWith } from './unsubscribe';
import { PostgresEmailPreferences } from '../../adapters/postgres/postgres-email-preferences';
import { PostgresNoticeMailRecipients } from '../../adapters/postgres/postgres-notice-mail-recipients';
import { NoticeMails } from '../../domain/notifications/notice-mail';
import { MailPreferenceGate, PreferenceGatedMailTransport } from '../../domain/notifications/mail-gate';
import type { MailTransport } from '../../domain/outbox/outbox';
import { logSuppressedMail } from './mail-preferences';
import { PostgresJobSchedules } from '../../adapters/postgres/postgres-job-schedules';
import { PostgresOutbox, PostgresOutboxQueue } from '../../adapters/postgres/postgres-outbox';
import { MailerOverOutbox, SmsSenderOverOutbox } from '../../domain/outbox/queued-senders';
import { GiphyGifs } from '../../adapters/gifs/giphy-gifs';
import { LocalGifs } from '../../adapters/gifs/local-gifs';
import { PostgresAccountTransactions } from '../../adapters/postgres/postgres-account-activation';
import { PostgresAccountClosures } from '../../adapters/postgres/postgres-account-closures';
import { PostgresBlocks } from '../../adapters/postgres/postgres-blocks';
import { PostgresLikes } from '../../adapters/postgres/postgres-likes';
import { PostgresProfileOpenings } from '../../adapters/postgres/postgres-profile-openings';
import { PostgresProfileViews } from '../../adapters/postgres/postgres-profile-views';
import { PostgresBadgeCounts } from '../../adapters/postgres/postgres-badge-counts';
import { PostgresComplaintTransactions, PostgresSupportCases } from '../../adapters/postgres/postgres-support-cases';
import { PostgresConversations } from '../../adapters/postgres/postgres-conversations';
import { PostgresCredentials } from '../../adapters/postgres/postgres-credentials';
import { PostgresCreditLedger } from '../../adapters/postgres/postgres-credit-ledger';
import { PostgresDiscountCodes } from '../../adapters/postgres/postgres-discount-codes';
import { PostgresDirectDebitBlocks, PostgresSmsCodes } from '../../adapters/postgres/postgres-direct-debit';
import { SmsBoxTransport, PostgresSmsOutbox } from '../../adapters/sms/outbox-sms';
import { PostgresIdempotencyKeys } from '../../adapters/postgres/postgres-idempotency-keys';
import { PostgresInvisibleMode } from '../../adapters/postgres/postgres-invisible-mode';
import { PostgresLinkStore } from '../../adapters/postgres/postgres-link-store';
import { PostgresMemberAccounts } from '../../adapters/postgres/postgres-member-accounts';
import { PostgresPhotos } from '../../adapters/postgres/postgres-photos';
import { PostgresRejectedPhotos } from '../../adapters/postgres/postgres-photo-reviews';
import { PostgresProfileSettings } from '../../adapters/postgres/postgres-profile-settings';
import { PostgresProfiles } from '../../adapters/postgres/postgres-profiles';
import { PostgresSessions } from '../../adapters/postgres/postgres-sessions';
import { PostgresSiteSettings } from '../../adapters/postgres/postgres-site-settings';
import { PostgresTransactions } from '../../adapters/postgres/postgres-transactions';
import { DiskMemberMedia } from '../../adapters/storage/disk-member-media';
import { DiskPhotoStorage } from '../../adapters/storage/disk-photo-storage';
import { PostgresMisplacedMedia } from '../../adapters/postgres/postgres-misplaced-media';
import type { PasswordHasher } from '../../domain/accounts/ports';
import type { Clock } from '../../domain/shared/clock';
import type { EventBus } from '../../domain/realtime/live-event';
import type { Presence } from '../../domain/realtime/presence';
import type { RandomTokens } from '../../domain/shared/random-tokens';
import type { RateLimiter } from '../../domain/shared/rate-limiter';
import type { Config } from '../config';
import { siteDomainsOf } from '../site-domains';
import { SitePageLinks } from './site-page-links';
import { SitePaymentLinks } from './site-payment-links';
import { PostgresPaymentBook } from '../../adapters/postgres/postgres-payment-refunds';
import { paymentGatewayFor } from './payment-gateway';
import { PostgresPayments } from '../../adapters/postgres/postgres-payments';
import { PostgresSuspensions } from '../../adapters/postgres/postgres-moderation';
import { PostgresMemberDirectory } from '../../adapters/postgres/postgres-member-directory';
import { PostgresAuditTrail, PostgresOperators, PostgresOperatorSessions, PostgresOperatorTransactions } from '../../adapters/postgres/postgres-operators';
import { OtplibTwoFactorCodes } from '../../adapters/security/otplib-two-factor-codes';
import { PORTS as P } from './tokens';

/** What the composition root opened and made before the container: connections and values that need a start-up. */
export interface OpenedResources {
  readonly knex: Knex;
  readonly config: Config;
  readonly logger: Logger;
  readonly clock: Clock;
  readonly randomTokens: RandomTokens;
  readonly passwordHasher: PasswordHasher;
  readonly decoyHash: string;
  readonly events: EventBus;
  readonly presence: Presence;
  readonly rateLimiter: RateLimiter;
  readonly vapidPublicKey: string;
  /** Called after outbox rows were committed: this instance's worker delivers them now, not at its next poll. */
  readonly outboxCommitted: () => void;
}

/** The production adapters: PostgreSQL (or PGlite) for data, disk for media, SMTP or the outbox for mail. */
export function postgresAdapters(r: OpenedResources): ContainerModule {
  const { knex, config } = r;
  return new ContainerModule(({ bind }) => {
    bind(P.clock).toConstantValue(r.clock);
    bind(P.randomTokens).toConstantValue(r.randomTokens);
    bind(P.passwordHasher).toConstantValue(r.passwordHasher);
    bind(P.decoyHash).toConstantValue(r.decoyHash);
    bind(P.events).toConstantValue(r.events);
    bind(P.presence).toConstantValue(r.presence);
    bind(P.rateLimiter).toConstantValue(r.rateLimiter);
    const siteSettings = new PostgresSiteSettings(knex, { domains: siteDomainsOf(config), fixed: { push_public_key: r.vapidPublicKey } });
    bind(P.settings).toConstantValue(siteSettings);
    // Decision 0077: the back office lists the served domains and tells this instance its settings changed.
    bind(P.servedSettings).toConstantValue(siteSettings);
    // Use cases queue mail and SMS in the outbox (decision 0042); the outbox worker hands them to the transports.
    const outbox = new PostgresOutbox(knex, () => r.clock.now(), r.outboxCommitted);
    bind(P.outbox).toConstantValue(outbox);
    bind(P.outboxQueue).toConstantValue(new PostgresOutboxQueue(knex));
    bind(P.jobSchedules).toConstantValue(new PostgresJobSchedules(knex));
    bind(P.mailer).toConstantValue(new MailerOverOutbox(outbox));
    bind(P.smsSender).toConstantValue(new SmsSenderOverOutbox(outbox));
    const emailPreferences = new PostgresEmailPreferences(knex);
    bind(P.emailPreferences).toConstantValue(emailPreferences);
    // A notice's mail goes out at the install's main domain: a member carries none of her own (decision 0056).
    bind(P.noticeMails).toResolvedValue(
      (presence, pageLinks, clock) => new NoticeMails({ recipients: new PostgresNoticeMailRecipients(knex), presence, pageLinks, clock, domain: siteDomainsOf(config)[0]!.name }),
      [P.presence, P.pageLinks, P.clock],
    );
    // Every mail passes her current e-mail preferences at delivery (decision 0056): one she turned off is dropped.
    // Decision 0057: unsubscribe links are signed with a key of the install, the same at every instance.
    const unsubscribeSignatures = new ServerSecretSignatures(knex, 'unsubscribe_link_key');
    bind(P.unsubscribeSignatures).toConstantValue(unsubscribeSignatures);
    bind(P.mailTransport).toResolvedValue((settings, pageLinks) => {
      const unsubscribeLinks = unsubscribeLinksWith(unsubscribeSignatures, pageLinks, config.unsubscribeMailto);
      const gated = (transport: MailTransport) => new PreferenceGatedMailTransport(transport, new MailPreferenceGate(emailPreferences), logSuppressedMail(r.logger));
      if (config.smtpUrl) {
        r.logger.info('mail goes out over SMTP');
        return gated(new SmtpMailTransport(config.smtpUrl, config.mailFrom, settings, unsubscribeLinks));
      }
      if (config.production) r.logger.warn('SMTP_URL is not set: mail is kept in the development mailbox and reaches no one');
      return gated(new MailboxTransport(settings, knex, unsubscribeLinks));
    }, [P.settings, P.pageLinks]);
    bind(P.mailOutbox).toConstantValue(new PostgresMailOutbox(knex));
    bind(P.pageLinks).toResolvedValue((settings) => new SitePageLinks(settings), [P.settings]);
    bind(P.idempotencyKeys).toConstantValue(new PostgresIdempotencyKeys(knex));
    bind(P.transactions).toConstantValue(new PostgresTransactions(knex, r.clock, r.outboxCommitted));
    bind(P.accountTransactions).toConstantValue(new PostgresAccountTransactions(knex, r.clock, r.outboxCommitted));
    bind(P.members).toConstantValue(new PostgresMemberAccounts(knex, r.clock));
    bind(P.credentials).toConstantValue(new PostgresCredentials(knex));
    bind(P.sessionStore).toConstantValue(new PostgresSessions(knex));
    bind(P.linkStore).toConstantValue(new PostgresLinkStore(knex));
    bind(P.closures).toConstantValue(new PostgresAccountClosures(knex));
    bind(P.memberMedia).toConstantValue(new DiskMemberMedia(config.mediaDir, config.privateMediaDir));
    const profiles = new PostgresProfiles(knex);
    bind(P.profiles).toConstantValue(profiles);
    bind(P.profileSearch).toConstantValue(profiles);
    bind(P.profileSettings).toConstantValue(new PostgresProfileSettings(knex));
    bind(P.regions).toConstantValue(regionCatalogue);
    const cities = new ShippedCitiesGeocoder(regionData);
    bind(P.geocoder).toConstantValue(cities);
    bind(P.cityPositions).toConstantValue(cities);
    bind(P.photos).toConstantValue(new PostgresPhotos(knex));
    bind(P.rejectedPhotos).toConstantValue(new PostgresRejectedPhotos(knex));
    const photoVariants = new SharpPhotoVariants(config.mediaDir, config.privateMediaDir);
    bind(P.photoStorage).toConstantValue(new PhotoStorageWithCopies(new DiskPhotoStorage(config.mediaDir, config.privateMediaDir), photoVariants));
    bind(P.misplacedMedia).toConstantValue(new PostgresMisplacedMedia(knex));
    bind(P.images).toConstantValue(new SharpImageProcessor());
    bind(P.photoVariants).toConstantValue(photoVariants);
    bind(P.gifs).toConstantValue(config.giphyApiKey ? new GiphyGifs(config.giphyApiKey, config.giphyBaseUrl) : new LocalGifs());
    bind(P.conversations).toConstantValue(new PostgresConversations(knex));
    bind(P.ledger).toConstantValue(new PostgresCreditLedger(knex));
    bind(P.blocks).toConstantValue(new PostgresBlocks(knex));
    bind(P.likes).toConstantValue(new PostgresLikes(knex, r.outboxCommitted));
    bind(P.profileOpenings).toConstantValue(new PostgresProfileOpenings(knex));
    bind(P.profileViews).toConstantValue(new PostgresProfileViews(knex));
    bind(P.badgeCounts).toConstantValue(new PostgresBadgeCounts(knex));
    bind(P.supportCases).toConstantValue(new PostgresSupportCases(knex));
    bind(P.complaintTransactions).toConstantValue(new PostgresComplaintTransactions(knex, r.clock, r.outboxCommitted));
    bind(P.invisibleMode).toConstantValue(new PostgresInvisibleMode(knex));
    bind(P.discountCodes).toConstantValue(new PostgresDiscountCodes(knex));
    bind(P.payments).toConstantValue(new PostgresPayments(knex));
    bind(P.paymentGateway).toConstantValue(paymentGatewayFor(config, { knex, tokens: r.randomTokens, clock: r.clock, logger: r.logger }));
    bind(P.paymentLinks).toResolvedValue((settings) => new SitePaymentLinks(settings), [P.settings]);
    // No SMS gateway is configured yet (decision 0034): codes are kept in the outbox, as mail without SMTP_URL.
    if (config.production) r.logger.warn('no SMS gateway: direct-debit codes are kept in the SMS outbox and reach no one');
    bind(P.smsTransport).toConstantValue(new SmsBoxTransport(knex));
    bind(P.smsOutbox).toConstantValue(new PostgresSmsOutbox(knex));
    bind(P.smsCodes).toConstantValue(new PostgresSmsCodes(knex));
    bind(P.directDebitBlocks).toConstantValue(new PostgresDirectDebitBlocks(knex));
    // Issue 25, decision 0070: the back office.
    bind(P.operators).toConstantValue(new PostgresOperators(knex));
    bind(P.memberDirectory).toConstantValue(new PostgresMemberDirectory(knex));
    bind(P.paymentBook).toConstantValue(new PostgresPaymentBook(knex));
    bind(P.dashboardFigures).toConstantValue(new PostgresDashboardFigures(knex));
    bind(P.suspensions).toConstantValue(new PostgresSuspensions(knex));
    bind(P.operatorSessions).toConstantValue(new PostgresOperatorSessions(knex));
    bind(P.operatorTransactions).toConstantValue(new PostgresOperatorTransactions(knex, r.clock, r.outboxCommitted));
    bind(P.auditTrail).toConstantValue(new PostgresAuditTrail(knex));
    bind(P.twoFactorCodes).toConstantValue(new OtplibTwoFactorCodes());
  });
}
