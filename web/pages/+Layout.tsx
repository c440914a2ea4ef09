import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePageContext } from 'vike-react/usePageContext';
import { ArrivalNotices } from '../components/arrival/arrival-notices';
import { FormNotSent } from '../components/form-not-sent';
import { LayoutAlerts, LayoutFooter, LayoutSignupModal } from '../components/layout-parts';
import { PushAlert } from '../components/alerts/push-alert';
import { NewLikePopup } from '../components/likes/new-like-popup';
import { TimeBonusClock } from '../components/time-bonus-clock';
import { TopNav } from '../components/top-nav';
import { Main } from '../components/ui';
import { useT } from '../i18n/use-t';
import { Signals } from '../signals/signals';

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 50;
  padding: 8px 16px;
  background: ${(p) => p.theme.colors.surface};
  border-radius: 8px;
  &:focus {
    top: 8px;
  }
`;

/**
 * Default layout of SPEC §2; pages with `bare: true` (the chat) get only their own slim bar. Both get the signals
 * (toasts, navigation progress, title count, page classes, offline notice) at the same place in the tree, so they
 * stay mounted when a navigation switches layouts.
 */
export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext();
  // Read once: on the server each read of Vike's urlPathname or urlParsed parses the URL again (they are getters).
  const path = pageContext.urlPathname;
  const { search } = pageContext.urlParsed;
  const bare = pageContext.config.bare;
  return (
    <>
      {bare ? (
        children
      ) : (
        <DefaultLayout path={path} search={search}>
          {children}
        </DefaultLayout>
      )}
      <Signals />
      {/* Live likes and matches are shown wherever the member is; the `time` query parameter only in the default layout. */}
      <NewLikePopup time={bare ? undefined : search.time} />
      <TimeBonusClock path={path} />
      {/* Issue 24: the site-entry warning, then the cookie banner, in every layout as SPEC §2 says. */}
      <ArrivalNotices path={path} bare={bare} />
    </>
  );
}

function DefaultLayout({ path, search, children }: { path: string; search: Record<string, string>; children: ReactNode }) {
  const t = useT();
  return (
    <>
      <SkipLink href="#main">{t('app.skipToContent')}</SkipLink>
      <TopNav path={path} />
      {/* The time bonus's banner and the member alerts: each a chunk fetched when it shows (layout-parts.tsx). */}
      <LayoutAlerts path={path} search={search} />
      <PushAlert path={path} />
      <Main id="main">
        <FormNotSent search={search} />
        {children}
      </Main>
      <LayoutFooter />
      <LayoutSignupModal path={path} />
    </>
  );
}
