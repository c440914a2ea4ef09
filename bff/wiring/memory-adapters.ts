import { InMemoryPaymentBook } from '../../adapters/memory/in-memory-payment-refunds';
import { ContainerModule } from 'inversify';
import { InMemoryDashboardFigures } from '../../adapters/memory/in-memory-dashboard-figures';
import { regionCatalogue, regionData } from '../../adapters/geo/region-data';
import { ShippedCitiesGeocoder } from '../../adapters/geo/reverse-geocoder';
import { InMemoryMailer } from '../../adapters/memory/in-memory-mailer';
import { InMemorySignatures } from '../../adapters/memory/in-memory-signatures';
import { InMemoryEmailPreferences } from '../../adapters/memory/in-memory-email-preferences';
import { InMemoryNoticeMailRecipients } from '../../adapters/memory/in-memory-notice-mail-recipients';
import { NoticeMails } from '../../domain/notifications/notice-mail';
import type { OutgoingMail } from '../../domain/mail/mailer';
import { MailPreferenceGate, PreferenceGatedMailer } from '../../domain/notifications/mail-gate';
import { FixedClock } from '../../adapters/memory/fixed-clock';
import { InMemoryAccountClosures } from '../../adapters/memory/in-memory-account-closures';
import { InMemoryAccountTransactions, InMemoryInvites, type SignupActivationState } from '../../adapters/memory/in-memory-account-activation';
import { InMemoryBlocks } from '../../adapters/memory/in-memory-blocks';
import { InMemoryLikes } from '../../adapters/memory/in-memory-likes';
import { InMemoryProfileOpenings } from '../../adapters/memory/in-memory-profile-openings';
import { InMemoryProfileViews } from '../../adapters/memory/in-memory-profile-views';
import { InMemoryBadgeCounts } from '../../adapters/memory/in-memory-badge-counts';
import { InMemoryComplaintTransactions, InMemorySupportCases } from '../../adapters/memory/in-memory-support-cases';
import { InMemoryConversations } from '../../adapters/memory/in-memory-conversations';
import { InMemoryCredentials } from '../../adapters/memory/in-memory-credentials';
import { InMemoryCreditLedger } from '../../adapters/memory/in-memory-credit-ledger';
import { InMemoryDiscountCodes } from '../../adapters/memory/in-memory-discount-codes';
import { CapturingSmsSender, InMemoryDirectDebitBlocks, InMemoryDirectDebitMandates, InMemorySmsCodes } from '../../adapters/memory/in-memory-direct-debit';
import { LocalEventBus } from '../../domain/realtime/local-event-bus';
import { LocalPresence } from '../../domain/realtime/local-presence';
import { InMemoryIdempotencyKeys } from '../../adapters/memory/in-memory-idempotency-keys';
import { InMemoryInvisibleMode } from '../../adapters/memory/in-memory-invisible-mode';
import { holdsLinks } from '../../adapters/memory/in-memory-erasure';
import { InMemoryLinkStore } from '../../adapters/memory/in-memory-link-store';
import { InMemoryPhotoReviews } from '../../adapters/memory/in-memory-photo-reviews';
import { InMemoryMailOutbox } from '../../adapters/memory/in-memory-mail-outbox';
import { InMemoryMemberAccounts } from '../../adapters/memory/in-memory-member-accounts';
import { InMemoryMemberMedia } from '../../adapters/memory/in-memory-member-media';
import { LocalGifs } from '../../adapters/gifs/local-gifs';
import { InMemoryImageProcessor, InMemoryPhotos, InMemoryPhotoStorage, InMemoryPhotoVariants } from '../../adapters/memory/in-memory-photos';
import { PhotoStorageWithCopies } from '../../domain/profiles/photo-storage-with-copies';
import { InMemoryMisplacedMedia } from '../../adapters/memory/in-memory-misplaced-media';
import { InMemoryProfileSettings } from '../../adapters/memory/in-memory-profile-settings';
import { InMemoryProfiles } from '../../adapters/memory/in-memory-profiles';
import { InMemoryRateLimiter } from '../../adapters/memory/in-memory-rate-limiter';
import { InMemorySessions } from '../../adapters/memory/in-memory-sessions';
import { InMemorySiteSettings } from '../../adapters/memory/in-memory-site-settings';
import type { SettingRow } from '../../domain/settings/setting-rows';
import { InMemoryStore } from '../../adapters/memory/in-memory-store';
import { InMemoryTransactions } from '../../adapters/memory/in-memory-transactions';
import { PlainPasswordHasher } from '../../adapters/memory/plain-password-hasher';
import { SequentialTokens } from '../../adapters/memory/sequential-tokens';
import type { SiteSettings } from '../../domain/settings/site-settings';
import { SitePageLinks } from './site-page-links';
import { SitePaymentLinks } from './site-payment-links';
import { InMemoryPayments } from '../../adapters/memory/in-memory-payments';
import { HandOverOutbox } from '../../adapters/memory/in-memory-outbox';
import { InMemorySandboxPayments } from '../../adapters/memory/in-memory-sandbox-payments';
import { CapturingPushTransport } from '../../adapters/memory/capturing-push';
import { LocalConversationViews } from '../../domain/notifications/conversation-views';
import { FanOutNotice } from '../../domain/notifications/fan-out-notice';
import { ReadNotice } from '../../domain/notifications/read-notice';
import { deliverPush } from '../../domain/outbox/deliver-outbox';
import { InMemorySuspensions, ModerationState } from '../../adapters/memory/in-memory-moderation';
import { InMemoryMemberDirectory } from '../../adapters/memory/in-memory-member-directory';
import { InMemoryAuditTrail, InMemoryOperators, InMemoryOperatorSessions, InMemoryOperatorTransactions, OperatorState } from '../../adapters/memory/in-memory-operators';
import { OtplibTwoFactorCodes } from '../../adapters/security/otplib-two-factor-codes';
import { PORTS as P } from './tokens';

