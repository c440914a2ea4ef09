import type { Gender } from '../profiles/profile';

/** What a member chose in the match finder (issue 10): who, age range, where, what she looks for. */
export interface MatchChoice {
  readonly gender?: Gender;
  readonly minAge: number;
  readonly maxAge: number;
  readonly country?: string;
  readonly region?: string;
  /** A reason for signup of SPEC §3 ("Een serieuze relatie", ...); none when anything goes. */
  readonly reason?: string;
}

/** Beyond this distance nearness adds nothing. */
export const NEAR_KM = 300;

export interface Candidate {
  readonly region: string;
  readonly reason: string;
  /** 0 for the newest member of the candidates, 1 for the oldest: recent activity. */
  readonly age01: number;
  /** From the member's own city; undefined when either city is not known. */
  readonly distanceKm: number | undefined;
}

/**
 * How well a candidate fits a choice, 0 to 100: near the member's city (up to 40), in the region she chose (25),
 * looking for the same thing (20), and recently active (up to 15). The filters (gender, age, country) are hard: only
 * candidates within them are scored.
 */
export function matchScore(candidate: Candidate, choice: MatchChoice): number {
  const near = candidate.distanceKm === undefined ? 0 : 40 * Math.max(0, 1 - candidate.distanceKm / NEAR_KM);
  const region = choice.region && candidate.region === choice.region ? 25 : 0;
  const reason = choice.reason && candidate.reason === choice.reason ? 20 : 0;
  const recent = 15 * (1 - Math.min(1, Math.max(0, candidate.age01)));
  return Math.round((near + region + reason + recent) * 10) / 10;
}
