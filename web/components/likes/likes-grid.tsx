import { Heart, HeartOff } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { ApiProfile } from '../../../bff/contract/api-types';
import { useT } from '../../i18n/use-t';
import type { LikesTab } from '../../pages/likes/likes-tab';
import type { LikesBoard } from '../../stores/likes-board';
import { CardGrid } from '../member-card';
import { Button } from '../ui';
import { LikeCard } from './like-card';

const Grid = styled(CardGrid).attrs({ as: 'ul' })`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** One tab's members: a flag for a match or a new like, and the tab's action (take a like back, like back). */
export const LikesGrid = observer(function LikesGrid({ board, tab, profiles }: { board: LikesBoard; tab: LikesTab; profiles: readonly ApiProfile[] }) {
  const t = useT();
  const isNew = new Set(board.likes.liked_by.filter((like) => like.like_new).map((like) => like.id));

  const actionFor = (profile: ApiProfile) => {
    if (tab === 'given')
      return (
        <Button type="button" $variant="ghost" $block disabled={board.form.busy} onClick={() => void board.unlike(profile.id)} aria-label={t('likes.unlikeLabel', { name: profile.name })}>
          <HeartOff size={18} aria-hidden="true" />
          {t('likes.unlike')}
        </Button>
      );
    if (tab === 'received' && !board.likedIds.has(profile.id))
      return (
        <Button type="button" $block disabled={board.form.busy} onClick={() => void board.likeBack(profile)} aria-label={t('likes.likeBackLabel', { name: profile.name })}>
          <Heart size={18} aria-hidden="true" />
          {t('likes.likeBack')}
        </Button>
      );
    return undefined;
  };

  const flagFor = (profile: ApiProfile) => {
    if (tab !== 'matches' && board.isMatch(profile.id)) return { kind: 'match' as const, text: t('likes.flag.match') };
    if (tab === 'received' && isNew.has(profile.id)) return { kind: 'new' as const, text: t('likes.flag.new') };
    return undefined;
  };

  return (
    <Grid>
      {profiles.map((profile) => (
        <LikeCard key={profile.id} profile={profile} flag={flagFor(profile)} action={actionFor(profile)} />
      ))}
    </Grid>
  );
});
