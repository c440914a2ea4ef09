import type { Knex } from 'knex';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database } from '../../../adapters/postgres/database';
import { MailboxTransport, PostgresMailOutbox } from '../../../adapters/mail/outbox-mailer';
import { PostgresAccountTransactions } from '../../../adapters/postgres/postgres-account-activation';
import { PostgresAccountClosures } from '../../../adapters/postgres/postgres-account-closures';
import { PostgresBlocks } from '../../../adapters/postgres/postgres-blocks';
import { PostgresConversations } from '../../../adapters/postgres/postgres-conversations';
import { PostgresCredentials } from '../../../adapters/postgres/postgres-credentials';
import { PostgresCreditLedger } from '../../../adapters/postgres/postgres-credit-ledger';
import { PostgresDirectDebitBlocks, PostgresDirectDebitMandates, PostgresSmsCodes } from '../../../adapters/postgres/postgres-direct-debit';
import { PostgresDiscountCodes } from '../../../adapters/postgres/postgres-discount-codes';
import { PostgresIdempotencyKeys } from '../../../adapters/postgres/postgres-idempotency-keys';
import { PostgresInvisibleMode } from '../../../adapters/postgres/postgres-invisible-mode';
import { PostgresEmailPreferences } from '../../../adapters/postgres/postgres-email-preferences';
import { PostgresNoticeMailRecipients } from '../../../adapters/postgres/postgres-notice-mail-recipients';
import { PostgresLikes } from '../../../adapters/postgres/postgres-likes';
import { PostgresProfileOpenings } from '../../../adapters/postgres/postgres-profile-openings';
import { PostgresProfileViews } from '../../../adapters/postgres/postgres-profile-views';
import { PostgresLinkStore } from '../../../adapters/postgres/postgres-link-store';
import { PostgresMemberAccounts } from '../../../adapters/postgres/postgres-member-accounts';
import { PostgresMisplacedMedia } from '../../../adapters/postgres/postgres-misplaced-media';
import { PostgresOutboxQueue } from '../../../adapters/postgres/postgres-outbox';
import { PostgresPayments } from '../../../adapters/postgres/postgres-payments';
import { PostgresPhotos } from '../../../adapters/postgres/postgres-photos';
import { PostgresProfileSettings } from '../../../adapters/postgres/postgres-profile-settings';
import { PostgresProfiles } from '../../../adapters/postgres/postgres-profiles';
import { PostgresSessions } from '../../../adapters/postgres/postgres-sessions';
import { ANY_DOMAIN, PostgresSiteSettings } from '../../../adapters/postgres/postgres-site-settings';
import { PostgresOperators } from '../../../adapters/postgres/postgres-operators';
import { PostgresReportQueue, PostgresSuspensions } from '../../../adapters/postgres/postgres-moderation';
import { PostgresSupportCases } from '../../../adapters/postgres/postgres-support-cases';
import { PostgresTransactions } from '../../../adapters/postgres/postgres-transactions';
import { PostgresSmsOutbox, SmsBoxTransport } from '../../../adapters/sms/outbox-sms';
import { databaseKinds, freshDatabase } from '../test-databases';
import { CONTRACT_NOW, type AdapterWorld, type WorldMaker } from './adapter-world';

const tablesOf = new WeakMap<Knex, Promise<string[]>>();

/** Every table of the schema but knex's own: what a test may have written. */
const appTables = (knex: Knex): Promise<string[]> => {
  let tables = tablesOf.get(knex);
  if (!tables) {
    tables = knex
      .raw(`select tablename from pg_tables where schemaname = current_schema() and tablename not like 'knex\\_%'`)
      .then((result: { rows: { tablename: string }[] }) => result.rows.map((row) => row.tablename));
    tablesOf.set(knex, tables);
  }
  return tables;
};

/**
 * Empties every table and restarts its ids, so each test starts on an empty database as the memory world starts on a
 * new store. Only the tables holding rows are truncated: a TRUNCATE of every table costs PostgreSQL a second a test.
 */
export async function emptyDatabase(knex: Knex): Promise<void> {
  const tables = await appTables(knex);
  const filled = (await knex.raw(tables.map((t) => `select '${t}' as tablename where exists (select 1 from "${t}")`).join(' union all '))) as { rows: { tablename: string }[] };
  if (filled.rows.length === 0) return;
  await knex.raw(`truncate table ${filled.rows.map((row) => `"${row.tablename}"`).join(', ')} restart identity cascade`);
}

