import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { MemberMedia } from '../../domain/accounts/closure-ports';
import type { MemberId } from '../../domain/shared/ids';

/** A member's uploads live in `<mediaDir>/photos/<memberId>/`; removing the folder removes them all. */
export class DiskMemberMedia implements MemberMedia {
  constructor(private readonly mediaDir: string) {}

  folderOf(member: MemberId): string {
    // The id is a positive integer from the database, so the path cannot leave the photos folder.
    if (!Number.isSafeInteger(member) || member <= 0) throw new Error(`not a member id: ${member}`);
    return path.join(this.mediaDir, 'photos', String(member));
  }

  async removeAllFor(member: MemberId): Promise<void> {
    await rm(this.folderOf(member), { recursive: true, force: true });
  }
}
