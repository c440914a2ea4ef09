import type { Knex } from 'knex';
import { profileColumns } from '../../adapters/postgres/profile-columns';
import type { AvatarFiles } from './avatar';
import type { DemoMember } from './demo-members';

export interface MemberToInsert {
  readonly member: DemoMember;
  readonly passwordHash: string;
  readonly avatar: AvatarFiles;
  readonly freeMessages: number;
  readonly paidUser: boolean;
}

/** Rows a statement: 500 members' profiles are 10,000 parameters, far below PostgreSQL's 65,535. */
const ROWS_PER_STATEMENT = 500;

/**
 * The demo members and their profiles as PostgresMemberAccounts.create stores a new member (the same columns and
 * values: active, her avatar as main image), in bulk: one multi-row INSERT for the members and one for the profiles
 * per 500, instead of two statements a member. Returns the ids in the given order.
 */
export async function insertMembers(trx: Knex.Transaction, members: readonly MemberToInsert[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < members.length; start += ROWS_PER_STATEMENT) {
    const chunk = members.slice(start, start + ROWS_PER_STATEMENT);
    const inserted = (await trx('members')
      .insert(
        chunk.map(({ member, passwordHash, freeMessages, paidUser }) => ({
          email: member.email,
          password_hash: passwordHash,
          status: 'active',
          free_messages: freeMessages,
          paid_user: paidUser,
          language: member.language,
          signup_date: member.signupDate,
          fictional: member.fictional,
        })),
      )
      .returning(['id', 'email'])) as { id: string | number; email: string }[];
    // Matched by email (unique), not by the order RETURNING happens to give.
    const idOf = new Map(inserted.map((row) => [row.email, Number(row.id)]));
    const chunkIds = chunk.map(({ member }) => {
      const id = idOf.get(member.email);
      if (id === undefined) throw new Error(`no id returned for ${member.email}`);
      return id;
    });
    await trx('profiles').insert(
      chunk.map(({ member, avatar }, i) => {
        const p = member.profile;
        return {
          member_id: chunkIds[i],
          ...profileColumns(p),
          interests: JSON.stringify(p.interests),
          status: 'active',
          main_image: avatar.filename,
          main_image_thumb: avatar.thumb_filename,
          created_at: member.signupDate,
        };
      }),
    );
    ids.push(...chunkIds);
  }
  return ids;
}
