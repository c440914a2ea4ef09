import { Compass, Eye, Flame } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { Badge, ButtonLink, PageTitle, capCount } from '../ui';

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

/** The likes page's title and its shortcuts: the swipe game, the match finder and "Wie bekeek mij" with its badge. */
export const LikesHeader = observer(function LikesHeader() {
  const t = useT();
  const visitors = useStore().visitors;
  return (
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
          {visitors.newTotal > 0 && <Badge aria-label={t('visitors.newCount', { count: visitors.newTotal })}>{capCount(visitors.newTotal)}</Badge>}
        </ButtonLink>
      </Shortcuts>
    </Header>
  );
});
