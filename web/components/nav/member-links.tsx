import { Coins, Crown, Eye, Heart, MessageCircle, Search, type LucideIcon } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { readCreditPath } from '../../../domain/locale/credit-paths';
import { useT } from '../../i18n/use-t';
import { isBuilt } from '../../navigation/built-pages';
import { useStore } from '../../stores/store-context';
import { up } from '../../theme/theme';
import { useLocalPath } from '../language/use-local-path';
import { Badge, capCount, visuallyHidden } from '../ui';

const Links = styled.nav`
  order: 3;
  width: 100%;
  display: flex;
  gap: 2px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  ${up('md')} {
    order: 0;
    width: auto;
    min-width: 0;
    border-top: 0;
    margin-left: ${(p) => p.theme.space(2)};
    gap: ${(p) => p.theme.space(0.5)};
  }
  ${up('lg')} {
    margin-left: ${(p) => p.theme.space(3)};
  }
`;

/**
 * One link: on a phone a tab of the strip (its icon over its name), the tabs sharing the width by their names'
 * lengths, a long name on two balanced lines at most; from the medium breakpoint the icon alone, its name still the
 * link's name (and its tooltip); from the large breakpoint the icon over its name again, on one line. A count sits on
 * the icon's top right corner at every width (the icon is centred at the top of every layout); it follows the name in
 * the link's accessible name.
 */
const Item = styled.a<{ $active?: boolean }>`
  position: relative;
  flex: 1 1 auto;
  min-width: min-content;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  padding: 6px 3px;
  font-size: ${(p) => p.theme.font.size.xxs};
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-wrap: balance;
  color: ${(p) => (p.$active ? p.theme.colors.primary : p.theme.colors.textMuted)};
  text-decoration: none;
  border-radius: ${(p) => p.theme.radius.input};
  &:hover {
    color: ${(p) => (p.$active ? p.theme.colors.primary : p.theme.colors.text)};
    background: ${(p) => p.theme.colors.hoverTint};
  }
  ${Badge} {
    position: absolute;
    top: 1px;
    left: 50%;
    margin-left: 4px;
    height: 18px;
    min-width: 18px;
    padding: 0 5px;
    outline: 2px solid ${(p) => p.theme.colors.surface};
  }
  ${up('md')} {
    flex: none;
    justify-content: center;
    min-width: 48px;
    min-height: 48px;
    padding: 6px 10px;
    white-space: nowrap;
  }
  @media (min-width: ${(p) => p.theme.breakpoints.md}px) and (max-width: ${(p) => p.theme.breakpoints.lg - 1}px) {
    > span:first-of-type {
      ${visuallyHidden}
    }
  }
  ${up('lg')} {
    font-size: ${(p) => p.theme.font.size.xs};
  }
  ${up('xl')} {
    font-size: ${(p) => p.theme.font.size.caption};
  }
`;

function NavItem(props: { href: string; icon: LucideIcon; label: string; active: boolean; current?: boolean; badge?: { count: string; label: string; tone?: 'unread' | 'warning' | 'danger' } }) {
  const Icon = props.icon;
  return (
    <Item href={props.href} $active={props.active} aria-current={props.current ? 'page' : undefined} title={props.label}>
      <Icon size={22} aria-hidden="true" />
      <span>{props.label}</span>
      {props.badge && (
        <Badge $tone={props.badge.tone ?? 'unread'} aria-label={props.badge.label}>
          {props.badge.count}
        </Badge>
      )}
    </Item>
  );
}

/** The member's navigation (SPEC §2): search, messages, likes, who viewed her, and credits or premium, each with its count. */
export const MemberLinks = observer(function MemberLinks({ path }: { path: string }) {
  const store = useStore();
  const t = useT();
  const localPath = useLocalPath();
  const user = store.session.user;
  if (!user) return null;
  const unread = store.chats.unreadTotal;
  const newLikes = store.likes.newTotal;
  const newVisitors = store.visitors.newTotal;
  const credits = user.credits;
  const active = (prefix: string) => path === prefix || path.startsWith(prefix + '/');
  const here = (prefix: string) => ({ active: active(prefix), current: active(prefix) });
  return (
    <Links aria-label={t('nav.main')}>
      <NavItem href={store.search.href} icon={Search} label={t('nav.search')} {...here('/members')} />
      <NavItem
        href="/chats"
        icon={MessageCircle}
        label={t('nav.messages')}
        {...here('/chats')}
        badge={unread > 0 ? { count: capCount(unread), label: t('nav.unread', { count: unread }) } : undefined}
      />
      {isBuilt('/likes') && (
        <NavItem
          href="/likes"
          icon={Heart}
          label={t('nav.likes')}
          {...here('/likes')}
          badge={newLikes > 0 ? { count: capCount(newLikes), label: t('nav.newLikes', { count: newLikes }) } : undefined}
        />
      )}
      {isBuilt('/visitors') && (
        <NavItem
          href="/visitors"
          icon={Eye}
          label={t('nav.visitors')}
          {...here('/visitors')}
          badge={newVisitors > 0 ? { count: capCount(newVisitors), label: t('nav.newVisitors', { count: newVisitors }) } : undefined}
        />
      )}
      {!isBuilt('/credits') ? null : user.paid_user ? (
        <NavItem
          href={localPath('/credits/repeat-order')}
          icon={Coins}
          label={t('nav.credits')}
          active={readCreditPath(path) !== null}
          badge={credits <= 10 ? { count: String(credits), label: t('nav.creditsBalance', { credits }), tone: credits > 0 ? 'warning' : 'danger' } : undefined}
        />
      ) : (
        <NavItem href="/premium" icon={Crown} label={t('nav.premium')} active={active('/premium')} />
      )}
    </Links>
  );
});
