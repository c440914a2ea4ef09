import { ChevronDown, LogOut, Settings, User } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { forgetSessionOnDevice } from '../../pwa/forget-session';
import { useStore } from '../../stores/store-context';
import { Avatar } from '../avatar';
import { menuPanel } from '../ui';

const Account = styled.details`
  position: relative;
  flex: none;
  summary {
    list-style: none;
    display: flex;
    align-items: center;
    gap: 4px;
    min-height: 44px;
    cursor: pointer;
    padding: 4px 6px;
    border-radius: ${(p) => p.theme.radius.pill};
    color: ${(p) => p.theme.colors.textMuted};
    &::-webkit-details-marker {
      display: none;
    }
    &:hover {
      background: ${(p) => p.theme.colors.hoverTint};
    }
  }
  ul {
    ${menuPanel}
  }
  .who {
    padding: 8px 12px 10px;
    margin-bottom: 4px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    font-weight: 700;
    max-width: 240px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  li a,
  li button {
    display: flex;
    align-items: center;
    gap: 10px;
    width: 100%;
    min-height: 44px;
    padding: 10px 12px;
    border: 0;
    background: none;
    border-radius: ${(p) => p.theme.radius.input};
    text-decoration: none;
    color: ${(p) => p.theme.colors.text};
    cursor: pointer;
    font: inherit;
    font-size: ${(p) => p.theme.font.size.body};
    &:hover {
      background: ${(p) => p.theme.colors.background};
    }
  }
`;

/**
 * Her account menu: her photo on the bar (its name "Account": the photo shows no text, so the name holds nothing
 * the eye does not see), her name heading the menu, then her profile, the settings and logging out.
 */
export const AccountMenu = observer(function AccountMenu() {
  const store = useStore();
  const t = useT();
  const user = store.session.user;
  if (!user) return null;

  async function logout() {
    await store.session.signOut();
    // Nothing of her session stays in the service worker's caches (issue 23).
    await forgetSessionOnDevice(navigator, window.caches);
    window.location.href = '/';
  }

  return (
    <Account>
      <summary aria-label={t('nav.account')}>
        <Avatar profile={user.profile} size={36} />
        <ChevronDown size={16} aria-hidden="true" />
      </summary>
      <ul>
        <li className="who">{user.profile.name}</li>
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
  );
});
