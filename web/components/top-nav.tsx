import { ChevronDown, Coins, Crown, Heart, LogIn, LogOut, MessageCircle, Search, Settings, User } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../i18n/use-t';
import { useStore } from '../stores/store-context';
import { up } from '../theme/theme';
import { Brand } from './brand';
import { isBuilt } from '../navigation/built-pages';
import { Avatar } from './avatar';
import { Badge, ButtonLink, Container, capCount, menuPanel } from './ui';
import { forgetSessionOnDevice } from '../pwa/forget-session';
import { readCreditPath } from '../../domain/locale/credit-paths';
import { LayoutLanguageMenu as LanguageMenu } from './layout-parts';
import { useLocalPath } from './language/use-local-path';

const Bar = styled.header`
  background: ${(p) => p.theme.colors.surface};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  position: sticky;
  top: 0;
  z-index: 20;
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  min-height: 60px;
  flex-wrap: wrap;
`;

const Links = styled.nav`
  order: 3;
  width: 100%;
  display: flex;
  justify-content: space-around;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  ${up('md')} {
    order: 0;
    width: auto;
    border-top: 0;
    margin-left: ${(p) => p.theme.space(3)};
    gap: ${(p) => p.theme.space(0.5)};
  }
`;

const NavLink = styled.a<{ $active?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  padding: 8px 4px;
  font-size: ${(p) => p.theme.font.size.xxs};
  font-weight: 600;
  white-space: nowrap;
  color: ${(p) => (p.$active ? p.theme.colors.primary : p.theme.colors.textMuted)};
  text-decoration: none;
  border-radius: ${(p) => p.theme.radius.input};
  &:hover {
    color: ${(p) => p.theme.colors.text};
  }
  ${up('md')} {
    flex-direction: row;
    gap: 6px;
    font-size: ${(p) => p.theme.font.size.body};
    padding: 8px 12px;
  }
  ${Badge} {
    position: absolute;
    top: 2px;
    left: 50%;
    margin-left: 6px;
    ${up('md')} {
      position: static;
      margin-left: 0;
    }
  }
`;

const Right = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(0.5)};
  @media (max-width: ${(p) => p.theme.breakpoints.sm - 1}px) {
    a {
      padding: 0 12px;
      font-size: ${(p) => p.theme.font.size.body};
    }
    a svg {
      display: none;
    }
  }
`;

const Account = styled.details`
  position: relative;
  summary {
    list-style: none;
    display: flex;
    align-items: center;
    gap: 6px;
    cursor: pointer;
    padding: 4px 6px;
    border-radius: ${(p) => p.theme.radius.pill};
    font-weight: 600;
    &::-webkit-details-marker {
      display: none;
    }
    &:hover {
      background: ${(p) => p.theme.colors.hoverTint};
    }
  }
  .name {
    max-width: 120px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    display: none;
    ${up('sm')} {
      display: inline;
    }
  }
  ul {
    ${menuPanel}
  }
  li a,
  li button {
    display: flex;
    align-items: center;
    gap: 10px;
    width: 100%;
    padding: 10px 12px;
    border: 0;
    background: none;
    border-radius: ${(p) => p.theme.radius.input};
    text-decoration: none;
    color: ${(p) => p.theme.colors.text};
    cursor: pointer;
    font-size: ${(p) => p.theme.font.size.body};
    &:hover {
      background: ${(p) => p.theme.colors.background};
    }
  }
`;

export const TopNav = observer(function TopNav({ path }: { path: string }) {
  const store = useStore();
  const t = useT();
  const user = store.session.user;
  const settings = store.settings.settings;
  const unread = store.chats.unreadTotal;
  const newLikes = store.likes.newTotal;
  const localPath = useLocalPath();

  async function logout() {
    await store.session.signOut();
    // Nothing of her session stays in the service worker's caches (issue 23).
    await forgetSessionOnDevice(navigator, window.caches);
    window.location.href = '/';
  }

  if (!user) {
    return (
      <Bar>
        <Row>
          <Brand name={settings.name} compact />
          <Right>
            <LanguageMenu roomFrom={420} />
            <ButtonLink href="/login" $variant="ghost">
              <LogIn size={18} aria-hidden="true" />
              {t('nav.login')}
            </ButtonLink>
            <ButtonLink href="/signup">{t('nav.signup')}</ButtonLink>
          </Right>
        </Row>
      </Bar>
    );
  }

  const credits = user.credits;
  const active = (prefix: string) => path === prefix || path.startsWith(prefix + '/');
  return (
    <Bar>
      <Row>
        <Brand name={settings.name} />
        <Links aria-label={t('nav.main')}>
          <NavLink href={store.search.href} $active={active('/members')} aria-current={active('/members') ? 'page' : undefined}>
            <Search size={20} aria-hidden="true" />
            {t('nav.search')}
          </NavLink>
          <NavLink href="/chats" $active={active('/chats')} aria-current={active('/chats') ? 'page' : undefined}>
            <MessageCircle size={20} aria-hidden="true" />
            {t('nav.messages')}
            {unread > 0 && (
              <Badge $tone="unread" aria-label={t('nav.unread', { count: unread })}>
                {capCount(unread)}
              </Badge>
            )}
          </NavLink>
          {isBuilt('/likes') && (
            <NavLink href="/likes" $active={active('/likes')} aria-current={active('/likes') ? 'page' : undefined}>
              <Heart size={20} aria-hidden="true" />
              {t('nav.likes')}
              {newLikes > 0 && (
                <Badge $tone="unread" aria-label={t('nav.newLikes', { count: newLikes })}>
                  {capCount(newLikes)}
                </Badge>
              )}
            </NavLink>
          )}
          {!isBuilt('/credits') ? null : user.paid_user ? (
            <NavLink href={localPath('/credits/repeat-order')} $active={readCreditPath(path) !== null}>
              <Coins size={20} aria-hidden="true" />
              {t('nav.credits')}
              {credits <= 10 && (
                <Badge $tone={credits > 0 ? 'warning' : 'danger'} aria-label={t('nav.creditsBalance', { credits })}>
                  {credits}
                </Badge>
              )}
            </NavLink>
          ) : (
            <NavLink href="/premium" $active={active('/premium')}>
              <Crown size={20} aria-hidden="true" />
              {t('nav.premium')}
            </NavLink>
          )}
        </Links>
        <Right>
          <LanguageMenu />
          <Account>
            <summary aria-label={t('nav.account')}>
              <Avatar profile={user.profile} size={36} />
              <span className="name">{user.profile.name}</span>
              <ChevronDown size={16} aria-hidden="true" />
            </summary>
            <ul>
              <li>
                <a href="/profile">
                  <User size={18} aria-hidden="true" />
                  {t('nav.myProfile')}
                </a>
              </li>
              <li>
                <a href="/settings">
                  <Settings size={18} aria-hidden="true" />
                  {t('nav.settings')}
                </a>
              </li>
              <li>
                <button type="button" onClick={() => void logout()}>
                  <LogOut size={18} aria-hidden="true" />
                  {t('nav.logout')}
                </button>
              </li>
            </ul>
          </Account>
        </Right>
      </Row>
    </Bar>
  );
});
