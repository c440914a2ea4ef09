import type { ServiceIdentifier } from 'inversify';
import type { DashboardFigures } from '../../domain/operators/dashboard/dashboard';
import type { ShowDashboard } from '../../domain/operators/dashboard/show-dashboard';
import type { CreateDiscountCode, EndDiscountCode, LimitDiscountCode, ListDiscountCodes } from '../../domain/operators/discounts/manage-discount-codes';
import type { PushEndpointAccess } from '../../adapters/push/push-endpoint-access';
import type { ConversationViews } from '../../domain/notifications/conversation-views';
import type { FanOutNotice } from '../../domain/notifications/fan-out-notice';
import type { NoticeReader, PushTransport } from '../../domain/notifications/push-ports';
import type { AccountLinks } from '../../domain/accounts/account-links';
import type { AccountTransactions } from '../../domain/accounts/activation';
import type { ActivateAccount } from '../../domain/accounts/activate-account';
import type { ChangePassword } from '../../domain/accounts/change-password';
import type { AccountClosures, MemberMedia } from '../../domain/accounts/closure-ports';
import type { ConfirmEmailChange } from '../../domain/accounts/confirm-email-change';
import type { Credentials } from '../../domain/accounts/credentials';
import type { CurrentMember } from '../../domain/accounts/current-member';
import type { DeleteAccount } from '../../domain/accounts/delete-account';
import type { LinkStore } from '../../domain/accounts/account-links';
import type { LogIn } from '../../domain/accounts/log-in';
import type { CreditLedger, MemberAccounts, PasswordHasher, Sessions } from '../../domain/accounts/ports';
import type { PurgeDeletedAccounts } from '../../domain/accounts/purge-deleted-accounts';
import type { Reactivate } from '../../domain/accounts/reactivate';
import type { RequestEmailChange } from '../../domain/accounts/request-email-change';
import type { RequestPasswordReset } from '../../domain/accounts/request-password-reset';
import type { RequestReactivation } from '../../domain/accounts/request-reactivation';
import type { ResendActivation } from '../../domain/accounts/resend-activation';
import type { ResetPassword } from '../../domain/accounts/reset-password';
import type { SessionStarter } from '../../domain/accounts/session-starter';
import type { SignUp } from '../../domain/accounts/sign-up';
import type { ListChats } from '../../domain/chat/list-chats';
import type { AnnounceLike } from '../../domain/likes/announce-like';
import type { LikeMember } from '../../domain/likes/like-member';
import type { ListLikes } from '../../domain/likes/list-likes';
import type { NewLikesTotal } from '../../domain/likes/new-likes-total';
import type { Likes } from '../../domain/likes/ports';
import type { OpenProfile, ProfileOpenings } from '../../domain/likes/open-profile';
import type { BadgeCounts, ReadBadgeCounts } from '../../domain/chat/badge-counts';
import type { SeeLike } from '../../domain/likes/see-like';
import type { SwipeStatus } from '../../domain/likes/swipe-status';
import type { UnlikeMember } from '../../domain/likes/unlike-member';
import type { PassMember } from '../../domain/likes/pass-member';
import type { UndoPass } from '../../domain/likes/undo-pass';
import type { FindMatches } from '../../domain/likes/find-matches';
import type { ReadLikeState } from '../../domain/likes/like-state';
import type { SwipeDeck } from '../../domain/likes/swipe-deck';
import type { CardDistances } from '../../domain/search/card-distance';
import type { ProfileViews } from '../../domain/visitors/ports';
import type { ListVisitors } from '../../domain/visitors/list-visitors';
import type { RecordProfileView } from '../../domain/visitors/record-profile-view';
import type { OpenConversation } from '../../domain/chat/open-conversation';
import type { Conversations } from '../../domain/chat/ports';
import type { ReadConversation } from '../../domain/chat/read-conversation';
import type { AnnounceTyping } from '../../domain/chat/announce-typing';
import type { GifService } from '../../domain/chat/gif-search';
import type { SearchGifs, SendGif } from '../../domain/chat/send-gif';
import type { SendChatPhoto } from '../../domain/chat/send-photo';
import type { MarkRead } from '../../domain/chat/mark-read';
import type { RemoveConversation } from '../../domain/chat/remove-conversation';
import type { SendMessage } from '../../domain/chat/send-message';
import type { UnreadTotal } from '../../domain/chat/unread-total';
import type { Mailer, MailOutbox } from '../../domain/mail/mailer';
import type { MailTransport, Outbox, OutboxQueue, SmsTransport } from '../../domain/outbox/outbox';
import type { EmailPreferencesStore } from '../../domain/notifications/ports';
import type { NoticeMails } from '../../domain/notifications/notice-mail';
import type { ChangeEmailSettings, ReadEmailSettings } from '../../domain/notifications/email-settings';
import type { OpenUnsubscribeLink, Signatures, Unsubscribe } from '../../domain/notifications/unsubscribe';
import type { RecordMailFeedback } from '../../domain/notifications/mail-feedback-recording';
import type { JobSchedules } from '../../domain/jobs/job-schedules';
import type { PageLinks } from '../../domain/mail/page-links';
import type { BlockMember } from '../../domain/privacy/block-member';
import type { ExportMemberData } from '../../domain/privacy/export-member-data';
import type { ListBlockedMembers } from '../../domain/privacy/list-blocked-members';
import type { Blocks, InvisibleMode } from '../../domain/privacy/ports';
import type { SetInvisible } from '../../domain/privacy/set-invisible';
import type { UnblockMember } from '../../domain/privacy/unblock-member';
import type { ViewBlockedProfile } from '../../domain/privacy/view-blocked-profile';
import type { CityPositions } from '../../domain/profiles/city-positions';
import type { ComplaintTransactions, FileComplaint } from '../../domain/support/file-complaint';
import type { ReportMember } from '../../domain/support/report-member';
import type { SupportCases } from '../../domain/support/support-case';
import type { Suspensions } from '../../domain/moderation/suspension';
import type { AssignReport } from '../../domain/moderation/assign-report';
import type { ListReports } from '../../domain/moderation/list-reports';
import type { ResolveReport } from '../../domain/moderation/resolve-report';
import type { ListComplaints } from '../../domain/moderation/list-complaints';
import type { ResolveComplaint } from '../../domain/moderation/resolve-complaint';
import type { AssignComplaint } from '../../domain/moderation/assign-complaint';
import type { LiftSuspension, SuspendMember } from '../../domain/moderation/suspend-member';
import type { RejectedPhotos } from '../../domain/moderation/photo-review';
import type { ListPhotoQueue, PhotoForReview, ReviewPhoto } from '../../domain/moderation/review-photo';
import type { ListRejectedPhotos } from '../../domain/profiles/list-rejected-photos';
import type { ShowReport } from '../../domain/moderation/show-report';
import type { ArrangePhotos } from '../../domain/profiles/arrange-photos';
import type { DeletePhoto } from '../../domain/profiles/delete-photo';
import type { ListPhotos } from '../../domain/profiles/list-photos';
import type { ViewProfilePhotos } from '../../domain/profiles/view-profile-photos';
import type { RelatedProfiles } from '../../domain/search/related-profiles';
import type { SetPhotoPrivacy } from '../../domain/profiles/set-photo-privacy';
import type { LocatePosition } from '../../domain/profiles/locate-position';
import type { ImageProcessor, MisplacedMedia, Photos, PhotoStorage, PhotoVariants } from '../../domain/profiles/media-ports';
import type { PrivateMediaAccess } from '../../domain/profiles/private-media-access';
import type { SettleMisplacedMedia } from '../../domain/profiles/settle-misplaced-media';
import type { Profiles } from '../../domain/profiles/profile';
import type { SavePushSubscription } from '../../domain/profiles/save-push-subscription';
import type { ProfileSettings, RegionCatalogue, ReverseGeocoder } from '../../domain/profiles/settings-ports';
import type { UpdateProfileDetails } from '../../domain/profiles/update-profile-details';
import type { UpdateUserSettings } from '../../domain/profiles/update-user-settings';
import type { UploadPhoto } from '../../domain/profiles/upload-photo';
import type { ViewProfile } from '../../domain/profiles/view-profile';
import type { EventBus } from '../../domain/realtime/live-event';
import type { Presence } from '../../domain/realtime/presence';
import type { OnlineAmong } from '../../domain/profiles/online-among';
import type { ProfileSearch, SearchMembers } from '../../domain/search/search-members';
import type { SiteSettingsStore } from '../../domain/settings/site-settings';
import type { ServedSettings } from '../../domain/settings/setting-rows';
import type { ChangeSiteSetting, ResetSiteSetting, ShowDomainSettings } from '../../domain/operators/settings/site-setting-admin';
import type { ListOperators, ManageOperator } from '../../domain/operators/manage-operators';
import type { InviteOperator, ResendOperatorSetup, SetUpOperatorPassword } from '../../domain/operators/operator-setup';
import type { Clock } from '../../domain/shared/clock';
import type { IdempotencyKeys } from '../../domain/shared/idempotency';
import type { RandomTokens } from '../../domain/shared/random-tokens';
import type { RateLimiter } from '../../domain/shared/rate-limiter';
import type { Transactions } from '../../domain/transactions';
import type { PaymentLinks, Payments, PaymentGateway } from '../../domain/payments/ports';
import type { OfferCredits } from '../../domain/payments/credit-offer';
import type { StartCheckout } from '../../domain/payments/start-checkout';
import type { RepeatOrder } from '../../domain/payments/repeat-order';
import type { ApplyGatewayStatus } from '../../domain/payments/apply-gateway-status';
import type { SweepUnsettledPayments } from '../../domain/payments/sweep-unsettled-payments';
import type { MemberPayments } from '../../domain/payments/member-payments';
import type { SandboxCheckoutPage } from '../../domain/payments/sandbox-checkout';
import type { CheckoutDiscounts, DiscountCodes } from '../../domain/discounts/ports';
import type { ResolveDiscount } from '../../domain/discounts/resolve-discount';
import type { DirectDebitBlocks, SmsCodes, SmsOutbox, SmsSender } from '../../domain/direct-debit/ports';
import type { OrderByDirectDebit } from '../../domain/direct-debit/order-by-direct-debit';
import type { RequestDirectDebitCode } from '../../domain/direct-debit/request-direct-debit-code';
import type { AuditTrail } from '../../domain/operators/audit';
import type { ConfirmTotp } from '../../domain/operators/confirm-totp';
import type { CreateOperator } from '../../domain/operators/create-operator';
import type { CurrentOperator } from '../../domain/operators/current-operator';
import type { EnrolTotp } from '../../domain/operators/enrol-totp';
import type { ListAuditEntries } from '../../domain/operators/list-audit-entries';
import type { LogInOperator } from '../../domain/operators/log-in-operator';
import type { LogOutOperator } from '../../domain/operators/log-out-operator';
import type { OperatorSessionKeeper } from '../../domain/operators/operator-session-keeper';
import type { PassSecondFactor } from '../../domain/operators/pass-second-factor';
import type { OperatorSessions, OperatorTransactions, Operators, TwoFactorCodes } from '../../domain/operators/ports';
import type { CorrectCredits } from '../../domain/operators/members/correct-credits';
import type { ListPayments, ShowPayment } from '../../domain/operators/payments/list-payments';
import type { PaymentBook } from '../../domain/operators/payments/payment-refunds';
import type { RefundPayment } from '../../domain/operators/payments/refund-payment';
import type { ReversePayment } from '../../domain/operators/payments/reverse-payment';
import type { EndMemberSessions } from '../../domain/operators/members/end-member-sessions';
import type { FindMembers } from '../../domain/operators/members/find-members';
import type { MemberDirectory } from '../../domain/operators/members/member-directory';
import type { ResendMemberActivation } from '../../domain/operators/members/resend-member-activation';
import type { ChangeMemberEmail } from '../../domain/operators/members/change-member-email';
import type { DeleteMemberAccount } from '../../domain/operators/members/delete-member-account';
import type { EraseMember } from '../../domain/operators/members/erase-member';
import type { ExportMemberForGdpr } from '../../domain/operators/members/export-member-for-gdpr';
import type { LiftEndedSuspensions } from '../../domain/moderation/lift-ended-suspensions';
import type { ShowMemberAccount } from '../../domain/operators/members/show-member-account';