/** The in-memory adapters of features and unit tests, kept so a test can look into them. */
export function createMemoryAdapters(options: { now: Date; settings?: Partial<SiteSettings> }) {
  const store = new InMemoryStore();
  const clock = new FixedClock(options.now);
  // Decision 0077: the back office's rows (in the operators' state) are read again when an admin changes one.
  const siteSettings = new InMemorySiteSettings(options.settings, (): Iterable<SettingRow> => parts.operatorState.settings.rows.values());
  const signupState: SignupActivationState = { invites: new Map(), tracking: new Map() };
  const mailer = new InMemoryMailer();
  const sms = new CapturingSmsSender();
  const linkStore = new InMemoryLinkStore((id) => holdsLinks(store, id));
  // Every mail passes her e-mail preferences before it reaches the in-memory mailer (decision 0056); held back ones are kept apart.
  const emailPreferences = new InMemoryEmailPreferences(store);
  const suppressedMail: OutgoingMail[] = [];
  const gatedMailer = new PreferenceGatedMailer(mailer, new MailPreferenceGate(emailPreferences), (mail) => suppressedMail.push(mail));
  // What a transaction queues reaches the in-memory mailer and SMS sender once it commits (HandOverOutbox).
  const handOver = new HandOverOutbox(gatedMailer, sms);
  const transactions = new InMemoryTransactions(store, clock, handOver);
  const profiles = new InMemoryProfiles(store);
  const supportCases = new InMemorySupportCases();
  const parts = {
    store,
    clock,
    siteSettings,
    transactions,
    signupState,
    mailer,
    emailPreferences,
    suppressedMail,
    unsubscribeSignatures: new InMemorySignatures(),
    profiles,
    events: new LocalEventBus(),
    presence: new LocalPresence(),
    members: new InMemoryMemberAccounts(store, clock),
    ledger: new InMemoryCreditLedger(store),
    conversations: new InMemoryConversations(store),
    blocks: new InMemoryBlocks(store),
    likes: new InMemoryLikes(store, handOver),
    profileOpenings: new InMemoryProfileOpenings(store),
    profileViews: new InMemoryProfileViews(store),
    badgeCounts: new InMemoryBadgeCounts(store),
    supportCases,
    sessions: new InMemorySessions(store),
    hasher: new PlainPasswordHasher(),
    tokens: new SequentialTokens(),
    rateLimiter: new InMemoryRateLimiter(),
    linkStore,
    closures: new InMemoryAccountClosures(store),
    media: new InMemoryMemberMedia(),
    credentials: new InMemoryCredentials(store),
    invites: new InMemoryInvites(signupState),
    accountTransactions: new InMemoryAccountTransactions(transactions, store, signupState, linkStore),
    profileSettings: new InMemoryProfileSettings(store),
    photos: new InMemoryPhotos(store),
    photoStorage: new InMemoryPhotoStorage(),
    images: new InMemoryImageProcessor(),
    invisibleMode: new InMemoryInvisibleMode(store),
    idempotencyKeys: new InMemoryIdempotencyKeys(),
    outbox: new InMemoryMailOutbox(mailer),
    discountCodes: new InMemoryDiscountCodes(store),
    payments: new InMemoryPayments(store),
    paymentGateway: new InMemorySandboxPayments(),
    sms,
    smsCodes: new InMemorySmsCodes(store),
    mandates: new InMemoryDirectDebitMandates(store),
    directDebitBlocks: new InMemoryDirectDebitBlocks(store),
    operatorState: new OperatorState(),
    moderation: new ModerationState(supportCases, store),
  };
  // Notices fan out and push at once (decision 0055), through the same FanOutNotice and push rule as the outbox worker.
  const views = new LocalConversationViews();
  const pushes = new CapturingPushTransport();
  const badgeCounts = parts.badgeCounts;
  const noticeReader = new ReadNotice({ members: parts.members, blocks: parts.blocks, conversations: parts.conversations, likes: parts.likes, badgeCounts, profileSettings: parts.profileSettings });
  // Straight to the hand-over: a fan-out runs while the send's transaction hands its rows over, and may not open another.
  // A notice's mail (decision 0056), by the same rules as production's; the gate checks it again as it is handed over.
  const noticeMails = new NoticeMails({
    recipients: new InMemoryNoticeMailRecipients(store, emailPreferences, clock),
    presence: parts.presence,
    pageLinks: new SitePageLinks(siteSettings),
    clock,
    domain: siteSettings.current.domain,
  });
  const fanOut = new FanOutNotice({ reader: noticeReader, views, clock, transactions: { run: (work) => work({ outbox: handOver }) }, mail: noticeMails.mailFor });
  handOver.handNoticesTo(async (item) => {
    if (item.kind === 'notice') await fanOut.run(item.notice);
    else await deliverPush(item.push, 'in-memory', { transport: pushes, subscriptions: parts.profileSettings });
  });
  const pushParts = { views, pushes, noticeReader, fanOut };
  const module = new ContainerModule(({ bind }) => {
    bind(P.conversationViews).toConstantValue(views);
    bind(P.noticeReader).toConstantValue(noticeReader);
    bind(P.fanOutNotice).toConstantValue(fanOut);
    bind(P.noticeMails).toConstantValue(noticeMails);
    bind(P.pushTransport).toConstantValue(pushes);
    bind(P.clock).toConstantValue(clock);
    bind(P.randomTokens).toConstantValue(parts.tokens);
    bind(P.passwordHasher).toConstantValue(parts.hasher);
    bind(P.decoyHash).toConstantValue('plain:decoy password nobody has');
    bind(P.events).toConstantValue(parts.events);
    bind(P.presence).toConstantValue(parts.presence);
    bind(P.settings).toConstantValue(siteSettings);
    bind(P.servedSettings).toConstantValue(siteSettings);
    bind(P.mailer).toConstantValue(gatedMailer);
    bind(P.emailPreferences).toConstantValue(emailPreferences);
    bind(P.unsubscribeSignatures).toConstantValue(parts.unsubscribeSignatures);
    bind(P.mailOutbox).toConstantValue(parts.outbox);
    bind(P.pageLinks).toConstantValue(new SitePageLinks(siteSettings));
    bind(P.rateLimiter).toConstantValue(parts.rateLimiter);
    bind(P.idempotencyKeys).toConstantValue(parts.idempotencyKeys);
    bind(P.transactions).toConstantValue(transactions);
    bind(P.accountTransactions).toConstantValue(parts.accountTransactions);
    bind(P.members).toConstantValue(parts.members);
    bind(P.credentials).toConstantValue(parts.credentials);
    bind(P.sessionStore).toConstantValue(parts.sessions);
    bind(P.linkStore).toConstantValue(parts.linkStore);
    bind(P.closures).toConstantValue(parts.closures);
    bind(P.memberMedia).toConstantValue(parts.media);
    bind(P.profiles).toConstantValue(profiles);
    bind(P.profileSearch).toConstantValue(profiles);
    bind(P.profileSettings).toConstantValue(parts.profileSettings);
    bind(P.regions).toConstantValue(regionCatalogue);
    const cities = new ShippedCitiesGeocoder(regionData);
    bind(P.geocoder).toConstantValue(cities);
    bind(P.cityPositions).toConstantValue(cities);
    bind(P.photos).toConstantValue(parts.photos);
    bind(P.rejectedPhotos).toConstantValue(new InMemoryPhotoReviews(store));
    const photoVariants = new InMemoryPhotoVariants(parts.photoStorage);
    bind(P.photoStorage).toConstantValue(new PhotoStorageWithCopies(parts.photoStorage, photoVariants));
    bind(P.images).toConstantValue(parts.images);
    bind(P.photoVariants).toConstantValue(photoVariants);
    bind(P.misplacedMedia).toConstantValue(new InMemoryMisplacedMedia(store, parts.photos));
    bind(P.gifs).toConstantValue(new LocalGifs());
    bind(P.conversations).toConstantValue(parts.conversations);
    bind(P.ledger).toConstantValue(parts.ledger);
    bind(P.blocks).toConstantValue(parts.blocks);
    bind(P.likes).toConstantValue(parts.likes);
    bind(P.profileOpenings).toConstantValue(parts.profileOpenings);
    bind(P.profileViews).toConstantValue(parts.profileViews);
    bind(P.badgeCounts).toConstantValue(parts.badgeCounts);
    bind(P.supportCases).toConstantValue(parts.supportCases);
    bind(P.complaintTransactions).toConstantValue(new InMemoryComplaintTransactions(transactions, parts.supportCases));
    bind(P.invisibleMode).toConstantValue(parts.invisibleMode);
    bind(P.discountCodes).toConstantValue(parts.discountCodes);
    bind(P.payments).toConstantValue(parts.payments);
    bind(P.paymentGateway).toConstantValue(parts.paymentGateway);
    bind(P.paymentLinks).toConstantValue(new SitePaymentLinks(siteSettings));
    bind(P.smsSender).toConstantValue(parts.sms);
    bind(P.smsOutbox).toConstantValue(parts.sms);
    bind(P.smsCodes).toConstantValue(parts.smsCodes);
    bind(P.directDebitBlocks).toConstantValue(parts.directDebitBlocks);
    bind(P.operators).toConstantValue(new InMemoryOperators(parts.operatorState));
    bind(P.operatorSessions).toConstantValue(new InMemoryOperatorSessions(parts.operatorState));
    bind(P.operatorTransactions).toConstantValue(new InMemoryOperatorTransactions(transactions, parts.operatorState, parts.moderation, parts.signupState.tracking));
    bind(P.suspensions).toConstantValue(new InMemorySuspensions(parts.moderation));
    bind(P.auditTrail).toConstantValue(new InMemoryAuditTrail(parts.operatorState));
    bind(P.twoFactorCodes).toConstantValue(new OtplibTwoFactorCodes());
    bind(P.memberDirectory).toConstantValue(new InMemoryMemberDirectory(store));
    bind(P.paymentBook).toConstantValue(new InMemoryPaymentBook(store));
    bind(P.dashboardFigures).toConstantValue(new InMemoryDashboardFigures(store, supportCases));
  });
  return { parts: { ...parts, ...pushParts }, module };
}
