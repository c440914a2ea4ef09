import type { MemberMedia } from '../../domain/accounts/closure-ports';
import type { MemberId } from '../../domain/shared/ids';

/** Which members have files, for tests that check the purge removed them. */
export class InMemoryMemberMedia implements MemberMedia {
  readonly files = new Map<MemberId, string[]>();

  async removeAllFor(member: MemberId): Promise<void> {
    this.files.delete(member);
  }
}
