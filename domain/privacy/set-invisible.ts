import type { MemberId } from '../shared/ids';
import type { InvisibleMode } from './ports';

/** Turns invisible mode on or off: an invisible member is left out of search but chats as before. */
export class SetInvisible {
  constructor(private readonly deps: { invisibleMode: InvisibleMode }) {}

  run(member: MemberId, invisible: boolean): Promise<void> {
    return this.deps.invisibleMode.setInvisible(member, invisible);
  }
}
