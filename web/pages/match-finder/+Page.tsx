import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useData } from 'vike-react/useData';
import { FinderResults } from '../../components/likes/finder-results';
import { FinderSteps } from '../../components/likes/finder-steps';
import { useRollbackToast } from '../../components/likes/use-rollback-toast';
import { SkeletonCards } from '../../components/search/skeleton-cards';
import { Container, PageTitle } from '../../components/ui';
import { useT } from '../../i18n/use-t';
import { MatchFinder } from '../../stores/match-finder';
import { useStore } from '../../stores/store-context';
import type { MatchFinderData } from './+data';

/** The match finder (issue 10): four questions, then a shortlist to like or open. */
export default observer(function MatchFinderPage() {
  const { defaults, regions } = useData<MatchFinderData>();
  const store = useStore();
  const t = useT();
  const finder = useMemo(() => new MatchFinder(defaults, store.endpoints, store.likePopup), [defaults, store]);
  useRollbackToast(finder.rolledBack);
  return (
    <Container>
      <PageTitle>{t('finder.title')}</PageTitle>
      {finder.matches ? <FinderResults finder={finder} /> : finder.searching ? <SkeletonCards label={t('finder.searching')} /> : <FinderSteps finder={finder} regions={regions} />}
    </Container>
  );
});
