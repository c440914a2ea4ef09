import type { Knex } from 'knex';
import type { ProfileOpening, ProfileOpenings } from '../../domain/likes/open-profile';
import type { MemberId } from '../../domain/shared/ids';
import { PHOTO_COLUMNS, toPhoto, type PhotoRow } from './postgres-photos';
import { PostgresProfiles } from './postgres-profiles';
import { profileColumns, toProfile, type ProfileRow } from './profile-row';
import { PreparedQuery } from './prepared-statements';

type OpeningRow = ProfileRow & { opening_photos: PhotoRow[] | string | null; opening_liked: boolean; opening_liked_by: boolean; opening_joined_at: Date | string };

/**
 * One statement: the listed profile (PostgresProfiles' own query) with its photos as a JSON array, the likes between
 * the two, a CTE that clears the profile's like of the viewer when it is new and the profile is listed, and one that
 * records the viewer's view for the owner's visitors when asked (`record`) and the profile is listed (issue 27,
 * decision 0068: no round trip more for the profile page). The likes read are the statement's snapshot: the CTE's
 * update does not change whether there is a like.
 */
/** Written once by the builder below and sent by name: every opened profile asks it (decision 0053). */
const OPEN_PROFILE = new PreparedQuery<{ id: MemberId; viewer: MemberId; record: boolean; at: Date }>('open_profile', (db, { id, viewer, record, at }) => {
  const profiles = new PostgresProfiles(db);
  const photoColumns = PHOTO_COLUMNS.map((column) => `ph.${column}`).join(', ');
  const seen = db('likes')
    .where({ liker_id: id, liked_id: viewer, is_new: true })
    .whereExists(profiles.listedQuery(id, viewer).select(db.raw('1')))
    .update({ is_new: false }, ['liker_id']);
  const viewed = db('profile_views')
    .insert(
      profiles
        .listedQuery(id, viewer)
        .whereRaw('?::boolean', [record])
        .select(['p.member_id as viewed_id', db.raw('?::bigint as viewer_id', [viewer]), db.raw('?::timestamptz as viewed_at', [at])]),
    )
    .onConflict(['viewed_id', 'viewer_id'])
    .merge({ viewed_at: db.raw('greatest(profile_views.viewed_at, excluded.viewed_at)') })
    .returning(['viewer_id']);
  return db
    .with('seen', seen)
    .with('viewed', viewed)
    .from(profiles.listedQuery(id, viewer).select([
      ...profileColumns(db),
      db.raw(
        `(select coalesce(json_agg(ph order by ph.position, ph.id), '[]') from (select ${photoColumns} from photos ph where ph.member_id = p.member_id) ph) as opening_photos`,
      ),
      db.raw('exists (select 1 from likes where liker_id = ? and liked_id = p.member_id) as opening_liked', [viewer]),
      db.raw('exists (select 1 from likes where liker_id = p.member_id and liked_id = ?) as opening_liked_by', [viewer]),
      'm.signup_date as opening_joined_at',
    ]).as('opened'))
    .first('opened.*');
});

export class PostgresProfileOpenings implements ProfileOpenings {
  constructor(private readonly db: Knex) {}

  async open(id: MemberId, viewer: MemberId, today: Date, viewedAt?: Date): Promise<ProfileOpening | undefined> {
    const [row] = await OPEN_PROFILE.run<OpeningRow>(this.db, { id, viewer, record: viewedAt !== undefined, at: viewedAt ?? today });
    if (!row) return undefined;
    const photos = (typeof row.opening_photos === 'string' ? JSON.parse(row.opening_photos) : row.opening_photos ?? []) as PhotoRow[];
    return { profile: toProfile(row, today), photos: photos.map(toPhoto), liked: row.opening_liked, likedBy: row.opening_liked_by, joinedAt: new Date(row.opening_joined_at) };
  }
}
