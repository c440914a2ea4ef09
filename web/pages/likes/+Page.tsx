import { Compass, Eye, Flame, Heart, HeartOff, MessageCircle, PartyPopper, Search, Sparkles } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import styled, { keyframes } from 'styled-components';
import { useData } from 'vike-react/useData';
import type { ApiProfile } from '../../../bff/contract/api-types';
import { LikeCard } from '../../components/likes/like-card';
import { CardGrid } from '../../components/member-card';
import { Alert, Badge, Button, ButtonLink, Card, Container, PageTitle, capCount } from '../../components/ui';
import { useErrorText } from '../../components/use-error-text';
import type { MessageKey } from '../../i18n/message-key';
import { useT } from '../../i18n/use-t';
import { isBuilt } from '../../navigation/built-pages';
import { LikesBoard } from '../../stores/likes-board';
import { useStore } from '../../stores/store-context';
import { up } from '../../theme/theme';
import type { LikesData } from './+data';
import { LIKES_TABS, likesTabPath, type LikesTab } from './likes-tab';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: ${(p) => p.theme.space(2)};
  h1 {
    margin: 0;
  }
`;

const Shortcuts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Tabs = styled.nav`
  display: flex;
  gap: 8px;
  margin-bottom: ${(p) => p.theme.space(3)};
  a {
    flex: 1 1 0;
    min-width: 0;
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    min-height: 52px;
    padding: 4px 8px;
    border-radius: ${(p) => p.theme.radius.card};
    line-height: 1.2;
    font-size: 15px;
    border: 1px solid ${(p) => p.theme.colors.border};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
    font-weight: 600;
    white-space: nowrap;
    ${up('sm')} {
      flex: none;
      flex-direction: row;
      gap: 6px;
      min-height: 44px;
      padding: 0 16px;
      border-radius: ${(p) => p.theme.radius.pill};
      font-size: 16px;
    }
  }
  a[aria-current='page'] {
    background: ${(p) => p.theme.colors.primary};
    border-color: ${(p) => p.theme.colors.primary};
    color: #fff;
  }
  .count {
    font-variant-numeric: tabular-nums;
    font-weight: 400;
  }
`;

const Grid = styled(CardGrid).attrs({ as: 'ul' })`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Empty = styled(Card)`
  max-width: 720px;
  text-align: center;
  padding: 48px 24px;
  color: ${(p) => p.theme.colors.textMuted};
  svg.big {
    color: ${(p) => p.theme.colors.primary};
    margin: 0 auto 16px;
  }
  p {
    margin: 0 auto 16px;
    max-width: 44ch;
  }
`;

const pop = keyframes`
  from {
    transform: scale(0.96);
    opacity: 0;
  }
`;

/** A match just made here: said in words and with a way on to the conversation. */
const Celebration = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  margin-bottom: ${(p) => p.theme.space(3)};
  padding: ${(p) => p.theme.space(2)};
  border-radius: ${(p) => p.theme.radius.card};
  background: ${(p) => p.theme.colors.primarySoft};
  color: ${(p) => p.theme.colors.onPrimarySoft};
  > svg {
    color: ${(p) => p.theme.colors.primary};
  }
  strong {
    flex: 1 1 200px;
    font-size: 16px;
  }
  a {
    max-width: 100%;
    white-space: normal;
  }
  @media (prefers-reduced-motion: no-preference) {
    animation: ${pop} 250ms ease-out;
  }
`;

const TAB_TEXT: Readonly<Record<LikesTab, MessageKey>> = { received: 'likes.tab.received', given: 'likes.tab.given', matches: 'likes.tab.matches' };
const EMPTY_TEXT: Readonly<Record<LikesTab, MessageKey>> = { received: 'likes.empty.received', given: 'likes.empty.given', matches: 'likes.empty.matches' };

export default observer(function LikesPage() {
  const { tab, likes } = useData<LikesData>();
  const t = useT();
  const errorText = useErrorText();
  const store = useStore();
  // A new board for every answer of the server (a tab change fetches the lists again): its lists are the freshest.
  const board = useMemo(() => new LikesBoard(likes, store.endpoints, store.likePopup), [likes, store]);
  const lists: Readonly<Record<LikesTab, readonly ApiProfile[]>> = {
    received: board.likes.liked_by.map((like) => like.profile),
    given: board.likes.profiles,
    matches: board.likes.matches,
  };
  const shown = lists[tab];
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
    <Container>
      <Header>
        <PageTitle>{t('likes.title')}</PageTitle>
        <Shortcuts>
          <ButtonLink href="/swipe-game" $variant="ghost">
            <Flame size={20} aria-hidden="true" />
            {t('likes.swipeCta')}
          </ButtonLink>
          <ButtonLink href="/match-finder" $variant="ghost">
            <Compass size={20} aria-hidden="true" />
            {t('likes.finderCta')}
          </ButtonLink>
          {/* Issue 27: "Wie bekeek mij", with her new visitors' badge. */}
          <ButtonLink href="/visitors" $variant="ghost">
            <Eye size={20} aria-hidden="true" />
            {t('visitors.title')}
            {store.visitors.newTotal > 0 && <Badge aria-label={t('visitors.newCount', { count: store.visitors.newTotal })}>{capCount(store.visitors.newTotal)}</Badge>}
          </ButtonLink>
        </Shortcuts>
      </Header>
      <Tabs aria-label={t('likes.tabs')}>
        {LIKES_TABS.map((name) => (
          <a key={name} href={likesTabPath(name)} aria-current={name === tab ? 'page' : undefined}>
            {t(TAB_TEXT[name])} <span className="count">({lists[name].length})</span>
          </a>
        ))}
      </Tabs>
      {board.justMatched && (
        <Celebration role="status">
          <PartyPopper size={24} aria-hidden="true" />
          <strong>{t('likes.matched', { name: board.justMatched.name })}</strong>
          <ButtonLink href={`/members/${board.justMatched.id}`}>
            <MessageCircle size={18} aria-hidden="true" />
            {t('likes.matchedCta')}
          </ButtonLink>
          <Button type="button" $variant="ghost" onClick={() => board.dismissMatch()}>
            {t('likes.matchedClose')}
          </Button>
        </Celebration>
      )}
      {board.form.problem && <Alert $tone="danger" role="alert">{errorText(board.form.problem)}</Alert>}
      {shown.length === 0 ? (
        <Empty>
          <Sparkles className="big" size={40} aria-hidden="true" />
          <p>{t(EMPTY_TEXT[tab])}</p>
          {tab === 'received' && isBuilt('/profile') ? (
            <ButtonLink href="/profile">{t('likes.empty.profileCta')}</ButtonLink>
          ) : (
            <ButtonLink href="/members">
              <Search size={20} aria-hidden="true" />
              {t('likes.empty.searchCta')}
            </ButtonLink>
          )}
        </Empty>
      ) : (
        <Grid>
          {shown.map((profile) => (
            <LikeCard key={profile.id} profile={profile} flag={flagFor(profile)} action={actionFor(profile)} />
          ))}
        </Grid>
      )}
    </Container>
  );
});
