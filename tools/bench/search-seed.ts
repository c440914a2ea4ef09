import type { Knex } from 'knex';
import { regionData } from '../../adapters/geo/region-data';
import { Argon2PasswordHasher } from '../../adapters/security/argon2-password-hasher';
import { PASSWORD } from './common';
import { BODY_TYPES, EYE_COLOURS, HAIR_COLOURS, INTERESTS, REASONS, RELATIONSHIP_STATUSES, TATTOOS } from '../seed/demo-members';

/**
 * Believable profiles in bulk for the search benchmark: one `insert … select … from generate_series` per table, so a
 * million members and profiles take PostgreSQL a minute or two, not the hours row-by-row inserts would.
 *
 * What the rows look like (the shares a real site of this kind has, roughly):
 * - countries NL 60 %, BE 20 %, DE 20 %; within a country every region of `adapters/geo/region-data.ts` with its
 *   real cities, the big regions more often (a region's weight is its number of cities);
 * - 55 % men, 45 % women; hetero 85 %, bi 6 %, gay or lesbian 9 %;
 * - ages 18 to 75, most between 25 and 55 (the mean of two uniform draws);
 * - signed up over the last five years, more of them recently; the profile is made at signup;
 * - 95.5 % active, 3 % not confirmed, 1.5 % deleted; 2 % invisible; 1 % of profiles disabled; 80 % with a photo.
 *
 * Member `search1@bench.example` … `searchN@…`, all with the benchmarks' `PASSWORD`, ids in signup order.
 */

export const searchMemberEmail = (n: number) => `search${n}@bench.example`;

interface Place {
  readonly country: 'NL' | 'BE' | 'DE';
  readonly region: string;
  readonly city: string;
}

const COUNTRY_SHARE = { NL: 0.6, BE: 0.2, DE: 0.2 } as const;
const PLACE_SLOTS = 1000;

/** PLACE_SLOTS places, each country its share of them, spread over its regions and cities. */
function placeTable(): Place[] {
  const places: Place[] = [];
  for (const country of ['NL', 'BE', 'DE'] as const) {
    const all = regionData[country].flatMap((region) => region.cities.map((city) => ({ country, region: region.name, city: city.name })));
    const slots = Math.round(PLACE_SLOTS * COUNTRY_SHARE[country]);
    for (let i = 0; i < slots; i++) places.push(all[i % all.length]);
  }
  return places;
}

const pick = (items: readonly string[], draw: string) => `(?::text[])[1 + floor(${draw} * ${items.length})::int]`;

/** Seeds `count` members with profiles; returns the id of member 1. */
export async function seedSearchProfiles(knex: Knex, count: number): Promise<number> {
  const passwordHash = await new Argon2PasswordHasher().hash(PASSWORD);
  const places = placeTable();
  await knex.transaction(async (trx) => {
    // random() is seeded per session: the transaction holds one connection, so every run makes the same rows.
    await trx.raw('select setseed(0.20261124)');
    // A draw per row and purpose, kept in a temporary table so members and profiles agree (signup date = created_at).
    await trx.raw(
      `create temporary table search_seed on commit drop as
       select i,
              random() as status_draw, random() as invisible_draw, random() as place_draw, random() as gender_draw,
              random() as sexuality_draw, (random() + random()) / 2 as age_draw, random() as photo_draw,
              random() as disabled_draw, random() as look_draw, random() as day_draw,
              now() - make_interval(secs => (power(random(), 2) * 5 * 365 * 86400)::int) as signed_up
       from generate_series(1, ?::int) as i`,
      [count],
    );
    await trx.raw(
      `insert into members (email, password_hash, status, credits, free_messages, paid_user, signup_date, language, fictional, invisible, deleted_at)
       select 'search' || i || '@bench.example', ?,
              case when status_draw < 0.955 then 'active' when status_draw < 0.985 then 'not_confirmed' else 'deleted' end,
              (i % 7) * 10, i % 3, i % 5 = 0, signed_up, 'nl', i % 40 = 0, invisible_draw < 0.02,
              case when status_draw >= 0.985 then signed_up + interval '30 days' end
       from search_seed order by i`,
      [passwordHash],
    );
    await trx.raw(
      `insert into profiles (member_id, name, gender, sexuality, birth_date, country, region, city, reason, hair_colour, eye_colour,
                             body_type, relationship_status, tattoos, interests, about, status, main_image, main_image_thumb, created_at)
       select m.id,
              case when gender_draw < 0.55 then 'Lid ' else 'Leden ' end || i,
              case when gender_draw < 0.55 then 'male' else 'female' end,
              case when sexuality_draw < 0.85 then 'hetero' when sexuality_draw < 0.91 then 'bi'
                   when gender_draw < 0.55 then 'gay' else 'lesbian' end,
              (current_date - make_interval(years => 18 + floor(age_draw * 58)::int, days => floor(day_draw * 365)::int))::date,
              ${pick(places.map((p) => p.country), 'place_draw')},
              ${pick(places.map((p) => p.region), 'place_draw')},
              ${pick(places.map((p) => p.city), 'place_draw')},
              ${pick(REASONS, 'look_draw')}, ${pick(HAIR_COLOURS, 'photo_draw')}, ${pick(EYE_COLOURS, 'day_draw')},
              ${pick(BODY_TYPES, 'age_draw')}, ${pick(RELATIONSHIP_STATUSES, 'status_draw')}, ${pick(TATTOOS, 'gender_draw')},
              jsonb_build_array((?::text[])[1 + i % ${INTERESTS.length}], (?::text[])[1 + (i / 3) % ${INTERESTS.length}]),
              'Hallo! Ik hou van wandelen, goede koffie en een eerlijk gesprek.',
              case when disabled_draw < 0.01 then 'disabled' else 'active' end,
              case when photo_draw < 0.8 then 'search/' || i || '.webp' end,
              case when photo_draw < 0.8 then 'search/' || i || '-thumb.webp' end,
              signed_up
       from search_seed s join members m on lower(m.email) = 'search' || s.i || '@bench.example'`,
      [
        places.map((p) => p.country),
        places.map((p) => p.region),
        places.map((p) => p.city),
        [...REASONS],
        [...HAIR_COLOURS],
        [...EYE_COLOURS],
        [...BODY_TYPES],
        [...RELATIONSHIP_STATUSES],
        [...TATTOOS],
        [...INTERESTS],
        [...INTERESTS],
      ],
    );
  });
  await knex.raw('vacuum analyze members');
  await knex.raw('vacuum analyze profiles');
  const first = await knex('members').whereRaw('lower(email) = ?', [searchMemberEmail(1)]).first('id');
  return Number(first.id);
}
