import type { Knex } from 'knex';
import { ageOn, parseDateOfBirth } from '../../domain/accounts/age';
import type { Gender, Profile, ProfileStatus, Sexuality } from '../../domain/profiles/profile';
import { memberId } from '../../domain/shared/ids';

/** The profile columns every profile query selects, birth date as text so no time zone shifts it. */
export const profileColumns = (knex: Knex, alias = 'p') => [
  `${alias}.member_id`, `${alias}.name`, `${alias}.gender`, `${alias}.sexuality`, `${alias}.country`, `${alias}.region`,
  `${alias}.city`, `${alias}.reason`, `${alias}.hair_colour`, `${alias}.eye_colour`, `${alias}.body_type`,
  `${alias}.relationship_status`, `${alias}.tattoos`, `${alias}.interests`, `${alias}.about`, `${alias}.status`,
  `${alias}.main_image`, `${alias}.main_image_thumb`, knex.raw(`${alias}.birth_date::text as birth_date`),
  'm.fictional',
];

/**
 * A member's row with her profile's columns, in one statement: `m.*`, and the profile's status as `profile_status`
 * (the member has a status of her own).
 */
export const memberWithProfileColumns = (knex: Knex) => [
  'm.*',
  'p.status as profile_status',
  ...profileColumns(knex).filter((column) => column !== 'p.status' && column !== 'm.fictional'),
];

export interface ProfileRow {
  member_id: string | number;
  name: string;
  gender: string;
  sexuality: string;
  birth_date: string;
  country: string;
  region: string;
  city: string;
  reason: string;
  hair_colour: string;
  eye_colour: string;
  body_type: string;
  relationship_status: string;
  tattoos: string;
  interests: string[] | string;
  about: string;
  status: string;
  main_image: string | null;
  main_image_thumb: string | null;
  fictional: boolean;
}

export function toProfile(row: ProfileRow, today: Date): Profile {
  const birthDate = parseDateOfBirth(row.birth_date) ?? new Date(0);
  return {
    id: memberId(Number(row.member_id)),
    name: row.name,
    age: ageOn(birthDate, today),
    gender: row.gender as Gender,
    sexuality: row.sexuality as Sexuality,
    country: row.country,
    region: row.region,
    city: row.city,
    reason: row.reason,
    hairColour: row.hair_colour,
    eyeColour: row.eye_colour,
    bodyType: row.body_type,
    relationshipStatus: row.relationship_status,
    tattoos: row.tattoos,
    interests: typeof row.interests === 'string' ? (JSON.parse(row.interests) as string[]) : row.interests,
    about: row.about,
    status: row.status as ProfileStatus,
    fictional: row.fictional,
    mainImage: row.main_image ? { filename: row.main_image, thumb_filename: row.main_image_thumb ?? row.main_image } : null,
  };
}