const token = <T>(name: string) => Symbol.for(`hartslag.${name}`) as ServiceIdentifier<T>;

/** The ports of the domain: what an adapter module (postgres-adapters.ts, memory-adapters.ts) binds. */
export const PORTS = {
  clock: token<Clock>('clock'),
  randomTokens: token<RandomTokens>('randomTokens'),
  passwordHasher: token<PasswordHasher>('passwordHasher'),
  /** A hash of no one's password: a login for an unknown email costs as long as one for a known email. */
  decoyHash: token<string>('decoyHash'),
  events: token<EventBus>('events'),
  settings: token<SiteSettingsStore>('settings'),
  /** Decision 0077: the served domains, and the reload after an operator's change. */
  servedSettings: token<ServedSettings>('servedSettings'),
  mailer: token<Mailer>('mailer'),
  mailOutbox: token<MailOutbox>('mailOutbox'),
  /** Decision 0042: what use cases queue outside a transaction, and how the worker delivers it. */
  outbox: token<Outbox>('outbox'),
  outboxQueue: token<OutboxQueue>('outboxQueue'),
  mailTransport: token<MailTransport>('mailTransport'),
  /** Decision 0056: her e-mail preferences and why her notifications are disabled, read at delivery. */
  emailPreferences: token<EmailPreferencesStore>('emailPreferences'),
  /** Decision 0056: the mail a notice becomes, for the notice fan-out (notice-mail.ts). */
  noticeMails: token<NoticeMails>('noticeMails'),
  smsTransport: token<SmsTransport>('smsTransport'),
  /** Decision 0057: signs unsubscribe links with the install's key. */
  unsubscribeSignatures: token<Signatures>('unsubscribeSignatures'),
  jobSchedules: token<JobSchedules>('jobSchedules'),
  pageLinks: token<PageLinks>('pageLinks'),
  rateLimiter: token<RateLimiter>('rateLimiter'),
  idempotencyKeys: token<IdempotencyKeys>('idempotencyKeys'),
  transactions: token<Transactions>('transactions'),
  accountTransactions: token<AccountTransactions>('accountTransactions'),
  members: token<MemberAccounts>('members'),
  credentials: token<Credentials>('credentials'),
  sessionStore: token<Sessions>('sessionStore'),
  linkStore: token<LinkStore>('linkStore'),
  closures: token<AccountClosures>('closures'),
  memberMedia: token<MemberMedia>('memberMedia'),
  profiles: token<Profiles>('profiles'),
  profileSearch: token<ProfileSearch>('profileSearch'),
  profileSettings: token<ProfileSettings>('profileSettings'),
  regions: token<RegionCatalogue>('regions'),
  geocoder: token<ReverseGeocoder>('geocoder'),
  photos: token<Photos>('photos'),
  /** Decision 0075: her own rejected photos, for her photo list. */
  rejectedPhotos: token<RejectedPhotos>('rejectedPhotos'),
  photoStorage: token<PhotoStorage>('photoStorage'),
  images: token<ImageProcessor>('images'),
  photoVariants: token<PhotoVariants>('photoVariants'),
  misplacedMedia: token<MisplacedMedia>('misplacedMedia'),
  gifs: token<GifService>('gifs'),
  conversations: token<Conversations>('conversations'),
  ledger: token<CreditLedger>('ledger'),
  blocks: token<Blocks>('blocks'),
  invisibleMode: token<InvisibleMode>('invisibleMode'),
  likes: token<Likes>('likes'),
  profileOpenings: token<ProfileOpenings>('profileOpenings'),
  profileViews: token<ProfileViews>('profileViews'),
  badgeCounts: token<BadgeCounts>('badgeCounts'),
  cityPositions: token<CityPositions>('cityPositions'),
  supportCases: token<SupportCases>('supportCases'),
  /** Decision 0082: a complaint's row and its mail on one transaction. */
  complaintTransactions: token<ComplaintTransactions>('complaintTransactions'),
  /** Decision 0072: the members' suspensions (the login asks; moderators suspend through OperatorTransactions). */
  suspensions: token<Suspensions>('suspensions'),
  presence: token<Presence>('presence'),
  /** Decision 0055: which conversation each tab shows and whether it is in sight (no push while she reads it). */
  conversationViews: token<ConversationViews>('conversationViews'),
  noticeReader: token<NoticeReader>('noticeReader'),
  fanOutNotice: token<FanOutNotice>('fanOutNotice'),
  pushTransport: token<PushTransport>('pushTransport'),
  /** Which push endpoints the sender may reach, and how: tests rebind it to the loopback push service. */
  pushEndpointAccess: token<PushEndpointAccess>('pushEndpointAccess'),
  payments: token<Payments>('payments'),
  paymentGateway: token<PaymentGateway>('paymentGateway'),
  paymentLinks: token<PaymentLinks>('paymentLinks'),
  discountCodes: token<DiscountCodes>('discountCodes'),
  /** The discount that applies to an order: bound by the discounts module (its ResolveDiscount). */
  checkoutDiscounts: token<CheckoutDiscounts>('checkoutDiscounts'),
  /** Direct debit (issue 12): SMS out (the outbox by default), the outbox read back, the codes, the operator's block. */
  smsSender: token<SmsSender>('smsSender'),
  smsOutbox: token<SmsOutbox>('smsOutbox'),
  smsCodes: token<SmsCodes>('smsCodes'),
  directDebitBlocks: token<DirectDebitBlocks>('directDebitBlocks'),
  /** Issue 25, decision 0070: the back office's operators, their sessions, the audit trail and TOTP. */
  operators: token<Operators>('operators'),
  operatorSessions: token<OperatorSessions>('operatorSessions'),
  operatorTransactions: token<OperatorTransactions>('operatorTransactions'),
  auditTrail: token<AuditTrail>('auditTrail'),
  twoFactorCodes: token<TwoFactorCodes>('twoFactorCodes'),
  /** Decision 0073: the back office's member search. */
  memberDirectory: token<MemberDirectory>('memberDirectory'),
  /** Decision 0076: finance's list of payments with their refunds. */
  paymentBook: token<PaymentBook>('paymentBook'),
  /** Decision 0078: the dashboard's per-day figures. */
  dashboardFigures: token<DashboardFigures>('dashboardFigures'),
} as const;

