import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useData } from 'vike-react/useData';
import { CardGrid } from '../../components/member-card';
import { Container, PageTitle } from '../../components/ui';
import { VisitorCard } from '../../components/visitors/visitor-card';
import { VisitorsEmpty } from '../../components/visitors/visitors-empty';
import { visitedAgo } from '../../components/visitors/visit-time';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import type { VisitorsData } from './+data';

const Intro = styled.p`
  margin: 0 0 ${(p) => p.theme.space(3)};
  color: ${(p) => p.theme.colors.textMuted};
`;

const Grid = styled(CardGrid).attrs({ as: 'ul' })`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** "Wie bekeek mij" (issue 27): who opened her profile in the last 30 days, newest first. */
export default observer(function VisitorsPage() {
  const { visitors, now } = useData<VisitorsData>();
  const store = useStore();
  const t = useT();
  // The server cleared the badge as it read the list: the tab's badge follows at once.
  useEffect(() => store.visitors.listOpened(), [store]);
  return (
    <Container>
      <PageTitle>{t('visitors.title')}</PageTitle>
      <Intro>{t('visitors.intro')}</Intro>
      {visitors.length === 0 ? (
        <VisitorsEmpty />
      ) : (
        <Grid>
          {visitors.map((visitor) => (
            <VisitorCard
              key={visitor.profile.id}
              profile={visitor.profile}
              isNew={visitor.is_new}
              newText={t('likes.flag.new')}
              when={t('visitors.visited', { when: visitedAgo(new Date(visitor.at), new Date(now), store.locale) })}
            />
          ))}
        </Grid>
      )}
    </Container>
  );
});
