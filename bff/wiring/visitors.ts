import { ContainerModule } from 'inversify';
import { ListVisitors } from '../../domain/visitors/list-visitors';
import { RecordProfileView } from '../../domain/visitors/record-profile-view';
import { bindUseCase } from './bind-use-case';
import { PORTS as P, USE_CASES } from './tokens';

const V = USE_CASES.visitors;

/** Issue 27, decision 0068: "Wie bekeek mij", the members who opened her profile, and its badge. */
export const visitorsModule = new ContainerModule(({ bind }) => {
  bindUseCase(bind, V.listVisitors, (d) => new ListVisitors(d), { views: P.profileViews, clock: P.clock });
  bindUseCase(bind, V.recordProfileView, (d) => new RecordProfileView(d), { views: P.profileViews, clock: P.clock });
});