/** The PostgreSQL adapters on an emptied database, wired as bff/wiring/postgres-adapters.ts wires them. */
export async function postgresWorld(knex: Knex): Promise<AdapterWorld> {
  await emptyDatabase(knex);
  const clock = { now: () => new Date(CONTRACT_NOW.getTime()) };
  const profiles = new PostgresProfiles(knex);
  const discountCodes = new PostgresDiscountCodes(knex);
  const siteSettings = new PostgresSiteSettings(knex, { refreshMs: 0 });
  return {
    members: new PostgresMemberAccounts(knex, clock),
    ledger: new PostgresCreditLedger(knex),
    transactions: new PostgresTransactions(knex, clock),
    outboxQueue: new PostgresOutboxQueue(knex),
    accountTransactions: new PostgresAccountTransactions(knex, clock),
    conversations: new PostgresConversations(knex),
    likes: new PostgresLikes(knex),
    profileOpenings: new PostgresProfileOpenings(knex),
    profileViews: new PostgresProfileViews(knex),
    blocks: new PostgresBlocks(knex),
    invisibleMode: new PostgresInvisibleMode(knex),
    emailPreferences: new PostgresEmailPreferences(knex),
    noticeMailRecipients: new PostgresNoticeMailRecipients(knex),
    profiles,
    profileSettings: new PostgresProfileSettings(knex),
    photos: new PostgresPhotos(knex),
    misplacedMedia: new PostgresMisplacedMedia(knex),
    sessions: new PostgresSessions(knex),
    credentials: new PostgresCredentials(knex),
    closures: new PostgresAccountClosures(knex),
    idempotencyKeys: new PostgresIdempotencyKeys(knex),
    linkStore: new PostgresLinkStore(knex),
    supportCases: new PostgresSupportCases(knex),
    reportQueue: new PostgresReportQueue(knex),
    suspensions: new PostgresSuspensions(knex),
    payments: new PostgresPayments(knex),
    discountCodes,
    smsCodes: new PostgresSmsCodes(knex),
    mandates: new PostgresDirectDebitMandates(knex),
    directDebitBlocks: new PostgresDirectDebitBlocks(knex),
    siteSettings,
    mailOutbox: new PostgresMailOutbox(knex),
    smsOutbox: new PostgresSmsOutbox(knex),
    given: {
      async member(id, change) {
        const members: Record<string, unknown> = {};
        if (change.status !== undefined) members.status = change.status;
        if (change.invisible !== undefined) members.invisible = change.invisible;
        if (Object.keys(members).length > 0) await knex('members').where('id', id).update(members);
        if (change.profileStatus !== undefined) await knex('profiles').where('member_id', id).update({ status: change.profileStatus });
      },
      async invite(code) {
        await knex('invites').insert({ code });
      },
      async discountCode(code) {
        await discountCodes.add(code, CONTRACT_NOW);
      },
      async directDebitBlocked(member) {
        await knex('members').where('id', member).update({ direct_debit_blocked: true });
      },
      async mailDelivered(mail, messageId) {
        await new MailboxTransport(siteSettings, knex).deliver(mail, messageId);
      },
      async smsDelivered(to, text, messageId) {
        await new SmsBoxTransport(knex).deliver(to, text, messageId);
      },
      async moderator() {
        return new PostgresOperators(knex).create({ email: 'moderator@hartslag.test', name: 'Mo', role: 'moderator', passwordHash: 'plain:x', createdAt: CONTRACT_NOW });
      },
      async setting(key, value) {
        await siteSettings.set(ANY_DOMAIN, key, value);
      },
    },
  };
}

/**
 * Runs a contract on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set: one fresh database per kind for the
 * suite, emptied before each test.
 */
export function onEveryDatabase(suite: string, contract: (make: WorldMaker) => void): void {
  describe.each(databaseKinds())(`${suite} on %s`, (kind) => {
    let database: Database | undefined;
    beforeAll(async () => {
      database = await freshDatabase(kind);
    });
    afterAll(() => database?.close());
    contract(() => postgresWorld(database!.knex));
  });
}
