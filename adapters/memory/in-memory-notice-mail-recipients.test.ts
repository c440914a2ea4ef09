import { describe } from 'vitest';
import { noticeMailRecipientsContract } from '../../test/support/contracts/notice-mail-recipients-contract';
import { memoryWorld } from '../../test/support/contracts/memory-world';

describe('InMemoryNoticeMailRecipients', () => {
  noticeMailRecipientsContract(memoryWorld);
});
