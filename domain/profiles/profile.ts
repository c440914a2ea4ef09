import type { MemberId } from '../shared/ids';

export const GENDERS = ['male', 'female'] as const;
export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export type Gender = (typeof GENDERS)[number];
export type Sexuality = (typeof SEXUALITIES)[number];
export type ProfileStatus = 'active' | 'disabled';

export interface MainImage {
  /** Path under the cdn prefix of the full image. */
  readonly filename: string;
  readonly thumb_filename: string;
}

/** The profile fields of SPEC §3. */
export interface ProfileDetails {
  readonly name: string;
  readonly gender: Gender;
  readonly sexuality: Sexuality;
  readonly country: string;
  readonly region: string;
  readonly city: string;
  readonly reason: string;
  readonly hairColour: string;
  readonly eyeColour: string;
  readonly bodyType: string;
  readonly relationshipStatus: string;
  readonly tattoos: string;
  readonly interests: readonly string[];
  readonly about: string;
}

export interface NewProfile extends ProfileDetails {
  readonly dateOfBirth: Date;
  readonly status: ProfileStatus;
  readonly fictional: boolean;
  readonly mainImage: MainImage | null;
}

/** A profile as another member may see it: no email, no birth date, no balance. */
export interface Profile extends ProfileDetails {
  readonly id: MemberId;
  readonly age: number;
  readonly status: ProfileStatus;
  readonly fictional: boolean;
  readonly mainImage: MainImage | null;
}

export interface Profiles {
  /** A profile another member may see: active, not deleted. */
  findVisible(id: MemberId, viewer: MemberId | undefined, today: Date): Promise<Profile | undefined>;
  /**
   * A profile the profile screen shows (issue 9): visible as above and not invisible; a member sees her own however
   * she is set. Invisible members still chat in their conversations, but nobody opens their profile.
   */
  findListed(id: MemberId, viewer: MemberId | undefined, today: Date): Promise<Profile | undefined>;
}
