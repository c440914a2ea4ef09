import { noticeMailRecipientsContract } from '../../test/support/contracts/notice-mail-recipients-contract';
import { onEveryDatabase } from '../../test/support/contracts/postgres-world';

onEveryDatabase('PostgresNoticeMailRecipients', noticeMailRecipientsContract);
