import { describe } from 'vitest';
import { memberId } from '../../domain/shared/ids';
import { reminderLogContract } from '../../test/support/contracts/reminder-log-contract';
import { InMemoryReminderTransactions } from './in-memory-reminder-log';

describe('InMemoryReminderTransactions', () => {
  reminderLogContract(async () => {
    const transactions = new InMemoryReminderTransactions();
    let members = 0;
    return { transactions, addMember: async () => memberId((members += 1)), queuedMails: async () => transactions.mails.length, close: async () => {} };
  });
});
