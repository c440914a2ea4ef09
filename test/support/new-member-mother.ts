import type { MemberStatus } from '../../domain/accounts/member';
import type { NewMember } from '../../domain/accounts/ports';
import { newProfile } from '../../domain/profiles/new-profile';
import type { Gender, ProfileStatus, Sexuality } from '../../domain/profiles/profile';

/** What a test may ask of a new member (MemberAccounts.create). */
export interface NewMemberFields {
  readonly email: string;
  readonly passwordHash: string;
  readonly status: MemberStatus;
  readonly freeMessages: number;
  readonly signupDate: Date;
  readonly name: string;
  readonly gender: Gender;
  readonly sexuality: Sexuality;
  readonly dateOfBirth: Date;
  readonly country: string;
  readonly region: string;
  readonly city: string;
  readonly profileStatus: ProfileStatus;
  readonly fictional: boolean;
}

/** What each test module gives its members itself: an address and a name of its own, and its clock's day. */
export type OrdinaryMember = Pick<NewMemberFields, 'email' | 'passwordHash' | 'name' | 'signupDate'> & Partial<NewMemberFields>;

/**
 * A new member as signup stores her, for a test: each field as the seed names it, else as the module's ordinary
 * member has it, else an active Dutch woman from Utrecht, born 17 May 1990, with an empty profile (domain/profiles/new-profile.ts),
 * disabled while she has not confirmed.
 */
export function aNewMember(seed: Partial<NewMemberFields>, ordinary: OrdinaryMember): NewMember {
  const usual: Partial<NewMemberFields> = ordinary;
  const field = <K extends keyof NewMemberFields>(key: K, otherwise: NewMemberFields[K]): NewMemberFields[K] => seed[key] ?? usual[key] ?? otherwise;
  return {
    email: field('email', ordinary.email),
    passwordHash: field('passwordHash', ordinary.passwordHash),
    status: field('status', 'active'),
    freeMessages: field('freeMessages', 0),
    language: 'nl',
    signupDate: field('signupDate', ordinary.signupDate),
    profile: {
      ...newProfile({
        name: field('name', ordinary.name),
        gender: field('gender', 'female'),
        sexuality: field('sexuality', 'hetero'),
        dateOfBirth: field('dateOfBirth', new Date('1990-05-17T00:00:00Z')),
        country: field('country', 'NL'),
        region: field('region', 'Utrecht'),
        city: field('city', 'Utrecht'),
      }),
      // As signup stores her: a member who has not confirmed has her profile disabled (SPEC §4).
      status: field('profileStatus', field('status', 'active') === 'not_confirmed' ? 'disabled' : 'active'),
      fictional: field('fictional', false),
    },
  };
}
