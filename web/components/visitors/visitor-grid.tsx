import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { ApiVisitors } from '../../../bff/contract/api-types';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { CardGrid } from '../member-card';
import { visitedAgo } from './visit-time';
import { VisitorCard } from './visitor-card';

const Grid = styled(CardGrid).attrs({ as: 'ul' })`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const VisitorsIntro = styled.p`
  margin: 0 0 ${(p) => p.theme.space(3)};
  color: ${(p) => p.theme.colors.textMuted};
`;

/** Her visitors, newest first, each with when she came ("3 uur geleden", by the server's clock `now`). */
export const VisitorGrid = observer(function VisitorGrid({ visitors, now }: { visitors: ApiVisitors['visitors']; now: number }) {
  const t = useT();
  const locale = useStore().locale;
  return (
    <Grid>
      {visitors.map((visitor) => (
        <VisitorCard
          key={visitor.profile.id}
          profile={visitor.profile}
          isNew={visitor.is_new}
          newText={t('likes.flag.new')}
          when={t('visitors.visited', { when: visitedAgo(new Date(visitor.at), new Date(now), locale) })}
        />
      ))}
    </Grid>
  );
});
