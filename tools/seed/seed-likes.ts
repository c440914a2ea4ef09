import type { Knex } from 'knex';

/** How many members of the crowd like each known login, and how many she likes back (the matches). */
const LIKED_BY = 6;
const NEW_OF_THEM = 4;
const LIKED_BACK = 2;
const ALSO_LIKED = 2;

/**
 * Likes for the demo (issue 10): each known login is liked by a few members of the crowd of the gender she looks
 * for, spread over the last days, the newest still new; she liked two of them back (matches) and two others.
 */
export async function seedLikes(trx: Knex.Transaction, knownIds: readonly number[], today: Date): Promise<void> {
  for (const id of knownIds) {
    const own = (await trx('profiles').where('member_id', id).first('gender', 'sexuality')) as { gender: string; sexuality: string };
    const sought = own.sexuality === 'hetero' ? (own.gender === 'male' ? 'female' : 'male') : own.sexuality === 'bi' ? undefined : own.gender;
    const query = trx('profiles as p')
      .join('members as m', 'm.id', 'p.member_id')
      .where('m.status', 'active')
      .whereNotIn('p.member_id', knownIds)
      .orderBy('p.member_id')
      .limit(LIKED_BY + ALSO_LIKED)
      .select('p.member_id');
    if (sought) query.where('p.gender', sought);
    const crowd = ((await query) as { member_id: string | number }[]).map((row) => Number(row.member_id));
    const likers = crowd.slice(0, LIKED_BY);
    const rows = likers.map((liker, i) => ({
      liker_id: liker,
      liked_id: id,
      via: 'profile',
      is_new: i < NEW_OF_THEM,
      created_at: new Date(today.getTime() - (i + 1) * 3_600_000 * 7),
    }));
    const back = likers.slice(NEW_OF_THEM, NEW_OF_THEM + LIKED_BACK).concat(crowd.slice(LIKED_BY, LIKED_BY + ALSO_LIKED));
    rows.push(
      ...back.map((liked, i) => ({ liker_id: id, liked_id: liked, via: 'profile', is_new: false, created_at: new Date(today.getTime() - (i + 1) * 3_600_000) })),
    );
    if (rows.length > 0) await trx('likes').insert(rows);
  }
}
