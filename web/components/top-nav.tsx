import { LogIn } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useT } from '../i18n/use-t';
import { useStore } from '../stores/store-context';
import { Brand } from './brand';
import { LayoutAccountMenu as AccountMenu, LayoutLanguageMenu as LanguageMenu } from './layout-parts';
import { Bar, BarEnd, BarRow } from './nav/bar';
import { MemberLinks } from './nav/member-links';
import { ButtonLink } from './ui';

/**
 * The top bar of SPEC §2. A visitor's: the brand, the languages, login and signup. A member's: the brand, her links
 * (a tab strip under it on a phone), the languages and her account menu; one row at every width from 768 px (issue 27).
 */
export const TopNav = observer(function TopNav({ path }: { path: string }) {
  const store = useStore();
  const t = useT();
  const settings = store.settings.settings;

  if (!store.session.user) {
    return (
      <Bar>
        <BarRow>
          <Brand name={settings.name} compact />
          <BarEnd>
            <LanguageMenu roomFrom={420} />
            <ButtonLink href="/login" $variant="ghost">
              <LogIn size={18} aria-hidden="true" />
              {t('nav.login')}
            </ButtonLink>
            <ButtonLink href="/signup">{t('nav.signup')}</ButtonLink>
          </BarEnd>
        </BarRow>
      </Bar>
    );
  }

  return (
    <Bar>
      <BarRow>
        <Brand name={settings.name} />
        <MemberLinks path={path} />
        <BarEnd>
          <LanguageMenu />
          <AccountMenu />
        </BarEnd>
      </BarRow>
    </Bar>
  );
});
