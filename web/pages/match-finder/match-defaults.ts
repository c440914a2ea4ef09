import type { ApiUser } from '../../../bff/contract/api-types';
import { soughtGender } from '../../../domain/search/sought-gender';
import type { MatchFinderChoice } from '../../stores/match-finder';

/** Years either side of the member's own age that the finder starts with. */
const AGE_SPAN = 8;

/** Where the finder starts: whom her own gender and sexuality point to, near her own age, in her own region. */
export function matchDefaults(user: ApiUser): MatchFinderChoice {
  const own = user.profile;
  return {
    gender: soughtGender(own.gender, own.sexuality) ?? '',
    min_age: Math.max(18, own.age - AGE_SPAN),
    max_age: Math.min(99, own.age + AGE_SPAN),
    country: own.country,
    countryregion: own.region,
    reason: own.reason,
  };
}
