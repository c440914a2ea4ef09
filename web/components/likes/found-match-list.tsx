import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { ApiFoundMatch } from '../../../bff/contract/api-types';
import { useT } from '../../i18n/use-t';
import type { MatchFinder } from '../../stores/match-finder';
import { CardGrid } from '../member-card';
import { FoundMatchCard } from './found-match-card';

const List = styled(CardGrid).attrs({ as: 'ul' })`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** The match finder's shortlist (also the new member's first matches), each card to like through the finder's store. */
export const FoundMatchList = observer(function FoundMatchList({ matches, finder }: { matches: readonly ApiFoundMatch[]; finder: MatchFinder }) {
  const t = useT();
  return (
    <List>
      {matches.map((match) => (
        <FoundMatchCard
          key={match.profile.id}
          match={match}
          liked={finder.liked.has(match.profile.id)}
          busy={finder.form.busy}
          words={{
            distance: (km) => t('finder.distance', { km }),
            like: t('finder.like'),
            likeLabel: t('swipe.likeLabel', { name: match.profile.name }),
            liked: t('finder.liked'),
          }}
          onLike={() => void finder.like(match.profile)}
        />
      ))}
    </List>
  );
});
