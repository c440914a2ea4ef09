import { describe } from 'vitest';
import { aNewMember } from '../../test/support/new-member-mother';
import { reminderLogContract } from '../../test/support/contracts/reminder-log-contract';
import { databaseKinds, freshDatabase } from '../../test/support/test-databases';
import { PostgresMemberAccounts } from './postgres-member-accounts';
import { PostgresReminderTransactions } from './postgres-reminders';

describe.each(databaseKinds())('PostgresReminderTransactions on %s', (kind) => {
  reminderLogContract(async () => {
    const database = await freshDatabase(kind);
    const clock = { now: () => new Date('2026-11-27T08:00:00Z') };
    let members = 0;
    return {
      transactions: new PostgresReminderTransactions(database.knex, clock),
      addMember: () => new PostgresMemberAccounts(database.knex, clock).create(aNewMember({}, { email: `m${(members += 1)}@example.nl`, passwordHash: 'x', name: 'Anna', signupDate: clock.now() })),
      queuedMails: async () => Number(((await database.knex('outbox').where({ kind: 'mail' }).count({ n: '*' })) as { n: string | number }[])[0]!.n),
      close: () => database.close(),
    };
  });
});
