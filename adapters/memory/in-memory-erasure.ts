import type { ErasureCounts } from '../../domain/operators/members/member-records';
import { erasedEmail } from '../../domain/operators/members/member-records';
import type { NewProfile } from '../../domain/profiles/profile';
import type { MemberId } from '../../domain/shared/ids';
import { InMemoryBlocks } from './in-memory-blocks';
import { InMemoryLikes } from './in-memory-likes';
import { InMemoryPhotos } from './in-memory-photos';
import { InMemoryProfileViews } from './in-memory-profile-views';
import type { InMemoryStore } from './in-memory-store';

/** When each tombstone was erased, beside the store (as the closures' deletions), keyed by store. */
const erasuresOf = new WeakMap<object, Map<MemberId, Date>>();
export const erasures = (key: object): Map<MemberId, Date> => {
  let map = erasuresOf.get(key);
  if (!map) erasuresOf.set(key, (map = new Map()));
  return map;
};

/** Whether links may be kept for an id: a member who is not a tombstone (the account_links rows go with the erasure). */
export const holdsLinks = (store: InMemoryStore, id: MemberId): boolean => store.member(id) !== undefined && !erasures(store).has(id);

/**
 * What PostgreSQL's eraseMember (adapters/postgres/member-erasure.ts) does to the tables the memory store holds: her
 * personal data gone, the member a tombstone with her ledger and payments (decisions 0079, 0084). Support's erasure
 * adds what lives beside the store (suspensions, reports, complaints, tracking: InMemoryMemberRecords).
 */
export async function eraseFromStore(store: InMemoryStore, member: MemberId, at: Date): Promise<ErasureCounts> {
  const data = store.data;
  const stored = data.members.get(member);
  if (!stored) return { messages: 0, photos: 0 };
  const photos = new InMemoryPhotos(store);
  const photoCount = (await photos.listFor(member)).length;
  photos.forget(member);
  const messages = data.messages.filter((m) => m.senderId === member).length;
  data.messages = data.messages.filter((m) => m.senderId !== member);
  for (const conversation of data.conversations.values()) {
    if (conversation.memberIds.includes(member)) for (const id of conversation.memberIds) conversation.unread.set(id, 0);
  }
  new InMemoryLikes(store).forget(member);
  new InMemoryBlocks(store).forget(member);
  new InMemoryProfileViews(store).forget(member);
  for (const [digest, session] of store.sessions) if (session.memberId === member) store.sessions.delete(digest);
  data.smsCodes = data.smsCodes.filter((c) => c.memberId !== member);
  data.mandates = data.mandates.map((m) => (m.memberId === member ? { ...m, accountHolder: '', iban: '', street: '', houseNumber: '', postcode: '', city: '', mobile: '' } : m));
  stored.profile = {
    ...stored.profile,
    name: '',
    country: '',
    region: '',
    city: '',
    about: '',
    interests: [],
    status: 'disabled',
    mainImage: null,
    dateOfBirth: new Date('1900-01-01T00:00:00Z'),
  } as NewProfile;
  stored.email = erasedEmail(member);
  stored.passwordHash = '!erased';
  stored.status = 'deleted';
  stored.deletedAt = null;
  stored.notificationsDisabled = [];
  stored.invisible = true;
  erasures(store).set(member, new Date(at.getTime()));
  return { messages, photos: photoCount };
}
