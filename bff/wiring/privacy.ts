import { ContainerModule } from 'inversify';
import { BlockMember } from '../../domain/privacy/block-member';
import { ExportMemberData } from '../../domain/privacy/export-member-data';
import { ListBlockedMembers } from '../../domain/privacy/list-blocked-members';
import { SetInvisible } from '../../domain/privacy/set-invisible';
import { UnblockMember } from '../../domain/privacy/unblock-member';
import { ViewBlockedProfile } from '../../domain/privacy/view-blocked-profile';
import { bindUseCase } from './bind-use-case';
import { PORTS as P, USE_CASES } from './tokens';

const U = USE_CASES.privacy;

/** SPEC §2, §6: blocking, invisible mode and the member's data export. */
export const privacyModule = new ContainerModule(({ bind }) => {
  bindUseCase(bind, U.blockMember, (d) => new BlockMember(d), { blocks: P.blocks, members: P.members, clock: P.clock });
  bindUseCase(bind, U.unblockMember, (d) => new UnblockMember(d), { blocks: P.blocks });
  bindUseCase(bind, U.viewBlockedProfile, (d) => new ViewBlockedProfile(d), { blocks: P.blocks, members: P.members });
  bindUseCase(bind, U.listBlockedMembers, (d) => new ListBlockedMembers(d), { blocks: P.blocks, members: P.members });
  bindUseCase(bind, U.setInvisible, (d) => new SetInvisible(d), { invisibleMode: P.invisibleMode });
  bindUseCase(bind, U.exportMemberData, (d) => new ExportMemberData(d), {
    members: P.members,
    conversations: P.conversations,
    ledger: P.ledger,
    blocks: P.blocks,
    clock: P.clock,
    photos: P.photos,
    rateLimiter: P.rateLimiter,
    likes: P.likes,
    payments: P.payments,
  });
});