/** The use cases, one group per area of SPEC; each area module (accounts.ts, profiles.ts, ...) binds its group. */
export const USE_CASES = {
  visitors: {
    listVisitors: token<ListVisitors>('visitors.listVisitors'),
    recordProfileView: token<RecordProfileView>('visitors.recordProfileView'),
  },
  accounts: {
    sessions: token<SessionStarter>('accounts.sessions'),
    links: token<AccountLinks>('accounts.links'),
    currentMember: token<CurrentMember>('accounts.currentMember'),
    signUp: token<SignUp>('accounts.signUp'),
    activateAccount: token<ActivateAccount>('accounts.activateAccount'),
    resendActivation: token<ResendActivation>('accounts.resendActivation'),
    logIn: token<LogIn>('accounts.logIn'),
    requestPasswordReset: token<RequestPasswordReset>('accounts.requestPasswordReset'),
    resetPassword: token<ResetPassword>('accounts.resetPassword'),
    changePassword: token<ChangePassword>('accounts.changePassword'),
    requestEmailChange: token<RequestEmailChange>('accounts.requestEmailChange'),
    confirmEmailChange: token<ConfirmEmailChange>('accounts.confirmEmailChange'),
    deleteAccount: token<DeleteAccount>('accounts.deleteAccount'),
    requestReactivation: token<RequestReactivation>('accounts.requestReactivation'),
    reactivate: token<Reactivate>('accounts.reactivate'),
    purgeDeletedAccounts: token<PurgeDeletedAccounts>('accounts.purgeDeletedAccounts'),
  },
  profiles: {
    viewProfile: token<ViewProfile>('profiles.viewProfile'),
    listPhotos: token<ListPhotos>('profiles.listPhotos'),
    listRejectedPhotos: token<ListRejectedPhotos>('profiles.listRejectedPhotos'),
    uploadPhoto: token<UploadPhoto>('profiles.uploadPhoto'),
    arrangePhotos: token<ArrangePhotos>('profiles.arrangePhotos'),
    setPhotoPrivacy: token<SetPhotoPrivacy>('profiles.setPhotoPrivacy'),
    deletePhoto: token<DeletePhoto>('profiles.deletePhoto'),
    viewProfilePhotos: token<ViewProfilePhotos>('profiles.viewProfilePhotos'),
    privateMediaAccess: token<PrivateMediaAccess>('profiles.privateMediaAccess'),
    settleMisplacedMedia: token<SettleMisplacedMedia>('profiles.settleMisplacedMedia'),
    updateUserSettings: token<UpdateUserSettings>('profiles.updateUserSettings'),
    updateProfileDetails: token<UpdateProfileDetails>('profiles.updateProfileDetails'),
    savePushSubscription: token<SavePushSubscription>('profiles.savePushSubscription'),
    locatePosition: token<LocatePosition>('profiles.locatePosition'),
    onlineAmong: token<OnlineAmong>('profiles.onlineAmong'),
  },
  search: {
    searchMembers: token<SearchMembers>('search.searchMembers'),
    relatedProfiles: token<RelatedProfiles>('search.relatedProfiles'),
    cardDistances: token<CardDistances>('search.cardDistances'),
  },
  chat: {
    listChats: token<ListChats>('chat.listChats'),
    openConversation: token<OpenConversation>('chat.openConversation'),
    readConversation: token<ReadConversation>('chat.readConversation'),
    sendMessage: token<SendMessage>('chat.sendMessage'),
    unreadTotal: token<UnreadTotal>('chat.unreadTotal'),
    badgeCounts: token<ReadBadgeCounts>('chat.badgeCounts'),
    removeConversation: token<RemoveConversation>('chat.removeConversation'),
    announceTyping: token<AnnounceTyping>('chat.announceTyping'),
    markRead: token<MarkRead>('chat.markRead'),
    sendChatPhoto: token<SendChatPhoto>('chat.sendChatPhoto'),
    searchGifs: token<SearchGifs>('chat.searchGifs'),
    sendGif: token<SendGif>('chat.sendGif'),
  },
  privacy: {
    blockMember: token<BlockMember>('privacy.blockMember'),
    unblockMember: token<UnblockMember>('privacy.unblockMember'),
    listBlockedMembers: token<ListBlockedMembers>('privacy.listBlockedMembers'),
    viewBlockedProfile: token<ViewBlockedProfile>('privacy.viewBlockedProfile'),
    setInvisible: token<SetInvisible>('privacy.setInvisible'),
    exportMemberData: token<ExportMemberData>('privacy.exportMemberData'),
  },
  likes: {
    likeMember: token<LikeMember>('likes.likeMember'),
    unlikeMember: token<UnlikeMember>('likes.unlikeMember'),
    listLikes: token<ListLikes>('likes.listLikes'),
    announceLike: token<AnnounceLike>('likes.announceLike'),
    seeLike: token<SeeLike>('likes.seeLike'),
    newLikesTotal: token<NewLikesTotal>('likes.newLikesTotal'),
    swipeStatus: token<SwipeStatus>('likes.swipeStatus'),
    swipeDeck: token<SwipeDeck>('likes.swipeDeck'),
    passMember: token<PassMember>('likes.passMember'),
    undoPass: token<UndoPass>('likes.undoPass'),
    findMatches: token<FindMatches>('likes.findMatches'),
    likeState: token<ReadLikeState>('likes.likeState'),
    openProfile: token<OpenProfile>('likes.openProfile'),
  },
  support: {
    reportMember: token<ReportMember>('support.reportMember'),
    fileComplaint: token<FileComplaint>('support.fileComplaint'),
  },
  /** Issue 12: buying credits, the payment's life, premium and the transactions (payments.ts). */
  payments: {
    offerCredits: token<OfferCredits>('payments.offerCredits'),
    startCheckout: token<StartCheckout>('payments.startCheckout'),
    repeatOrder: token<RepeatOrder>('payments.repeatOrder'),
    applyGatewayStatus: token<ApplyGatewayStatus>('payments.applyGatewayStatus'),
    sweepUnsettledPayments: token<SweepUnsettledPayments>('payments.sweepUnsettledPayments'),
    memberPayments: token<MemberPayments>('payments.memberPayments'),
    sandboxCheckout: token<SandboxCheckoutPage>('payments.sandboxCheckout'),
  },
  /** Issue 23, decision 0057: unsubscribe links and complaints and bounces reported to us (unsubscribe.ts). */
  unsubscribe: {
    openLink: token<OpenUnsubscribeLink>('unsubscribe.openLink'),
    unsubscribe: token<Unsubscribe>('unsubscribe.unsubscribe'),
    recordFeedback: token<RecordMailFeedback>('unsubscribe.recordFeedback'),
  },
  /** Issue 12: discount codes, the welcome discount and the time bonus (discounts.ts). */
  discounts: {
    resolveDiscount: token<ResolveDiscount>('discounts.resolveDiscount'),
  },
  /** Issue 12: ordering credits by direct debit with an SMS code (direct-debit.ts). */
  directDebit: {
    requestCode: token<RequestDirectDebitCode>('directDebit.requestCode'),
    order: token<OrderByDirectDebit>('directDebit.order'),
    /** The SMS outbox, read by the development mailbox (/dev/mailbox) beside the mails. */
    smsOutbox: token<SmsOutbox>('directDebit.smsOutbox'),
  },
  /** Issue 25, decision 0070: the operators' login, their accounts and the audit trail (operators.ts). */
  operators: {
    sessions: token<OperatorSessionKeeper>('operators.sessions'),
    logIn: token<LogInOperator>('operators.logIn'),
    enrolTotp: token<EnrolTotp>('operators.enrolTotp'),
    confirmTotp: token<ConfirmTotp>('operators.confirmTotp'),
    passSecondFactor: token<PassSecondFactor>('operators.passSecondFactor'),
    currentOperator: token<CurrentOperator>('operators.currentOperator'),
    logOut: token<LogOutOperator>('operators.logOut'),
    createOperator: token<CreateOperator>('operators.createOperator'),
    /** Decision 0083: an admin makes an operator with a one-time set-up link; she sets her password with it. */
    inviteOperator: token<InviteOperator>('operators.inviteOperator'),
    resendOperatorSetup: token<ResendOperatorSetup>('operators.resendOperatorSetup'),
    setUpOperatorPassword: token<SetUpOperatorPassword>('operators.setUpOperatorPassword'),
    // Decision 0077: settings per domain.
    showDomainSettings: token<ShowDomainSettings>('operators.showDomainSettings'),
    changeSiteSetting: token<ChangeSiteSetting>('operators.changeSiteSetting'),
    resetSiteSetting: token<ResetSiteSetting>('operators.resetSiteSetting'),
    // Decision 0077: the admin's operator management.
    listOperators: token<ListOperators>('operators.listOperators'),
    manageOperator: token<ManageOperator>('operators.manageOperator'),
    listAuditEntries: token<ListAuditEntries>('operators.listAuditEntries'),
    findMembers: token<FindMembers>('operators.findMembers'),
    showMemberAccount: token<ShowMemberAccount>('operators.showMemberAccount'),
    endMemberSessions: token<EndMemberSessions>('operators.endMemberSessions'),
    correctCredits: token<CorrectCredits>('operators.correctCredits'),
    resendMemberActivation: token<ResendMemberActivation>('operators.resendMemberActivation'),
    /** Decision 0079: her address, deletion, GDPR export and erasure; the job lifting ended suspensions. */
    changeMemberEmail: token<ChangeMemberEmail>('operators.changeMemberEmail'),
    deleteMemberAccount: token<DeleteMemberAccount>('operators.deleteMemberAccount'),
    exportMemberForGdpr: token<ExportMemberForGdpr>('operators.exportMemberForGdpr'),
    eraseMember: token<EraseMember>('operators.eraseMember'),
    liftEndedSuspensions: token<LiftEndedSuspensions>('operators.liftEndedSuspensions'),
    /** Decision 0072: the moderators' report queue (moderation.ts). */
    listReports: token<ListReports>('operators.listReports'),
    showReport: token<ShowReport>('operators.showReport'),
    assignReport: token<AssignReport>('operators.assignReport'),
    resolveReport: token<ResolveReport>('operators.resolveReport'),
    /** Decision 0081: the complaints from the footer's form. */
    listComplaints: token<ListComplaints>('operators.listComplaints'),
    resolveComplaint: token<ResolveComplaint>('operators.resolveComplaint'),
    /** Decision 0082: a moderator takes a complaint. */
    assignComplaint: token<AssignComplaint>('operators.assignComplaint'),
    suspendMember: token<SuspendMember>('operators.suspendMember'),
    liftSuspension: token<LiftSuspension>('operators.liftSuspension'),
    /** Decision 0075: the moderators' photo queue. */
    listPhotoQueue: token<ListPhotoQueue>('operators.listPhotoQueue'),
    photoForReview: token<PhotoForReview>('operators.photoForReview'),
    reviewPhoto: token<ReviewPhoto>('operators.reviewPhoto'),
    /** Decision 0076: payments, refunds and reversals (finance). */
    listPayments: token<ListPayments>('operators.listPayments'),
    showPayment: token<ShowPayment>('operators.showPayment'),
    refundPayment: token<RefundPayment>('operators.refundPayment'),
    reversePayment: token<ReversePayment>('operators.reversePayment'),
    /** Decision 0078: the dashboard and the operators' discount codes. */
    showDashboard: token<ShowDashboard>('operators.showDashboard'),
    listDiscountCodes: token<ListDiscountCodes>('operators.listDiscountCodes'),
    createDiscountCode: token<CreateDiscountCode>('operators.createDiscountCode'),
    limitDiscountCode: token<LimitDiscountCode>('operators.limitDiscountCode'),
    endDiscountCode: token<EndDiscountCode>('operators.endDiscountCode'),
  },
  /** Issue 23, decision 0056: her e-mail preferences on /notifications (email-settings.ts). */
  emailSettings: {
    read: token<ReadEmailSettings>('emailSettings.read'),
    change: token<ChangeEmailSettings>('emailSettings.change'),
  },
} as const;

export type Area = keyof typeof USE_CASES;
