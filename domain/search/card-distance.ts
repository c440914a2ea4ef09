import { distanceKm, type CityPositions } from '../profiles/city-positions';

/**
 * How far a card's member lives from the viewer, as a card says it (issue 27, decision 0068): below 5 km only that
 * it is under 5 (`under`, km 5: nobody's street is given away), whole km up to 100, tens of km beyond.
 */
export interface CardDistance {
  readonly km: number;
  readonly under: boolean;
}

/** A member's place as her profile gives it. */
export interface Place {
  readonly country: string;
  readonly city: string;
}

/** Below this a card says only "under 5 km". */
export const NEAR_KM = 5;
/** Up to this whole km; beyond, tens. */
const WHOLE_KM_UP_TO = 100;

/** The great-circle distance `km` as a card says it. */
export function roundedDistance(km: number): CardDistance {
  if (!Number.isFinite(km) || km < 0) throw new RangeError(`not a distance: ${km}`);
  if (km < NEAR_KM) return { km: NEAR_KM, under: true };
  const whole = Math.round(km);
  if (whole <= WHOLE_KM_UP_TO) return { km: whole, under: false };
  return { km: Math.round(km / 10) * 10, under: false };
}

/**
 * The distance between two members' cities (haversine over the shipped city coordinates), as a card says it; nothing
 * when either place is unknown: no viewer, no city, or a city the shipped data does not hold.
 */
export function cardDistance(cities: CityPositions, from: Place | undefined, to: Place): CardDistance | undefined {
  if (!from?.city || !to.city) return undefined;
  const here = cities.positionOf(from.country, from.city);
  const there = cities.positionOf(to.country, to.city);
  return here && there ? roundedDistance(distanceKm(here, there)) : undefined;
}

/** The cards' distances from one viewer's place: a function of each card's place. */
export class CardDistances {
  constructor(private readonly deps: { cities: CityPositions }) {}

  from(viewer: Place | undefined): (card: Place) => CardDistance | undefined {
    return (card) => cardDistance(this.deps.cities, viewer, card);
  }
}
