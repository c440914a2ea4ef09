import type { NewProfile } from './profile';

/** What signup asks of a new member's profile (SPEC §2); the other details of SPEC §3 she fills in later. */
export type SignupProfileFields = Pick<NewProfile, 'name' | 'gender' | 'sexuality' | 'dateOfBirth' | 'country' | 'region' | 'city'>;

/**
 * A new member's profile as signup stores it: what she gave, every other detail empty, no photo yet, and disabled —
 * SPEC §4: a member who has not confirmed her email has profile status disabled, seen by nobody; confirming makes it
 * active (AccountActivation.confirm).
 */
export function newProfile(fields: SignupProfileFields): NewProfile {
  return {
    name: fields.name,
    gender: fields.gender,
    sexuality: fields.sexuality,
    dateOfBirth: fields.dateOfBirth,
    country: fields.country,
    region: fields.region,
    city: fields.city,
    reason: '',
    hairColour: '',
    eyeColour: '',
    bodyType: '',
    relationshipStatus: '',
    tattoos: '',
    interests: [],
    about: '',
    status: 'disabled',
    fictional: false,
    mainImage: null,
  };
}
