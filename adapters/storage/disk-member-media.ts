import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { MemberMedia } from '../../domain/accounts/closure-ports';
import type { MemberId } from '../../domain/shared/ids';

/**
 * A member's uploads live in `<mediaDir>/photos/<memberId>/` and, the private ones (decision 0043), in
 * `<privateMediaDir>/<memberId>/`; removing both folders removes them all.
 */
export class DiskMemberMedia implements MemberMedia {
  constructor(
    private readonly mediaDir: string,
    private readonly privateMediaDir: string,
  ) {}

  foldersOf(member: MemberId): readonly string[] {
    // The id is a positive integer from the database, so the path cannot leave the photos folder.
    if (!Number.isSafeInteger(member) || member <= 0) throw new Error(`not a member id: ${member}`);
    return [path.join(this.mediaDir, 'photos', String(member)), path.join(this.privateMediaDir, String(member))];
  }

  async removeAllFor(member: MemberId): Promise<void> {
    for (const folder of this.foldersOf(member)) await rm(folder, { recursive: true, force: true });
  }
}
