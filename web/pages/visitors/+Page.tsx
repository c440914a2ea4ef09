import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useData } from 'vike-react/useData';
import { LoadFailed } from '../../components/list-state';
import { Container, PageTitle } from '../../components/ui';
import { VisitorGrid, VisitorsIntro } from '../../components/visitors/visitor-grid';
import { VisitorsEmpty } from '../../components/visitors/visitors-empty';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import type { VisitorsData } from './+data';

/** "Wie bekeek mij" (issue 27): who opened her profile in the last 30 days, newest first. */
export default observer(function VisitorsPage() {
  const { visitors, now, failed } = useData<VisitorsData>();
  const store = useStore();
  const t = useT();
  // The server cleared the badge as it read the list: the tab's badge follows at once.
  useEffect(() => store.visitors.listOpened(), [store]);
  return (
    <Container>
      <PageTitle>{t('visitors.title')}</PageTitle>
      <VisitorsIntro>{t('visitors.intro')}</VisitorsIntro>
      {failed ? <LoadFailed text={t('visitors.loadFailed')} /> : visitors.length === 0 ? <VisitorsEmpty /> : <VisitorGrid visitors={visitors} now={now} />}
    </Container>
  );
});
