import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { Brand } from '../brand';
import { Footer } from '../footer';
import { ButtonLink, Container } from '../ui';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: ${(p) => p.theme.colors.frosted};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  backdrop-filter: saturate(1.4) blur(8px);
  > div {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${(p) => p.theme.space(1)};
    min-height: 60px;
  }
  nav {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(1)};
  }
  a.login {
    color: ${(p) => p.theme.colors.text};
    font-weight: 600;
    padding: 10px 8px;
  }
  /* On a phone the two links take the top bar's narrower buttons, so they fit from 320 px (issue 27). */
  @media (max-width: ${(p) => p.theme.breakpoints.sm - 1}px) {
    nav {
      gap: ${(p) => p.theme.space(0.5)};
    }
    nav a {
      padding: 0 10px;
      font-size: ${(p) => p.theme.font.size.body};
    }
    a.login {
      padding: 10px 4px;
    }
  }
`;

const Page = styled.main`
  flex: 1;
`;

/**
 * The lander layout of SPEC §2: a logo bar and the footer (the legal links and the 18+ and fictional-profiles
 * disclaimer). No top navigation, banners or modals: the page leads to signup and nothing else.
 */
export const LanderLayout = observer(function LanderLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const store = useStore();
  const name = store.settings.settings.name;
  const member = store.session.loggedIn;
  return (
    <>
      <Bar>
        <Container>
          <Brand name={name} compact />
          <nav aria-label={t('landers.bar')}>
            {member ? (
              <ButtonLink href="/members">{t('nav.search')}</ButtonLink>
            ) : (
              <>
                <a className="login" href="/login">
                  {t('nav.login')}
                </a>
                <ButtonLink href="/signup">{t('nav.signup')}</ButtonLink>
              </>
            )}
          </nav>
        </Container>
      </Bar>
      <Page id="main">{children}</Page>
      <Footer />
    </>
  );
});
