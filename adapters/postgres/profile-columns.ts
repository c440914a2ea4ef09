import type { NewProfile } from '../../domain/profiles/profile';

/** What a member gave about herself, as a new profile row stores it (signup, and the demo seed's bulk insert). */
export type ProfileFacts = Pick<
  NewProfile,
  'name' | 'gender' | 'sexuality' | 'dateOfBirth' | 'country' | 'region' | 'city' | 'reason' | 'hairColour' | 'eyeColour' | 'bodyType' | 'relationshipStatus' | 'tattoos' | 'about'
>;

/** The columns of `profiles` for those facts (interests, status, photos and dates are the caller's). */
export function profileColumns(p: ProfileFacts) {
  return {
    name: p.name,
    gender: p.gender,
    sexuality: p.sexuality,
    birth_date: p.dateOfBirth.toISOString().slice(0, 10),
    country: p.country,
    region: p.region,
    city: p.city,
    reason: p.reason,
    hair_colour: p.hairColour,
    eye_colour: p.eyeColour,
    body_type: p.bodyType,
    relationship_status: p.relationshipStatus,
    tattoos: p.tattoos,
    about: p.about,
  };
}
