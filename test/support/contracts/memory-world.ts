import { operatorId } from '../../../domain/operators/actor';
import { FixedClock } from '../../../adapters/memory/fixed-clock';
import { InMemoryAccountTransactions, InMemoryInvites, type SignupActivationState } from '../../../adapters/memory/in-memory-account-activation';
import { InMemoryMailer } from '../../../adapters/memory/in-memory-mailer';
import { InMemoryAccountClosures } from '../../../adapters/memory/in-memory-account-closures';
import { InMemoryBlocks } from '../../../adapters/memory/in-memory-blocks';
import { InMemoryConversations } from '../../../adapters/memory/in-memory-conversations';
import { InMemoryCredentials } from '../../../adapters/memory/in-memory-credentials';
import { InMemoryCreditLedger } from '../../../adapters/memory/in-memory-credit-ledger';
import { CapturingSmsSender, InMemoryDirectDebitBlocks, InMemoryDirectDebitMandates, InMemorySmsCodes } from '../../../adapters/memory/in-memory-direct-debit';
import { InMemoryDiscountCodes } from '../../../adapters/memory/in-memory-discount-codes';
import { InMemoryIdempotencyKeys } from '../../../adapters/memory/in-memory-idempotency-keys';
import { InMemoryInvisibleMode } from '../../../adapters/memory/in-memory-invisible-mode';
import { InMemoryEmailPreferences } from '../../../adapters/memory/in-memory-email-preferences';
import { InMemoryNoticeMailRecipients } from '../../../adapters/memory/in-memory-notice-mail-recipients';
import { InMemoryLikes } from '../../../adapters/memory/in-memory-likes';
import { InMemoryProfileOpenings } from '../../../adapters/memory/in-memory-profile-openings';
import { InMemoryProfileViews } from '../../../adapters/memory/in-memory-profile-views';
import { holdsLinks } from '../../../adapters/memory/in-memory-erasure';
import { InMemoryLinkStore } from '../../../adapters/memory/in-memory-link-store';
import { InMemoryMisplacedMedia } from '../../../adapters/memory/in-memory-misplaced-media';
import { InMemoryMailOutbox } from '../../../adapters/memory/in-memory-mail-outbox';
import { InMemoryMemberAccounts } from '../../../adapters/memory/in-memory-member-accounts';
import { InMemoryOutboxQueue } from '../../../adapters/memory/in-memory-outbox';
import { InMemoryPayments } from '../../../adapters/memory/in-memory-payments';
import { InMemoryPhotos } from '../../../adapters/memory/in-memory-photos';
import { InMemoryProfileSettings } from '../../../adapters/memory/in-memory-profile-settings';
import { InMemoryReportQueue, InMemorySuspensions, ModerationState } from '../../../adapters/memory/in-memory-moderation';
import { InMemoryProfiles } from '../../../adapters/memory/in-memory-profiles';
import { InMemorySessions } from '../../../adapters/memory/in-memory-sessions';
import { InMemorySiteSettings } from '../../../adapters/memory/in-memory-site-settings';
import { InMemoryStore } from '../../../adapters/memory/in-memory-store';
import { InMemorySupportCases } from '../../../adapters/memory/in-memory-support-cases';
import { InMemoryTransactions } from '../../../adapters/memory/in-memory-transactions';
import { CONTRACT_NOW, type AdapterWorld } from './adapter-world';

/** The in-memory adapters on a new store, wired as bff/wiring/memory-adapters.ts wires them. */
export async function memoryWorld(): Promise<AdapterWorld> {
  const store = new InMemoryStore();
  const clock = new FixedClock(CONTRACT_NOW);
  const discountCodes = new InMemoryDiscountCodes(store);
  const directDebitBlocks = new InMemoryDirectDebitBlocks();
  const siteSettings = new InMemorySiteSettings();
  const outboxQueue = new InMemoryOutboxQueue(clock);
  const transactions = new InMemoryTransactions(store, clock, outboxQueue);
  const signupState: SignupActivationState = { invites: new Map(), tracking: new Map() };
  const linkStore = new InMemoryLinkStore((id) => holdsLinks(store, id));
  const photos = new InMemoryPhotos(store);
  const mailer = new InMemoryMailer();
  const sms = new CapturingSmsSender();
  const supportCases = new InMemorySupportCases();
  const moderation = new ModerationState(supportCases, store);
  return {
    members: new InMemoryMemberAccounts(store, clock),
    ledger: new InMemoryCreditLedger(store),
    transactions,
    outboxQueue,
    accountTransactions: new InMemoryAccountTransactions(transactions, store, signupState, linkStore),
    conversations: new InMemoryConversations(store),
    likes: new InMemoryLikes(store),
    profileOpenings: new InMemoryProfileOpenings(store),
    profileViews: new InMemoryProfileViews(store),
    blocks: new InMemoryBlocks(store),
    invisibleMode: new InMemoryInvisibleMode(store),
    emailPreferences: new InMemoryEmailPreferences(store),
    noticeMailRecipients: new InMemoryNoticeMailRecipients(store, new InMemoryEmailPreferences(store), clock),
    profiles: new InMemoryProfiles(store),
    profileSettings: new InMemoryProfileSettings(store),
    photos,
    misplacedMedia: new InMemoryMisplacedMedia(store, photos),
    sessions: new InMemorySessions(store),
    credentials: new InMemoryCredentials(store),
    closures: new InMemoryAccountClosures(store),
    idempotencyKeys: new InMemoryIdempotencyKeys(),
    linkStore,
    supportCases,
    reportQueue: new InMemoryReportQueue(moderation),
    suspensions: new InMemorySuspensions(moderation),
    payments: new InMemoryPayments(store),
    discountCodes,
    smsCodes: new InMemorySmsCodes(store),
    mandates: new InMemoryDirectDebitMandates(store),
    directDebitBlocks,
    siteSettings,
    mailOutbox: new InMemoryMailOutbox(mailer),
    smsOutbox: sms,
    given: {
      async member(id, change) {
        const member = store.member(id);
        if (!member) throw new Error(`member ${id} is not stored`);
        if (change.status !== undefined) member.status = change.status;
        if (change.invisible !== undefined) member.invisible = change.invisible;
        if (change.profileStatus !== undefined) member.profile = { ...member.profile, status: change.profileStatus };
      },
      async invite(code) {
        new InMemoryInvites(signupState).add(code);
      },
      async discountCode(code) {
        discountCodes.add(code);
      },
      async directDebitBlocked(member) {
        directDebitBlocks.block(member);
      },
      async mailDelivered(mail) {
        await mailer.send(mail);
      },
      async smsDelivered(to, text) {
        await sms.send(to, text);
      },
      async moderator() {
        return operatorId(1);
      },
      async setting(key, value) {
        siteSettings.set(key, value);
      },
    },
  };
}
