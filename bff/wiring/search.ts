import { ContainerModule } from 'inversify';
import { CardDistances } from '../../domain/search/card-distance';
import { RelatedProfiles } from '../../domain/search/related-profiles';
import { SearchMembers } from '../../domain/search/search-members';
import { bindUseCase } from './bind-use-case';
import { PORTS as P, USE_CASES } from './tokens';

/** SPEC §2, §6: member search by gender, country, region and age. */
export const searchModule = new ContainerModule(({ bind }) => {
  bindUseCase(bind, USE_CASES.search.searchMembers, (d) => new SearchMembers(d), { profileSearch: P.profileSearch, clock: P.clock });
  bindUseCase(bind, USE_CASES.search.cardDistances, (d) => new CardDistances(d), { cities: P.cityPositions });
  bindUseCase(bind, USE_CASES.search.relatedProfiles, (d) => new RelatedProfiles(d), { profileSearch: P.profileSearch, clock: P.clock });
});
